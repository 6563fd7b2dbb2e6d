import Reactive
import ReactiveTesting
import XCTest

/// skip(while:), skip(until:), skip(for:), take(while:behavior:), take(for:), takeLast and sample.
final class FilteringOperatorTests: XCTestCase {
    func testSkipWhileDropsUntilThePredicateFirstFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(220, 5), next(230, 3), next(240, 1), completed(250),
        ])
        let res = scheduler.start { xs.skip(while: { $0 < 4 }) }
        XCTAssertEqual(res.events, [next(220, 5), next(230, 3), next(240, 1), completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipWhilePredicateThatThrowsFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 2), next(220, 5)])
        let res = scheduler.start { xs.skip(while: { _ in throw TestError.boom }) }
        XCTAssertEqual(res.events, [error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSkipUntilPassesEverythingAfterOtherEmitsAndLetsGoOfOther() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(230, 2), next(240, 3), completed(300)])
        let other = scheduler.createHotObservable([next(220, "go"), next(250, "again")])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [next(230, 2), next(240, 3), completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilSourceCompletingFirstEndsNothingDownstream() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(230)])
        let other = scheduler.createHotObservable([next(250, "go")])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
    }

    func testSkipUntilOtherCompletingWithoutAnElementKeepsTheGateShut() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(240, 2)])
        let other = scheduler.createHotObservable([completed(220, String.self)])
        let res = scheduler.start(disposed: 400) { xs.skip(until: other) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testSkipUntilOtherErrorFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(240, 2)])
        let other = scheduler.createHotObservable([error(220, TestError.boom, String.self)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipForDropsElementsInsideTheWindowAndPassesTheTerminalEvent() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let xs = test.createHotObservable([next(210, 1), next(220, 2), next(250, 3), completed(300)])
        let res = test.start { xs.skip(for: 15, scheduler: scheduler) }
        XCTAssertEqual(res.events, [next(220, 2), next(250, 3), completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        let early = TestScheduler()
        let ys = early.createHotObservable([next(210, 1), error(220, TestError.boom)])
        XCTAssertEqual(early.start { ys.skip(for: 50, scheduler: early) }.events, [error(220, TestError.boom)])
        XCTAssertEqual(scheduler.pending, 0)
    }

    func testSkipForDisposalCancelsTheTimer() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let xs = test.createHotObservable([next(210, 1)])
        let res = test.start(disposed: 220) { xs.skip(for: 50, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(scheduler.pending, 0)
    }

    func testTakeWhileInclusiveEmitsTheElementThatEndsIt() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 5), next(240, 1)])
        let res = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [next(210, 1), next(220, 2), next(230, 5), completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhileExclusiveDropsTheElementThatEndsIt() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(230, 5), error(240, TestError.boom)])
        let res = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .exclusive) }
        XCTAssertEqual(res.events, [next(210, 1), completed(230)])
    }

    func testTakeForCompletesWhenTheDurationEnds() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let xs = test.createHotObservable([next(210, 1), next(220, 2), next(250, 3), completed(300)])
        let res = test.start { xs.take(for: 35, scheduler: scheduler) }
        XCTAssertEqual(res.events, [next(210, 1), next(220, 2), completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(scheduler.pending, 0)
    }

    func testTakeForPassesAnEarlierTerminalEventAndCancelsTheTimer() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let xs = test.createHotObservable([next(210, 1), error(220, TestError.boom)])
        let res = test.start { xs.take(for: 35, scheduler: scheduler) }
        XCTAssertEqual(res.events, [next(210, 1), error(220, TestError.boom)])
        XCTAssertEqual(scheduler.pending, 0)
    }

    func testTakeLastEmitsTheLastElementsAtCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(250)])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [next(250, 2), next(250, 3), completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeLastPassesAnErrorWithoutTheElementsAndZeroKeepsNone() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), error(220, TestError.boom)])
        XCTAssertEqual(scheduler.start { xs.takeLast(2) }.events, [error(220, TestError.boom)])
        XCTAssertEqual(collect(Observable.of(1, 2).takeLast(0)), [.completed])
        XCTAssertEqual(collect(Observable.of(1, 2).takeLast(5)), [.next(1), .next(2), .completed])
    }

    func testTakeLastDisposedBeforeCompletionEmitsNothing() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(500)])
        let res = scheduler.start(disposed: 300) { xs.takeLast(1) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSampleEmitsTheLatestNewElementAtEachSampleAndCompletesAtTheNextSampleAfterTheSource() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(260, 3), completed(300)])
        let sampler = scheduler.createHotObservable([
            next(215, "a"), next(230, "b"), next(240, "c"), next(270, "d"), next(320, "e"), completed(400),
        ])
        let res = scheduler.start { xs.sample(sampler) }
        XCTAssertEqual(res.events, [next(215, 1), next(230, 2), next(270, 3), completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 320)])
    }

    func testSampleWithADefaultEmitsItWhenNothingNewArrived() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1)])
        let sampler = scheduler.createHotObservable([next(220, "a"), next(230, "b")])
        let res = scheduler.start { xs.sample(sampler, defaultValue: 0) }
        XCTAssertEqual(res.events, [next(220, 1), next(230, 0)])
    }

    func testSampleWithADefaultEmitsItAtTheSamplersCompletionAfterTheSourceEnded() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(220, 2), next(240, 3), completed(400)])
        let sampler = scheduler.createHotObservable([next(210, "a"), next(250, "b"), next(260, "c"), completed(500)])
        let res = scheduler.start { xs.sample(sampler, defaultValue: 0) }
        XCTAssertEqual(res.events, [next(210, 0), next(250, 3), next(260, 0), next(500, 0), completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 500)])
    }

    func testSampleFailsWithEitherError() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1)])
        let sampler = scheduler.createHotObservable([error(220, TestError.boom, String.self)])
        XCTAssertEqual(scheduler.start { xs.sample(sampler) }.events, [error(220, TestError.boom)])
        let other = TestScheduler()
        let ys = other.createHotObservable([next(210, 1), error(215, TestError.other)])
        let ticks = other.createHotObservable([next(220, "a")])
        XCTAssertEqual(other.start { ys.sample(ticks) }.events, [error(215, TestError.other)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 215)])
    }
}
