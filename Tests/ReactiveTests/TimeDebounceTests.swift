import XCTest
import Reactive
import ReactiveTesting

final class TimeDebounceTests: XCTestCase {
    func testEachElementRestartsTheWait() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            next(150, 0), next(210, 1), next(240, 2), next(300, 3), next(310, 4), next(325, 5), completed(400),
        ])
        let observer = scheduler.start { source.debounce(20, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(230, 1), next(260, 2), next(345, 5), completed(400)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
    }

    func testCompletionEmitsThePendingElementFirst() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(210, 1), next(212, 2), completed(215)])
        let observer = scheduler.start { source.debounce(20, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(215, 2), completed(215)])
    }

    func testErrorPassesAtOnceAndDropsThePendingElement() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(210, 1), error(215, NumberedError(1))])
        let observer = scheduler.start { source.debounce(20, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [error(215, NumberedError(1))])
    }

    func testDisposalCancelsThePendingEmission() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let source = test.createHotObservable([next(210, 1)])
        let observer = test.start(disposed: 220) { source.debounce(20, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(scheduler.pending, 0)
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }
}
