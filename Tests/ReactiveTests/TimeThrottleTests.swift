import XCTest
import Reactive
import ReactiveTesting

final class TimeThrottleTests: XCTestCase {
    private let burst: [Recorded<Event<Int>>] = [
        next(150, 0), next(210, 1), next(215, 2), next(220, 3), next(260, 4), next(270, 5), completed(275),
    ]

    func testLatestEmitsTheTrailingElementWhenTheWindowCloses() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable(burst)
        let observer = scheduler.start { source.throttle(20, latest: true, scheduler: scheduler) }
        // 1 opens a window until 230; 3 is its trailing element. 4 comes after
        // 3's window (230-250) and passes at once; 5 trails it, and completion
        // waits for 5, as in RxSwift. The source is let go of when it ends,
        // as RxSwift's subscription through asObservable() is.
        XCTAssertEqual(observer.events, [
            next(210, 1), next(230, 3), next(260, 4), next(280, 5), completed(280),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 275)])
    }

    func testWithoutLatestElementsInsideTheWindowAreDropped() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable(burst)
        let observer = scheduler.start { source.throttle(20, latest: false, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(210, 1), next(260, 4), completed(275)])
    }

    func testLatestIsTheDefault() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable(burst)
        let observer = scheduler.start { source.throttle(20, scheduler: scheduler) }
        XCTAssertEqual(observer.elements, [1, 3, 4, 5])
    }

    func testATrailingElementOpensTheNextWindow() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(210, 1), next(215, 2), next(235, 3), next(251, 4)])
        let observer = scheduler.start { source.throttle(20, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(210, 1), next(230, 2), next(250, 3), next(270, 4)])
    }

    func testWithoutLatestTheFirstElementAfterTheWindowPasses() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(210, 1), next(229, 2), next(230, 3), next(240, 4)])
        let observer = scheduler.start { source.throttle(20, latest: false, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(210, 1), next(230, 3)])
    }

    func testErrorPassesAtOnceAndDropsTheTrailingElement() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(210, 1), next(215, 2), error(220, NumberedError(2))])
        let observer = scheduler.start { source.throttle(20, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(210, 1), error(220, NumberedError(2))])
    }

    func testCompletionWithoutATrailingElementIsImmediate() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(210, 1), completed(215)])
        let observer = scheduler.start { source.throttle(20, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(210, 1), completed(215)])
    }

    func testDisposalCancelsTheTrailingEmission() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let source = test.createHotObservable([next(210, 1), next(215, 2)])
        let observer = test.start(disposed: 220) { source.throttle(20, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [next(210, 1)])
        XCTAssertEqual(scheduler.pending, 0)
    }
}
