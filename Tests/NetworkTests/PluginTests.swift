@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class PluginTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    // MARK: Activity

    func testInFlightCountsAttemptsAndReturnsToZero() {
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 1),
                                         sample: { _ in json(200, #"{"name":"x"}"#) })
        let counts = scheduler.createObserver(Int.self)
        let subscription = network.inFlight.subscribe(counts)
        defer { subscription.dispose() }
        let first = record(network.request(TestRoute(), as: Named.self), on: scheduler)
        scheduler.advanceTo(200)
        _ = record(network.request(TestRoute(), as: Named.self), on: scheduler)
        scheduler.advanceTo(300)
        let third = record(network.request(TestRoute(), as: Named.self, id: "third"), on: scheduler)
        network.cancel("third")
        scheduler.start()
        XCTAssertEqual(counts.elements, [0, 1, 2, 3, 2, 1, 0])
        XCTAssertEqual(counts.events.map(\.time), [0, 0, 200, 300, 300, 1000, 1200])
        XCTAssertEqual(network.activity.current, 0)
        XCTAssertEqual(first.observer.elements.count, 1)
        XCTAssertEqual(third.observer.elements.map(\.error), [.cancelled])
    }

    func testInFlightIsZeroWhileWaitingToRetry() {
        let script = SampleScript([json(503, ""), json(200, #"{"name":"x"}"#)])
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 0.1), sample: { _ in script.next() })
        _ = record(network.request(TestRoute(), as: Named.self), on: scheduler)
        scheduler.advanceTo(100)
        XCTAssertEqual(network.activity.current, 0)
        XCTAssertEqual(network.pending.map(\.state), [.waitingToRetry])
        scheduler.advanceTo(600)
        XCTAssertEqual(network.activity.current, 1)
        scheduler.start()
        XCTAssertEqual(network.activity.current, 0)
    }

    func testAnInFlightWatcherMayCancelARequestFromItsCallback() {
        // A watcher that keeps one request at a time (cancel the older one when a second
        // starts) calls back into the network while the count is being published.
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 1),
                                         sample: { _ in json(200, #"{"name":"x"}"#) })
        let counts = Locked<[Int]>([])
        let subscription = network.inFlight.subscribe(onNext: { count in
            counts.mutate { $0.append(count) }
            if count == 2 { network.cancel("older") }
        })
        defer { subscription.dispose() }
        let finished = expectation(description: "no deadlock")
        let box = Locked<[[NetworkResult<Named>]]>([])
        let scheduler = self.scheduler
        DispatchQueue.global().async {
            let older = record(network.request(TestRoute(), as: Named.self, id: "older"), on: scheduler).observer
            let newer = record(network.request(TestRoute(), as: Named.self, id: "newer"), on: scheduler).observer
            scheduler.start()
            box.mutate { $0 = [older.elements, newer.elements] }
            finished.fulfill()
        }
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(box.value.first?.map(\.error), [.cancelled])
        XCTAssertEqual(box.value.last, [.value(Named(name: "x"))])
        XCTAssertEqual(counts.value, [0, 1, 2, 1, 0])
        XCTAssertEqual(network.activity.current, 0)
    }

    // MARK: Session expiry

    func testSessionExpiryPublishesOnlyForUnauthorized() {
        let plugin = SessionExpiryPlugin()
        let messages = scheduler.createObserver(NetworkError.self)
        let subscription = plugin.sessionExpired.subscribe(messages)
        defer { subscription.dispose() }
        let route = TestRoute()
        _ = plugin.process(.failure(.http(status: 500, message: nil)), for: route)
        _ = plugin.process(.success(transportResponse(200)), for: route)
        let result = plugin.process(.failure(.unauthorized(message: "Token Expired!")), for: route)
        XCTAssertEqual(messages.elements, [NetworkError.unauthorized(message: "Token Expired!")])
        guard case .failure(.unauthorized) = result else { return XCTFail("the result passes through unchanged") }
    }

    // MARK: Hooks

    func testProcessCanReshapeTheFinalResult() {
        struct NotFoundIsEmpty: NetworkPlugin {
            func process(_ result: Result<TransportResponse, NetworkError>, for route: any Route) -> Result<TransportResponse, NetworkError> {
                if case .failure(.http(404, _)) = result { return .success(transportResponse(200, #"{"name":"none"}"#)) }
                return result
            }
        }
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in json(404, "") }, plugins: [NotFoundIsEmpty()])
        let (observer, _) = record(network.request(TestRoute(), as: Named.self), on: scheduler)
        XCTAssertEqual(observer.elements, [.value(Named(name: "none"))])
    }

    func testPrepareRunsInOrderAndItsChangesAreSent() {
        struct Header: NetworkPlugin {
            let value: String
            func prepare(_ request: URLRequest, for route: any Route) -> URLRequest {
                var request = request
                let existing = request.value(forHTTPHeaderField: "X-Trace").map { $0 + "," } ?? ""
                request.setValue(existing + value, forHTTPHeaderField: "X-Trace")
                return request
            }
        }
        let transport = ScriptedTransport(.immediate) { reply($0, 200, "{}") }
        let network = makeNetwork(transport: transport, scheduler: scheduler, plugins: [Header(value: "a"), Header(value: "b")])
        _ = record(network.request(TestRoute(), as: EmptyResponse.self), on: scheduler)
        XCTAssertEqual(transport.requests.first?.value(forHTTPHeaderField: "X-Trace"), "a,b")
    }

    func testHeadersFromPluginsAreOnTheRequestBeforeAnyPrepareSeesIt() {
        struct Trace: NetworkPlugin {
            let value: String
            func headers(for route: any Route, to url: URL) -> [String: String] {
                url.path == "/test" ? ["x-trace": value, "Accept": "text/plain"] : [:]
            }
        }
        let seen = Locked<[String?]>([])
        struct Watcher: NetworkPlugin {
            let seen: Locked<[String?]>
            func prepare(_ request: URLRequest, for route: any Route) -> URLRequest {
                seen.mutate { $0.append(request.value(forHTTPHeaderField: "X-Trace")) }
                return request
            }
        }
        let transport = ScriptedTransport(.immediate) { reply($0, 200, "{}") }
        let network = makeNetwork(transport: transport, scheduler: scheduler,
                                  plugins: [Trace(value: "a"), Watcher(seen: seen), Trace(value: "b")])
        _ = record(network.request(TestRoute(), as: EmptyResponse.self), on: scheduler)
        let sent = transport.requests.first
        // The later plugin's value wins, as a later `setValue` would; a plugin's field replaces a default of any case.
        XCTAssertEqual(sent?.value(forHTTPHeaderField: "X-Trace"), "b")
        XCTAssertEqual(sent?.allHTTPHeaderFields?.keys.filter { $0.lowercased() == "x-trace" }.count, 1)
        XCTAssertEqual(sent?.value(forHTTPHeaderField: "Accept"), "text/plain")
        XCTAssertEqual(seen.value, ["b"])
    }

    func testARequestMadeInOneGoKeepsItsMethodBodyAndQuery() throws {
        let get = try TestRoute(.get, "/test", params: ["q": .string("a b"), "limit": .number(30)]).urlRequest(for: testHost)
        XCTAssertEqual(get.httpMethod, "GET")
        XCTAssertEqual(get.url?.absoluteString, testHost.baseURL.absoluteString + "/test?limit=30&q=a%20b")
        XCTAssertNil(get.httpBody)
        let post = try TestRoute(.post, "/test", params: ["name": .string("x")]).urlRequest(for: testHost)
        XCTAssertEqual(post.httpMethod, "POST")
        XCTAssertEqual(post.httpBody.map { String(decoding: $0, as: UTF8.self) }, #"{"name":"x"}"#)
        XCTAssertEqual(post.value(forHTTPHeaderField: "Content-Type"), "application/json")
    }

    func testHeaderMergeKeepsOneFieldPerNameTheLastSpellingAndValueWinning() {
        var merge = HeaderMerge(["Accept": "application/json", "User-Agent": "a"])
        merge.set("accept", "text/plain")
        merge.set("X-One", "1")
        merge.add(["USER-AGENT": "b"])
        XCTAssertEqual(merge.headers, ["accept": "text/plain", "X-One": "1", "USER-AGENT": "b"])
        XCTAssertEqual(merge.value("Accept"), "text/plain")
        XCTAssertEqual(merge.value("user-agent"), "b")
        XCTAssertNil(merge.value("Authorization"))
        merge.set("accept", "*/*")
        XCTAssertEqual(merge.headers["accept"], "*/*")
        XCTAssertEqual(merge.headers.count, 3)
    }

    func testEachAttemptIsSeenAndTheResultOnce() {
        let plugin = RecordingPlugin()
        let script = SampleScript([.networkError(URLError(.timedOut)), json(200, "{}")])
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in script.next() }, plugins: [plugin])
        _ = record(network.request(TestRoute(), as: EmptyResponse.self), on: scheduler)
        scheduler.start()
        XCTAssertEqual(plugin.events, [
            "prepare TestRoute.test", "willSend TestRoute.test", "didReceive error \(URLError.Code.timedOut.rawValue)",
            "prepare TestRoute.test", "willSend TestRoute.test", "didReceive 200", "process 200",
        ])
    }
}
