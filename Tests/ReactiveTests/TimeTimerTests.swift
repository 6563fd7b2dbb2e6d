import XCTest
import Reactive
import ReactiveTesting

final class TimeTimerTests: XCTestCase {
    func testTimerWithoutPeriodEmitsZeroThenCompletes() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable<Int>.timer(5, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(205, 0), completed(205)])
    }

    func testTimerWithPeriodTicksAfterTheDueTime() {
        let scheduler = TestScheduler()
        let observer = scheduler.start(disposed: 240) {
            Observable<Int>.timer(5, period: 10, scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [next(205, 0), next(215, 1), next(225, 2), next(235, 3)])
    }

    func testIntervalTicksEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler()
        let observer = scheduler.start(disposed: 250) {
            Observable<Int>.interval(10, scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [next(210, 0), next(220, 1), next(230, 2), next(240, 3)])
    }

    func testAnIntervalOfZeroTicksOncePerVirtualTickAndCannotSpin() {
        // RxTest runs work scheduled for "now" one tick later, so a zero period still advances the clock.
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable<Int>.interval(0, scheduler: scheduler).take(3) }
        XCTAssertEqual(observer.events, [next(201, 0), next(202, 1), next(203, 2), completed(203)])
    }

    func testTimerWithZeroDueTimeFiresOnTheNextTick() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable<Int>.timer(0, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(201, 0), completed(201)])
    }

    func testTimerHonoursTheSchedulerResolution() {
        let scheduler = TestScheduler(resolution: 0.001)
        let observer = scheduler.start(disposed: 260) {
            Observable<UInt8>.interval(0.025, scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [next(225, UInt8(0)), next(250, UInt8(1))])
    }

    func testDisposedIntervalEmitsNothingMoreAndCancelsItsScheduledTick() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let observer = test.createObserver(Int.self)
        let subscription = Observable<Int>.interval(10, scheduler: scheduler).subscribe(observer)
        test.advanceTo(35)
        XCTAssertEqual(scheduler.pending, 1, "the next tick is scheduled while the interval runs")

        subscription.dispose()
        XCTAssertEqual(scheduler.pending, 0, "disposal must cancel the scheduled tick")
        test.advanceTo(100)
        XCTAssertEqual(observer.events, [next(10, 0), next(20, 1), next(30, 2)])
    }

    func testDisposedOneShotTimerNeverFires() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let observer = test.createObserver(Int.self)
        let subscription = Observable<Int>.timer(10, scheduler: scheduler).subscribe(observer)
        test.advanceTo(5)
        subscription.dispose()
        XCTAssertEqual(scheduler.pending, 0)
        test.start()
        XCTAssertEqual(observer.events, [])
    }

    func testEachSubscriptionCountsFromZero() {
        let scheduler = TestScheduler()
        let timer = Observable<Int>.interval(10, scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let firstBox = SubscriptionBox(), secondBox = SubscriptionBox()
        scheduler.scheduleAt(0) { firstBox.set(timer.subscribe(first)) }
        scheduler.scheduleAt(15) { secondBox.set(timer.subscribe(second)) }
        scheduler.advanceTo(36)
        firstBox.dispose()
        secondBox.dispose()
        XCTAssertEqual(first.events, [next(10, 0), next(20, 1), next(30, 2)])
        XCTAssertEqual(second.events, [next(25, 0), next(35, 1)])
    }
}
