import Reactive
import ReactiveTesting
import XCTest

/// ifEmpty and reduce, whose results are single values too.
final class SingleValueOperatorTests: XCTestCase {
    func testIfEmptyDefaultEmitsTheDefaultAtCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([completed(250, Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [next(250, 9), completed(250)])
    }

    func testIfEmptyPassesANonEmptySequenceUnchanged() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(250)])
        let other = scheduler.createColdObservable([next(10, 9), completed(20)])
        let res = scheduler.start { xs.ifEmpty(switchTo: other) }
        XCTAssertEqual(res.events, [next(210, 1), completed(250)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testIfEmptySwitchToSubscribesTheOtherAtCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([completed(250, Int.self)])
        let other = scheduler.createColdObservable([next(10, 9), completed(20)])
        let res = scheduler.start { xs.ifEmpty(switchTo: other) }
        XCTAssertEqual(res.events, [next(260, 9), completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 270)])
    }

    func testIfEmptyPassesErrorsAndDisposalReachesTheOther() {
        let scheduler = TestScheduler()
        let failing = scheduler.createHotObservable([error(250, TestError.boom, Int.self)])
        XCTAssertEqual(scheduler.start { failing.ifEmpty(default: 1) }.events, [error(250, TestError.boom)])
        let later = TestScheduler()
        let xs = later.createHotObservable([completed(250, Int.self)])
        let other = later.createColdObservable([next(100, 9)])
        let res = later.start(disposed: 300) { xs.ifEmpty(switchTo: other) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 300)])
    }

    func testReduceEmitsTheFoldAtCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(250)])
        let res = scheduler.start { xs.reduce(10, accumulator: +) { "\($0)" } }
        XCTAssertEqual(res.events, [next(250, "16"), completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceOfAnEmptySequenceEmitsTheSeed() {
        XCTAssertEqual(collect(Observable<Int>.empty().reduce(5, accumulator: +)), [.next(5), .completed])
    }

    func testReduceFailsWithTheSourceOrTheAccumulatorError() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), error(220, TestError.boom)])
        XCTAssertEqual(scheduler.start { xs.reduce(0, accumulator: +) }.events, [error(220, TestError.boom)])
        let thrown = collect(Observable.of(1, 2).reduce(0) { _, _ in throw TestError.other })
        XCTAssertEqual(thrown, [.error(TestError.other)])
    }

    func testReduceDisposedBeforeCompletionEmitsNothing() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(500)])
        let res = scheduler.start(disposed: 300) { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
