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

/// A 401 on a route that needs auth refreshes the token once and sends the
/// request again; any number of 401s at once share one refresh.
final class TokenRefreshTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    /// A server that knows one good token: anything else gets 401. Its refresh
    /// endpoint answers `refreshStatus` and counts its calls.
    private func server(_ timing: ScriptedTransport.Timing, refreshStatus: Int = 200, refreshes: Counter) -> ScriptedTransport {
        ScriptedTransport(timing) { request in
            if request.url?.path == "/auth/refresh" {
                refreshes.add()
                let body = (try? JSONSerialization.jsonObject(with: request.httpBody ?? Data())) as? [String: String]
                guard refreshStatus == 200, body?["refreshToken"] == "old-refresh" else {
                    return reply(request, refreshStatus == 200 ? 403 : refreshStatus, #"{"message":"Invalid refresh token"}"#)
                }
                return reply(request, 200, #"{"accessToken":"new-access","refreshToken":"new-refresh"}"#)
            }
            if request.value(forHTTPHeaderField: "Authorization") == "Bearer new-access" {
                return reply(request, 200, #"{"name":"\#(request.url?.lastPathComponent ?? "")"}"#)
            }
            return reply(request, 401, #"{"message":"Token Expired!"}"#)
        }
    }

    private func route(_ index: Int) -> TestRoute { TestRoute(.get, "/auth/items/\(index)", requiresAuth: true) }

    func testTwentyConcurrent401sShareExactlyOneRefresh() {
        let refreshes = Counter()
        let transport = server(.virtual(scheduler, latency: 0.1), refreshes: refreshes)
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession())
        let observers = (0..<20).map { record(network.request(route($0), as: Named.self), on: scheduler).observer }
        scheduler.advanceTo(100)
        XCTAssertEqual(transport.requests(to: "/auth/refresh").count, 1, "the first 401 started the refresh")
        XCTAssertEqual(Set(network.pending.map(\.state)).subtracting([.running]), [.refreshingToken])
        scheduler.start()

        XCTAssertEqual(refreshes.value, 1)
        XCTAssertEqual(transport.requests(to: "/auth/refresh").count, 1)
        for (index, observer) in observers.enumerated() {
            XCTAssertEqual(observer.elements, [.value(Named(name: "\(index)"))], "request \(index)")
            XCTAssertEqual(observer.events.first?.time, 300, "401 at 100, refresh at 200, retry answered at 300")
        }
        XCTAssertEqual(network.sessionStore.current?.auth.accessToken, "new-access")
        XCTAssertEqual(network.sessionStore.current?.auth.refreshToken, "new-refresh")
        XCTAssertEqual(transport.requests(to: "/auth/refresh").first?.value(forHTTPHeaderField: "Authorization"), nil,
                       "the refresh call carries no access token")
        XCTAssertTrue(network.pending.isEmpty)
        XCTAssertEqual(network.activity.current, 0)
    }

    func testTwentyConcurrent401sOnRealThreadsShareOneRefresh() {
        let refreshes = Counter()
        let queue = DispatchQueue(label: "server", attributes: .concurrent)
        let transport = server(.queue(queue), refreshes: refreshes)
        let network = makeNetwork(transport: transport, scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated),
                                  session: sampleSession())
        let results = Locked<[Int: NetworkResult<Named>]>([:])
        let done = expectation(description: "all twenty answered")
        done.expectedFulfillmentCount = 20
        let bag = DisposeBag()
        let routes = (0..<20).map(route)
        DispatchQueue.concurrentPerform(iterations: 20) { index in
            let subscription = network.request(routes[index], as: Named.self).subscribe(onNext: { result in
                results.mutate { $0[index] = result }
                done.fulfill()
            })
            bag.insert(subscription)
        }
        wait(for: [done], timeout: 20)
        XCTAssertEqual(refreshes.value, 1)
        XCTAssertEqual(results.value.count, 20)
        for index in 0..<20 {
            XCTAssertEqual(results.value[index], .value(Named(name: "\(index)")), "request \(index)")
        }
        waitUntil { network.pending.isEmpty && network.activity.current == 0 }
    }

    func testARefusedRefreshEndsTheSessionForEveryWaitingRequest() throws {
        let refreshes = Counter()
        let file = SessionFile(origin: testHost.origin, directory: try makeTemporaryDirectory())
        let transport = server(.virtual(scheduler, latency: 0.1), refreshStatus: 403, refreshes: refreshes)
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession(), sessionFile: file)
        XCTAssertNotNil(file.load())
        let expired = scheduler.createObserver(NetworkError.self)
        let expiredSubscription = network.sessionExpired.subscribe(expired)
        defer { expiredSubscription.dispose() }
        let observers = (0..<20).map { record(network.request(route($0), as: Named.self), on: scheduler).observer }
        scheduler.start()

        XCTAssertEqual(refreshes.value, 1)
        for observer in observers {
            XCTAssertEqual(observer.elements.map(\.error), [.unauthorized(message: "Invalid refresh token")])
            XCTAssertTrue(observer.events.last?.value.isCompleted ?? false)
        }
        XCTAssertEqual(expired.elements.count, 20, "published once per request")
        XCTAssertTrue(expired.elements.allSatisfy { if case .unauthorized = $0 { true } else { false } })
        XCTAssertNil(network.sessionStore.current)
        XCTAssertNil(file.load())
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.url.path))
        XCTAssertEqual(transport.requests.count, 21, "no request was sent again")
    }

    func testA401AfterARefreshIsFinal() {
        let refreshes = Counter()
        let transport = ScriptedTransport(.immediate) { request in
            if request.url?.path == "/auth/refresh" {
                refreshes.add()
                return reply(request, 200, #"{"accessToken":"a2","refreshToken":"r2"}"#)
            }
            return reply(request, 401, #"{"message":"Invalid/Expired Token!"}"#)
        }
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession())
        let (observer, _) = record(network.request(route(1), as: Named.self), on: scheduler)
        XCTAssertEqual(refreshes.value, 1)
        XCTAssertEqual(observer.elements.map(\.error), [.unauthorized(message: "Invalid/Expired Token!")])
        XCTAssertEqual(transport.requests(to: "/auth/items/1").map { $0.value(forHTTPHeaderField: "Authorization") },
                       ["Bearer old-access", "Bearer a2"])
    }

    func testA401WithoutASessionIsUnauthorizedWithoutARefresh() {
        let refreshes = Counter()
        let transport = server(.immediate, refreshes: refreshes)
        let network = makeNetwork(transport: transport, scheduler: scheduler)
        let (observer, _) = record(network.request(route(1), as: Named.self), on: scheduler)
        XCTAssertEqual(refreshes.value, 0)
        guard case .error(.unauthorized)? = observer.elements.first else { return XCTFail("\(observer.elements)") }
        XCTAssertNil(transport.requests.first?.value(forHTTPHeaderField: "Authorization"))
    }

    func testA401OnARouteWithoutAuthIsAnHTTPErrorAndNoRefresh() {
        let refreshes = Counter()
        let transport = server(.immediate, refreshes: refreshes)
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession())
        let (observer, _) = record(network.request(TestRoute(.get, "/public"), as: Named.self), on: scheduler)
        XCTAssertEqual(refreshes.value, 0)
        XCTAssertEqual(observer.elements.map(\.error), [.http(status: 401, message: "Token Expired!")])
        XCTAssertEqual(network.sessionStore.current?.auth.accessToken, "old-access")
    }

    func testARefreshThatCannotBeMadeKeepsTheSession() {
        let transport = ScriptedTransport(.immediate) { request in
            if request.url?.path == "/auth/refresh" { return .failure(URLError(.notConnectedToInternet)) }
            return reply(request, 401, #"{"message":"Token Expired!"}"#)
        }
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession())
        let expired = scheduler.createObserver(NetworkError.self)
        let subscription = network.sessionExpired.subscribe(expired)
        defer { subscription.dispose() }
        let (observer, _) = record(network.request(route(1), as: Named.self), on: scheduler)
        guard case .error(.offline)? = observer.elements.first else { return XCTFail("\(observer.elements)") }
        XCTAssertEqual(network.sessionStore.current?.auth.accessToken, "old-access")
        XCTAssertTrue(expired.events.isEmpty)
    }

    func testTheRefreshedSessionIsSaved() throws {
        let file = SessionFile(origin: testHost.origin, directory: try makeTemporaryDirectory())
        let transport = server(.immediate, refreshes: Counter())
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession(), sessionFile: file)
        let (observer, _) = record(network.request(route(4), as: Named.self), on: scheduler)
        XCTAssertEqual(observer.elements, [.value(Named(name: "4"))])
        XCTAssertEqual(file.load()?.auth.accessToken, "new-access")
        XCTAssertEqual(file.load()?.auth.username, "emilys")
    }

    func testPausingEverythingDuringARefreshStillEndsWithValues() {
        let refreshes = Counter()
        let transport = server(.virtual(scheduler, latency: 0.1), refreshes: refreshes)
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession())
        let observers = (0..<5).map { record(network.request(route($0), as: Named.self), on: scheduler).observer }
        scheduler.advanceTo(150)
        XCTAssertEqual(transport.requests(to: "/auth/refresh").count, 1, "the refresh is in flight")
        network.pauseAll()
        XCTAssertEqual(Set(network.pending.map(\.state)), [.paused])
        scheduler.advanceTo(1000)
        network.resumeAll()
        scheduler.start()
        for (index, observer) in observers.enumerated() {
            XCTAssertEqual(observer.elements, [.value(Named(name: "\(index)"))], "request \(index)")
        }
        XCTAssertEqual(refreshes.value, 1, "the paused refresh was answered once, after resume")
        XCTAssertEqual(network.sessionStore.current?.auth.accessToken, "new-access")
    }

    func testASessionExpiredWatcherMayCancelEverythingFromItsCallback() {
        let transport = server(.virtual(scheduler, latency: 0.1), refreshStatus: 403, refreshes: Counter())
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession())
        let messages = Counter()
        let subscription = network.sessionExpired.subscribe(onNext: { _ in
            messages.add()
            network.cancelAll()
        })
        defer { subscription.dispose() }
        let observers = (0..<5).map { record(network.request(route($0), as: Named.self), on: scheduler).observer }
        scheduler.start()
        XCTAssertEqual(observers[0].elements.map(\.error), [.unauthorized(message: "Invalid refresh token")])
        for observer in observers.dropFirst() {
            XCTAssertEqual(observer.elements.map(\.error), [.cancelled])
            XCTAssertEqual(observer.events.count, 2)
        }
        XCTAssertEqual(messages.value, 1)
        XCTAssertTrue(network.pending.isEmpty)
    }

    func testResumingOneRequestAfterPauseAllDoesNotWaitForAPausedRefresh() {
        let refreshes = Counter()
        let transport = server(.virtual(scheduler, latency: 0.1), refreshes: refreshes)
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession())
        let observers = (0..<3).map { index in
            record(network.request(route(index), as: Named.self, id: RequestID("r\(index)")), on: scheduler).observer
        }
        scheduler.advanceTo(150)
        network.pauseAll()
        XCTAssertEqual(network.pending.map(\.id), ["r0", "r1", "r2"], "only the caller's own requests can be paused")
        network.resume("r0")
        scheduler.start()
        XCTAssertEqual(observers[0].elements, [.value(Named(name: "0"))])
        XCTAssertTrue(observers[1].events.isEmpty, "still paused")
        XCTAssertEqual(refreshes.value, 1)
        network.resumeAll()
        scheduler.start()
        XCTAssertEqual(observers[2].elements, [.value(Named(name: "2"))])
        XCTAssertEqual(refreshes.value, 1)
    }
}
