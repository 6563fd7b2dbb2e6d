import XCTest
import Reactive
import ReactiveTesting

final class TimeDelayTests: XCTestCase {
    func testElementsAndCompletionKeepTheirSpacing() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            next(150, 0), next(210, 1), next(220, 2), next(250, 3), completed(300),
        ])
        let observer = scheduler.start { source.delay(30, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(240, 1), next(250, 2), next(280, 3), completed(330)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testErrorIsForwardedAtOnceAndDropsWaitingElements() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(210, 1), next(220, 2), error(225, TestError(3))])
        let observer = scheduler.start { source.delay(30, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [error(225, TestError(3))])
    }

    func testElementsDeliveredBeforeTheErrorStay() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(210, 1), next(245, 2), error(250, TestError(3))])
        let observer = scheduler.start { source.delay(30, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(240, 1), error(250, TestError(3))])
    }

    func testDisposalCancelsWaitingElements() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let source = test.createHotObservable([next(210, 1), next(215, 2)])
        let observer = test.start(disposed: 220) { source.delay(30, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(scheduler.pending, 0)
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testDelaySubscriptionSubscribesLate() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([next(10, 1), completed(20)])
        let observer = scheduler.start { source.delaySubscription(30, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(240, 1), completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(230, 250)])
    }

    func testDelaySubscriptionDisposedEarlyNeverSubscribes() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([next(10, 1)])
        let observer = scheduler.start(disposed: 220) { source.delaySubscription(30, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(source.subscriptions, [])
    }

    func testAnErrorSentWhileAnElementIsBeingDeliveredFollowsIt() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = subject.delay(10, scheduler: scheduler).subscribe(AnyObserver { event in
            observer.on(event)
            if event.element == 1 { subject.onError(TestError(5)) }
        })
        scheduler.scheduleAt(0) { subject.onNext(1) }
        scheduler.scheduleAt(5) { subject.onNext(2) }
        scheduler.start()
        XCTAssertEqual(observer.events, [next(10, 1), error(10, TestError(5))], "2 is dropped, the error is not")
        subscription.dispose()
    }

    func testAnElementArrivingWhileTheDrainWaitsKeepsItsOwnDelay() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(210, 1), next(235, 2), next(236, 3), completed(237)])
        let observer = scheduler.start { source.delay(30, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(240, 1), next(265, 2), next(266, 3), completed(267)])
    }

    func testASourceThatNeverPausesIsDelayedInOrder() {
        let scheduler = TestScheduler()
        // Every tick brings an element, so the queue is never empty while draining.
        let events = (1...300).map { next(200 + $0, $0) } + [completed(501)]
        let source = scheduler.createHotObservable(events)
        let observer = scheduler.start { source.delay(50, scheduler: scheduler) }
        XCTAssertEqual(observer.events, (1...300).map { next(250 + $0, $0) } + [completed(551)])
    }
}
