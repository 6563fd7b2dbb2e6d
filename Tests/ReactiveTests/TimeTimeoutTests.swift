import XCTest
import Reactive
import ReactiveTesting

final class TimeTimeoutTests: XCTestCase {
    func testDoesNotFireWhileEventsKeepComing() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(210, 1), next(225, 2), next(240, 3), completed(255)])
        let observer = scheduler.start { source.timeout(20, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(210, 1), next(225, 2), next(240, 3), completed(255)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 255)])
    }

    func testFiresWhenNothingArrivesAfterSubscribing() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(230, 1)])
        let observer = scheduler.start { source.timeout(20, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [error(220, RxError.timeout, Int.self)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testFiresAfterAGapBetweenElements() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(210, 1), next(225, 2), next(260, 3)])
        let observer = scheduler.start { source.timeout(20, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(210, 1), next(225, 2), error(245, RxError.timeout)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 245)])
    }

    func testTheTimeoutErrorIsRxErrorTimeout() {
        let scheduler = TestScheduler()
        let observer = scheduler.start {
            Observable<Int>.create { _ in Disposables.create() }.timeout(5, scheduler: scheduler)
        }
        XCTAssertEqual(observer.events.first?.value.error as? RxError, .timeout)
    }

    func testSwitchesToTheOtherSequence() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(210, 1), next(250, 2)])
        let other = scheduler.createColdObservable([next(5, 100), completed(10)])
        let observer = scheduler.start { source.timeout(20, other: other, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(210, 1), next(235, 100), completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(230, 240)])
    }

    func testOtherIsNeverSubscribedWhenTheSourceIsInTime() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(210, 1), completed(220)])
        let other = scheduler.createColdObservable([next(5, 100)])
        let observer = scheduler.start { source.timeout(20, other: other, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(210, 1), completed(220)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testDisposalCancelsTheTimer() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let source = test.createHotObservable([next(210, 1)])
        let observer = test.start(disposed: 220) { source.timeout(20, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(210, 1)])
        XCTAssertEqual(scheduler.pending, 0)
    }
}
