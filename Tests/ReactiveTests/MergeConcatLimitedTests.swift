import Reactive
import ReactiveTesting
import XCTest

/// merge(maxConcurrent:) and instance concat(_:).
final class MergeConcatLimitedTests: XCTestCase {
    func testMergeMaxConcurrentQueuesInnersBeyondTheLimit() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, "a1"), completed(40)])
        let b = scheduler.createColdObservable([next(20, "b1"), next(60, "b2"), completed(70)])
        let c = scheduler.createColdObservable([next(5, "c1"), completed(10)])
        let xs = scheduler.createHotObservable([next(210, a), next(220, b), next(230, c), completed(240)])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [next(220, "a1"), next(240, "b1"), next(255, "c1"), next(280, "b2"), completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 290)])
        XCTAssertEqual(c.subscriptions, [Subscription(250, 260)], "c waits for a free place")
    }

    func testMergeMaxConcurrentInnerErrorFailsAndDisposesEverything() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), error(30, TestError.boom)])
        let b = scheduler.createColdObservable([next(50, 2)])
        let c = scheduler.createColdObservable([next(5, 3)])
        let xs = scheduler.createHotObservable([next(210, a), next(215, b), next(220, c)])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [next(220, 1), error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(215, 240)])
        XCTAssertEqual(c.subscriptions, [])
    }

    func testMergeMaxConcurrentDisposalReachesOuterAndInners() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), next(100, 2)])
        let xs = scheduler.createHotObservable([next(210, a), completed(220)])
        let res = scheduler.start(disposed: 250) { xs.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
    }

    func testMergeMaxConcurrentOfSynchronousInnersKeepsOrder() {
        let sources = Observable.of(Observable.of(1, 2), Observable.of(3), Observable.of(4, 5))
        XCTAssertEqual(collect(sources.merge(maxConcurrent: 1)), [.next(1), .next(2), .next(3), .next(4), .next(5), .completed])
    }

    func testConcatSubscribesTheSecondWhenTheFirstCompletes() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), completed(20)])
        let b = scheduler.createColdObservable([next(10, 2), completed(20)])
        let res = scheduler.start { a.concat(b) }
        XCTAssertEqual(res.events, [next(210, 1), next(230, 2), completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
    }

    func testConcatStopsAtAnErrorOfTheFirst() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), error(20, TestError.boom)])
        let b = scheduler.createColdObservable([next(10, 2), completed(20)])
        let res = scheduler.start { a.concat(b) }
        XCTAssertEqual(res.events, [next(210, 1), error(220, TestError.boom)])
        XCTAssertEqual(b.subscriptions, [])
    }

    func testManySynchronousInnersQueuedBehindAnAsyncOneDoNotGrowTheStack() {
        let outer = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>()
        let count = Box(0)
        let completed = Box(false)
        let subscription = outer.merge(maxConcurrent: 1).subscribe(
            onNext: { _ in count.update { $0 += 1 } }, onCompleted: { completed.value = true }
        )
        outer.onNext(first.asObservable())
        for value in 0..<20_000 { outer.onNext(.just(value)) }
        outer.onCompleted()
        XCTAssertEqual(count.value, 0, "all wait behind the first")
        first.onCompleted()
        XCTAssertEqual(count.value, 20_000)
        XCTAssertTrue(completed.value)
        subscription.dispose()
    }
}
