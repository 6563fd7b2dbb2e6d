import Reactive
import ReactiveTesting
import XCTest

/// As in RxTest: when a source ends, the operators on it let go of their
/// subscription then, so the recorded subscription ends at the terminal
/// event, not when the whole chain is disposed at the end of the test.
final class TerminationSubscriptionTests: XCTestCase {
    func testASourceThatCompletesIsUnsubscribedWhenItCompletes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(250)])
        _ = scheduler.start { xs.map { $0 * 2 }.filter { _ in true } }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAColdSourceThatFailsIsUnsubscribedWhenItFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), error(30, TestError.boom)])
        _ = scheduler.start { xs.scan(0, accumulator: +).distinctUntilChanged() }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEachMergedSourceIsLetGoWhenItEndsAndTheRestStayUntilDisposed() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(240)])
        let ys = scheduler.createHotObservable([next(220, 2)])
        _ = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testFlatMapLetsGoOfEachInnerWhenItEnds() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([next(5, "a"), completed(10)])
        let xs = scheduler.createHotObservable([next(210, 1), completed(300)])
        _ = scheduler.start { xs.flatMap { _ in inner.asObservable() } }
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
