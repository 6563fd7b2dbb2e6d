import Reactive
import ReactiveTesting
import XCTest

/// The scheduler forms of just, of, from and range: one action per event, as RxSwift's.
final class ScheduledCreationTests: XCTestCase {
    func testJustOnASchedulerSendsTheElementAndCompletionATickApartAsRxTest() {
        let scheduler = TestScheduler()
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [next(201, 42), completed(202)])
    }

    func testJustOnASchedulerDisposedBeforeItRunsSendsNothing() {
        let scheduler = TestScheduler()
        let res = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testOfAndFromOnASchedulerSendOneElementPerAction() {
        let scheduler = TestScheduler()
        XCTAssertEqual(scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }.events, [
            next(201, 1), next(202, 2), next(203, 3), completed(204),
        ])
        let other = TestScheduler()
        XCTAssertEqual(other.start { Observable.from(["a", "b"], scheduler: other) }.events, [
            next(201, "a"), next(202, "b"), completed(203),
        ])
    }

    func testFromOnASchedulerStopsWhenDisposedMidway() {
        let scheduler = TestScheduler()
        let res = scheduler.start(disposed: 202) { Observable.from([1, 2, 3, 4], scheduler: scheduler) }
        XCTAssertEqual(res.events, [next(201, 1)])
    }

    func testRangeOnASchedulerCountsUpOneActionEach() {
        let scheduler = TestScheduler()
        let res = scheduler.start { Observable.range(start: 5, count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [next(201, 5), next(202, 6), next(203, 7), completed(204)])
    }

    func testRangeOnTheImmediateSchedulerRunsInTheSubscribe() {
        XCTAssertEqual(collect(Observable.range(start: 0, count: 2, scheduler: ImmediateScheduler.instance)), [
            .next(0), .next(1), .completed,
        ])
    }
}
