@testable import DummyJSON
import Foundation
import JSON
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

/// Retries happen at exact virtual ticks (1 tick = 1 ms).
final class RetryBehaviourTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    private func network(_ script: SampleScript, plugin: RecordingPlugin) -> NetworkClient {
        makeStubbedNetwork(scheduler: scheduler, sample: { _ in script.next() }, plugins: [plugin])
    }

    private func clockPlugin() -> RecordingPlugin {
        let scheduler = self.scheduler
        return RecordingPlugin(clock: { scheduler.clock })
    }

    func testTwoRetriesAtHalfASecondAndOneSecondThenSuccess() {
        let plugin = clockPlugin()
        let script = SampleScript([json(503, ""), json(502, ""), json(200, #"{"name":"third time"}"#)])
        let (observer, _) = record(network(script, plugin: plugin).request(TestRoute(), as: Named.self), on: scheduler)
        scheduler.advanceTo(499)
        XCTAssertEqual(plugin.sendTimes, [0])
        scheduler.advanceTo(500)
        XCTAssertEqual(plugin.sendTimes, [0, 500])
        scheduler.advanceTo(1499)
        XCTAssertTrue(observer.events.isEmpty)
        scheduler.advanceTo(1500)
        XCTAssertEqual(plugin.sendTimes, [0, 500, 1500])
        XCTAssertEqual(observer.elements, [.value(Named(name: "third time"))])
        XCTAssertEqual(observer.events.map(\.time), [1500, 1500])
    }

    func testAfterTwoRetriesTheLastErrorIsFinal() {
        let plugin = clockPlugin()
        let script = SampleScript([json(500, #"{"message":"boom"}"#)])
        let (observer, _) = record(network(script, plugin: plugin).request(TestRoute(.put), as: Named.self), on: scheduler)
        scheduler.start()
        XCTAssertEqual(plugin.sendTimes, [0, 500, 1500])
        XCTAssertEqual(observer.elements.map(\.error), [.http(status: 500, message: "boom")])
        XCTAssertEqual(observer.events.first?.time, 1500)
        XCTAssertEqual(plugin.events.filter { $0.hasPrefix("process") }.count, 1, "plugins see the final result once")
    }

    func testConnectionErrorsAreRetriedToo() {
        let plugin = clockPlugin()
        let script = SampleScript([.networkError(URLError(.networkConnectionLost)), json(200, #"{"name":"back"}"#)])
        let (observer, _) = record(network(script, plugin: plugin).request(TestRoute(.head), as: Named.self), on: scheduler)
        scheduler.start()
        XCTAssertEqual(plugin.sendTimes, [0, 500])
        XCTAssertEqual(observer.elements, [.value(Named(name: "back"))])
    }

    func testOfflineIsFinalAfterTheRetries() {
        let plugin = clockPlugin()
        let script = SampleScript([.networkError(URLError(.cannotConnectToHost))])
        let (observer, _) = record(network(script, plugin: plugin).request(TestRoute(), as: Named.self), on: scheduler)
        scheduler.start()
        XCTAssertEqual(plugin.sendTimes, [0, 500, 1500])
        guard case .error(.offline)? = observer.elements.first else { return XCTFail("\(observer.elements)") }
    }

    func testPostIsNotRetried() {
        let plugin = clockPlugin()
        let script = SampleScript([json(503, ""), json(200, "{}")])
        let (observer, _) = record(network(script, plugin: plugin).request(ProductRouter.add(ProductDraft(title: "x")), as: JSONValue.self),
                                   on: scheduler)
        scheduler.start()
        XCTAssertEqual(script.attempts.value, 1)
        XCTAssertEqual(observer.elements.map(\.error), [.http(status: 503, message: nil)])
        XCTAssertEqual(observer.events.first?.time, 0)
    }

    func testLoginIsNeverRetried() {
        let plugin = clockPlugin()
        for sample in [json(503, ""), .networkError(URLError(.timedOut))] {
            let script = SampleScript([sample, json(200, "{}")])
            let (observer, _) = record(
                network(script, plugin: plugin).request(AuthRouter.login(username: "u", password: "p"), as: AuthSession.self), on: scheduler)
            scheduler.start()
            XCTAssertEqual(script.attempts.value, 1)
            XCTAssertNotNil(observer.elements.first?.error)
        }
    }

    func testA404IsNotRetried() {
        let plugin = clockPlugin()
        let script = SampleScript([json(404, #"{"message":"nope"}"#)])
        let (observer, _) = record(network(script, plugin: plugin).request(TestRoute(), as: Named.self), on: scheduler)
        XCTAssertEqual(script.attempts.value, 1)
        XCTAssertEqual(observer.elements.map(\.error), [.http(status: 404, message: "nope")])
    }

    func testRetryAfterOn429IsWaitedForExactly() {
        let attempts = Counter()
        let transport = ScriptedTransport(.immediate) { request in
            attempts.add() == 1 ? reply(request, 429, #"{"message":"request limit exceeded"}"#, headers: ["Retry-After": "2"])
                                : reply(request, 200, #"{"name":"after waiting"}"#)
        }
        let plugin = clockPlugin()
        let network = makeNetwork(transport: transport, scheduler: scheduler, plugins: [plugin])
        let (observer, _) = record(network.request(TestRoute(), as: Named.self), on: scheduler)
        XCTAssertEqual(network.pending.map(\.state), [.waitingToRetry])
        scheduler.advanceTo(1999)
        XCTAssertEqual(plugin.sendTimes, [0])
        scheduler.advanceTo(2000)
        XCTAssertEqual(plugin.sendTimes, [0, 2000])
        XCTAssertEqual(observer.elements, [.value(Named(name: "after waiting"))])
    }

    func testA429WithoutRetryAfterIsRateLimitedAtOnce() {
        let transport = ScriptedTransport(.immediate) { reply($0, 429, #"{"message":"request limit exceeded"}"#) }
        let network = makeNetwork(transport: transport, scheduler: scheduler)
        let (observer, _) = record(network.request(TestRoute(), as: Named.self), on: scheduler)
        XCTAssertEqual(observer.elements.map(\.error), [.rateLimited(retryAfter: nil)])
        XCTAssertEqual(transport.requests.count, 1)
    }

    func testA503WithALongRetryAfterFailsInsteadOfWaiting() {
        let transport = ScriptedTransport(.immediate) { reply($0, 503, "", headers: ["Retry-After": "3600"]) }
        let network = makeNetwork(transport: transport, scheduler: scheduler)
        let (observer, _) = record(network.request(TestRoute(), as: Named.self), on: scheduler)
        XCTAssertEqual(observer.elements.map(\.error), [.http(status: 503, message: nil)])
        XCTAssertEqual(transport.requests.count, 1)
    }
}
