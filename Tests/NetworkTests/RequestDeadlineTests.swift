import Foundation
import Models
import Reactive
import ReactiveTesting
import XCTest
@testable import Network

/// A request's timeout is a deadline for all of it — the body, and every
/// retry — kept on the client's scheduler, so these run in virtual time.
final class RequestDeadlineTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    private func route(timeout: TimeInterval) -> TestRoute {
        var route = TestRoute()
        route.timeout = timeout
        return route
    }

    func testAnAnswerLaterThanTheDeadlineIsATimeOutAtTheDeadline() {
        let script = SampleScript([json(200, #"{"name":"late"}"#)])
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 20), sample: { _ in script.next() })
        let (observer, _) = record(network.request(route(timeout: 2), as: Named.self), on: scheduler)
        scheduler.advanceTo(30_000)
        XCTAssertEqual(observer.elements.map(\.error), [.timedOut])
        XCTAssertEqual(observer.events.first?.time, 2000, "at the deadline, not when the body would have ended")
        XCTAssertEqual(script.attempts.value, 1, "a request out of time is not tried again")
        XCTAssertTrue(network.pending.isEmpty)
    }

    func testRetriesStopWhenTheNextCouldNotStartBeforeTheDeadline() {
        let script = SampleScript([json(503, #"{"message":"busy"}"#)])
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .immediate, sample: { _ in script.next() })
        // Retries wait 0.5 s, then 1 s: the second would start at 1.5 s, past a 1.2 s deadline.
        let (observer, _) = record(network.request(route(timeout: 1.2), as: Named.self), on: scheduler)
        scheduler.advanceTo(10_000)
        XCTAssertEqual(observer.elements.map(\.error), [.http(status: 503, message: "busy")], "the server's answer, not a time-out")
        XCTAssertEqual(observer.events.first?.time, 500)
        XCTAssertEqual(script.attempts.value, 2)
    }

    func testTheClientsTimeoutIsTheDefault() {
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 45),
                                         sample: { _ in json(200, #"{"name":"x"}"#) })
        let (observer, _) = record(network.request(TestRoute(), as: Named.self), on: scheduler)
        scheduler.advanceTo(60_000)
        XCTAssertEqual(observer.elements.map(\.error), [.timedOut])
        XCTAssertEqual(observer.events.first?.time, Int(Timeouts.default.request * 1000))
    }

    func testPausedTimeIsNotCountedAndResumeStartsTheClockAgain() {
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 1),
                                         sample: { _ in json(200, #"{"name":"x"}"#) })
        let (observer, _) = record(network.request(route(timeout: 2), as: Named.self, id: "p"), on: scheduler)
        scheduler.advanceTo(500)
        network.pause("p")
        scheduler.advanceTo(60_000)
        XCTAssertTrue(observer.events.isEmpty, "a suspended request does not time out")
        network.resume("p")
        scheduler.advanceTo(70_000)
        XCTAssertEqual(observer.elements, [.value(Named(name: "x"))])
        XCTAssertEqual(observer.events.first?.time, 61_000)
    }

    func testAnAnswerInTimeLeavesNoTimerBehind() {
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 1),
                                         sample: { _ in json(200, #"{"name":"x"}"#) })
        let (observer, _) = record(network.request(route(timeout: 2), as: Named.self), on: scheduler)
        scheduler.advanceTo(100_000)
        XCTAssertEqual(observer.elements, [.value(Named(name: "x"))])
        XCTAssertEqual(observer.events.count, 2, "one value and completion, no late time-out")
    }
}
