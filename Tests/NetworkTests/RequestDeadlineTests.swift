import Foundation
import Models
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest
@testable import Network

/// Each attempt has a deadline, body included (`Route.timeout`), and all
/// attempts together a retry budget (`Route.retryBudget`), both kept on the
/// client's scheduler, so these run in virtual time.
final class RequestDeadlineTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    private func route(timeout: TimeInterval? = nil, budget: TimeInterval? = nil, retries: RetryPolicy = .default) -> TestRoute {
        var route = TestRoute(retryPolicy: retries)
        route.timeout = timeout
        route.retryBudget = budget
        return route
    }

    func testAnAnswerLaterThanTheAttemptsDeadlineIsATimeOutAtTheDeadline() {
        let script = SampleScript([json(200, #"{"name":"late"}"#)])
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 20), sample: { _ in script.next() })
        let (observer, _) = record(network.request(route(timeout: 2, retries: .none), as: Named.self), on: scheduler)
        scheduler.advanceTo(30_000)
        XCTAssertEqual(observer.elements.map(\.error), [.timedOut])
        XCTAssertEqual(observer.events.first?.time, 2000, "at the deadline, not when the body would have ended")
        XCTAssertEqual(script.attempts.value, 1)
        XCTAssertTrue(network.pending.isEmpty)
    }

    func testATimedOutAttemptIsRetriedWithItsOwnDeadline() {
        let script = SampleScript([json(200, #"{"name":"late"}"#)])
        let recorder = RecordingPlugin()
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 20), sample: { _ in script.next() },
                                         plugins: [recorder])
        let (observer, _) = record(network.request(route(timeout: 2, budget: 60), as: Named.self), on: scheduler)
        scheduler.advanceTo(60_000)
        // 2 s, a 0.5 s wait, 2 s, a 1 s wait, 2 s: three attempts, the policy's limit.
        XCTAssertEqual(observer.elements.map(\.error), [.timedOut])
        XCTAssertEqual(observer.events.first?.time, 7500)
        XCTAssertEqual(script.attempts.value, 3)
        XCTAssertEqual(recorder.events.filter { $0.hasPrefix("didReceive") },
                       Array(repeating: "didReceive error \(URLError.Code.timedOut.rawValue)", count: 3),
                       "plugins see each attempt that ran out of time")
    }

    func testTheRetryBudgetEndsTheAttemptInFlight() {
        let script = SampleScript([json(200, #"{"name":"late"}"#)])
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 20), sample: { _ in script.next() })
        // The first attempt ends at 2 s, the second starts at 2.5 s; the budget ends it at 3 s.
        let (observer, _) = record(network.request(route(timeout: 2, budget: 3), as: Named.self), on: scheduler)
        scheduler.advanceTo(30_000)
        XCTAssertEqual(observer.elements.map(\.error), [.timedOut])
        XCTAssertEqual(observer.events.first?.time, 3000)
        XCTAssertEqual(script.attempts.value, 2)
        XCTAssertTrue(network.pending.isEmpty)
    }

    func testABudgetShorterThanTheAttemptsDeadlineAnswersFirst() {
        let script = SampleScript([json(200, #"{"name":"late"}"#)])
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 20), sample: { _ in script.next() })
        let (observer, _) = record(network.request(route(timeout: 10, budget: 2), as: Named.self), on: scheduler)
        scheduler.advanceTo(30_000)
        XCTAssertEqual(observer.elements.map(\.error), [.timedOut])
        XCTAssertEqual(observer.events.first?.time, 2000, "like --timeout 2 against a server that drips")
        XCTAssertEqual(script.attempts.value, 1)
    }

    func testRetriesStopWhenTheNextCouldNotStartWithinTheBudget() {
        let script = SampleScript([json(503, #"{"message":"busy"}"#)])
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .immediate, sample: { _ in script.next() })
        // Retries wait 0.5 s, then 1 s: the second would start at 1.5 s, past a 1.2 s budget.
        let (observer, _) = record(network.request(route(budget: 1.2), as: Named.self), on: scheduler)
        scheduler.advanceTo(10_000)
        XCTAssertEqual(observer.elements.map(\.error), [.http(status: 503, message: "busy")], "the server's answer, not a time-out")
        XCTAssertEqual(observer.events.first?.time, 500)
        XCTAssertEqual(script.attempts.value, 2)
    }

    func testTheClientsTimeoutsAreTheDefaults() {
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 45),
                                         sample: { _ in json(200, #"{"name":"x"}"#) })
        let (once, _) = record(network.request(route(retries: .none), as: Named.self), on: scheduler)
        let (retried, _) = record(network.request(route(), as: Named.self), on: scheduler)
        scheduler.advanceTo(100_000)
        XCTAssertEqual(once.events.first?.time, Int(Timeouts.default.request * 1000))
        XCTAssertEqual(retried.elements.map(\.error), [.timedOut])
        XCTAssertEqual(retried.events.first?.time, Int(Timeouts.default.retryBudget * 1000),
                       "30 s, a 0.5 s wait, then the budget ends the second attempt")
    }

    func testPausedTimeIsNotCountedAndResumeStartsTheClockAgain() {
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 1),
                                         sample: { _ in json(200, #"{"name":"x"}"#) })
        let (observer, _) = record(network.request(route(timeout: 2, budget: 2), as: Named.self, id: "p"), on: scheduler)
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

    func testAFirstAttemptInsideTheBudgetKeepsOneDeadlineAndTheBudgetStillCounts() {
        let script = SampleScript([json(503, #"{"message":"busy"}"#), json(200, #"{"name":"late"}"#)])
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 1), sample: { _ in script.next() })
        // The attempt's 2 s come before the budget's 2.8 s: only the attempt's deadline is set while it runs.
        let (observer, _) = record(network.request(route(timeout: 2, budget: 2.8), as: Named.self), on: scheduler)
        scheduler.advanceTo(500)
        XCTAssertEqual(network.deadlines.pendingCount, 1, "the attempt's deadline alone")
        // The 503 at 1 s leaves 1.8 s of budget; the retry starts at 1.5 s and would answer at 2.5 s, inside it.
        scheduler.advanceTo(1_200)
        XCTAssertEqual(network.deadlines.pendingCount, 1, "waiting to retry, the budget's deadline is set")
        scheduler.advanceTo(10_000)
        XCTAssertEqual(observer.elements, [.value(Named(name: "late"))])
        XCTAssertEqual(observer.events.first?.time, 2500)
        XCTAssertEqual(network.deadlines.pendingCount, 0)
    }

    func testABudgetEqualToTheAttemptsDeadlineWaitsForTheAttemptAndStillEndsOnTime() {
        let script = SampleScript([json(200, #"{"name":"late"}"#)])
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 20), sample: { _ in script.next() })
        // `courier --timeout 2` sets both to 2 s: the attempt's deadline alone is set while it runs.
        let (observer, _) = record(network.request(route(timeout: 2, budget: 2), as: Named.self), on: scheduler)
        scheduler.advanceTo(500)
        XCTAssertEqual(network.deadlines.pendingCount, 1, "the attempt's deadline alone")
        scheduler.advanceTo(30_000)
        XCTAssertEqual(observer.elements.map(\.error), [.timedOut])
        XCTAssertEqual(observer.events.first?.time, 2000, "the budget is spent when the attempt ends: no second attempt")
        XCTAssertEqual(script.attempts.value, 1)
        XCTAssertEqual(network.deadlines.pendingCount, 0)
        XCTAssertTrue(network.pending.isEmpty)
    }

    func testTheBudgetSetAfterTheFirstAttemptEndsALaterOneOnTime() {
        let script = SampleScript([json(503, #"{"message":"busy"}"#), json(200, #"{"name":"late"}"#)])
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 1), sample: { _ in script.next() })
        // The 503 at 1 s, the retry at 1.5 s would answer at 2.5 s: the budget of 2.2 s, counted from the start, ends it first.
        let (observer, _) = record(network.request(route(timeout: 2, budget: 2.2), as: Named.self), on: scheduler)
        scheduler.advanceTo(10_000)
        XCTAssertEqual(observer.elements.map(\.error), [.timedOut])
        XCTAssertEqual(observer.events.first?.time, 2200)
        XCTAssertEqual(script.attempts.value, 2)
    }
}
