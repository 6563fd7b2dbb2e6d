import Reactive
import ReactiveTesting
import XCTest

/// buffer(timeSpan:count:scheduler:) and window(timeSpan:count:scheduler:).
final class TimeBufferWindowTests: XCTestCase {
    private let source: [Recorded<Event<Int>>] = [
        next(205, 1), next(210, 2), next(240, 3), next(280, 4), next(320, 5), next(350, 6), next(370, 7),
        next(420, 8), next(470, 9), completed(600),
    ]

    func testBufferCutsAtTheCountOrTheTimeSpanWhicheverComesFirst() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(source)
        let res = scheduler.start { xs.buffer(timeSpan: 70, count: 3, scheduler: scheduler) }
        // A cut by count restarts the timer; a timer with nothing collected emits [].
        XCTAssertEqual(res.events, [
            next(240, [1, 2, 3]), next(310, [4]), next(370, [5, 6, 7]), next(440, [8]), next(510, [9]),
            next(580, []), next(600, []), completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testBufferErrorDropsTheCollectedElements() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(205, 1), error(250, TestError.boom)])
        let res = scheduler.start { xs.buffer(timeSpan: 100, count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [error(250, TestError.boom)])
    }

    func testBufferDisposalCancelsTheTimer() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let xs = test.createHotObservable(source)
        let res = test.start(disposed: 300) { xs.buffer(timeSpan: 70, count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [next(240, [1, 2, 3])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(scheduler.pending, 0)
    }

    func testWindowOpensAtSubscriptionAndAtEachCut() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(source)
        let res = scheduler.start { xs.window(timeSpan: 70, count: 3, scheduler: scheduler).map { _ in "open" } }
        XCTAssertEqual(res.events.map(\.time), [200, 240, 310, 370, 440, 510, 580, 600])
        XCTAssertEqual(res.events.last?.value, .completed)
    }

    func testWindowsCarryTheirElementsAndCompleteWhenTheNextOpens() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(source)
        let res = scheduler.start {
            xs.window(timeSpan: 70, count: 3, scheduler: scheduler)
                .enumerated()
                .flatMap { index, window in window.map { "\(index):\($0)" } }
        }
        XCTAssertEqual(res.events, [
            next(205, "0:1"), next(210, "0:2"), next(240, "0:3"), next(280, "1:4"), next(320, "2:5"),
            next(350, "2:6"), next(370, "2:7"), next(420, "3:8"), next(470, "4:9"), completed(600),
        ])
    }

    func testWindowErrorEndsTheOpenWindowAndTheResult() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(205, 1), error(250, TestError.boom)])
        let windowEvents = Box<[String]>([])
        let res = scheduler.start {
            xs.window(timeSpan: 100, count: 3, scheduler: scheduler).map { window -> Int in
                _ = window.subscribe { windowEvents.append("\($0)") }
                return 0
            }
        }
        XCTAssertEqual(res.events, [next(200, 0), error(250, TestError.boom)])
        XCTAssertEqual(windowEvents.value, ["next(1)", "error(boom)"])
    }
}
