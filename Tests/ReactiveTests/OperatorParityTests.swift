import Reactive
import ReactiveTesting
import XCTest

/// Operators whose timing differed from RxSwift 6: retry(when:), zip over an
/// array, and the subscription ranges of throttle and flatMapLatest.
final class OperatorParityTests: XCTestCase {
    // MARK: retry(when:)

    func testRetryWhenIgnoresTheNotifierCompletingBeforeAnyError() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(100, 1), next(150, 2), next(200, 3), completed(250)])
        let notifier = scheduler.createHotObservable([next(150, 0), completed(210, Int.self)])
        let res = scheduler.start { xs.retry { _ in notifier } }
        XCTAssertEqual(res.events, [next(300, 1), next(350, 2), next(400, 3), completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testRetryWhenAfterTheNotifierCompletedEndsWithCompletionAtTheNextError() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), error(50, TestError.boom, Int.self)])
        let notifier = scheduler.createHotObservable([completed(220, Int.self)])
        let res = scheduler.start { xs.retry { _ in notifier } }
        XCTAssertEqual(res.events, [next(210, 1), completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testRetryWhenSubscribesTheHandlersSequenceBeforeTheSourceAndResubscribesOnItsElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), next(20, 2), error(30, TestError.boom, Int.self), completed(40)])
        let res = scheduler.start(disposed: 300) {
            xs.retry { errors in
                errors.scan(0) { count, _ in
                    if count + 1 == 2 { throw TestError.other }
                    return count + 1
                }
            }
        }
        XCTAssertEqual(res.events, [next(210, 1), next(220, 2), next(240, 1), next(250, 2), error(260, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testRetryWhenResubscribesASynchronouslyFailingSourceAfterTheErrorReturnsNotInsideIt() {
        let runs = Box(0)
        let depth = Box(0)
        let maxDepth = Box(0)
        let source = Observable<Int>.create { observer in
            runs.update { $0 += 1 }
            depth.update { $0 += 1 }
            maxDepth.update { $0 = max($0, depth.value) }
            observer.onError(TestError.boom)
            depth.update { $0 -= 1 }
            return Disposables.create()
        }
        let events = collect(source.retry { errors in
            errors.enumerated().map { index, error -> Int in
                if index >= 1 { throw error }
                return index
            }
        })
        XCTAssertEqual(events, [.error(TestError.boom)])
        XCTAssertEqual(runs.value, 2)
        XCTAssertEqual(maxDepth.value, 1)
    }

    func testRetryWhenOfAThousandSynchronousFailuresDoesNotGrowTheStack() {
        let runs = Box(0)
        let source = Observable<Int>.create { observer in
            runs.update { $0 += 1 }
            if runs.value < 1000 { observer.onError(TestError.boom) } else { observer.onCompleted() }
            return Disposables.create()
        }
        XCTAssertEqual(collect(source.retry { $0 }), [.completed])
        XCTAssertEqual(runs.value, 1000)
    }

    // MARK: zip over an array

    func testZipArrayOfNoSourcesCompletesAtOnce() {
        let scheduler = TestScheduler()
        let res = scheduler.start { Observable<[Int]>.zip([Observable<Int>]()) }
        XCTAssertEqual(res.events, [completed(200)])
    }

    func testZipArrayCompletesWhenEverySourceIsDoneEvenIfOneEndedWithNothingQueued() {
        let scheduler = TestScheduler()
        let e0 = scheduler.createHotObservable([next(150, 1), next(210, 1), next(250, 4), completed(420)])
        let e1 = scheduler.createHotObservable([next(150, 1), next(220, 2), next(240, 5), completed(410)])
        let e2 = scheduler.createHotObservable([next(150, 1), next(230, 3), next(260, 6), completed(400)])
        let res = scheduler.start { Observable.zip([e0, e1, e2].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [next(230, [1, 2, 3]), next(260, [4, 5, 6]), completed(420)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 420)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 400)])
    }

    func testZipArrayCompletesAtAnElementThatCanNeverBePairedOnceAllOthersAreDone() {
        let scheduler = TestScheduler()
        let e0 = scheduler.createHotObservable([next(150, 1), next(210, 1), next(250, 4), completed(270)])
        let e1 = scheduler.createHotObservable([
            next(150, 1), next(220, 2), next(240, 5), next(290, 7), next(310, 9), completed(410),
        ])
        let e2 = scheduler.createHotObservable([next(150, 1), next(230, 3), next(260, 6), next(280, 8), completed(300)])
        let res = scheduler.start { Observable.zip([e0, e1, e2].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [next(230, [1, 2, 3]), next(260, [4, 5, 6]), completed(310)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 300)])
    }

    // MARK: subscription ranges

    func testThrottleLetsGoOfTheSourceWhenItCompletesWhileAnElementWaitsAsThroughAsObservable() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(230)])
        let res = scheduler.start { xs.throttle(50, latest: true, scheduler: scheduler) }
        XCTAssertEqual(res.events, [next(210, 1), next(260, 2), completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFlatMapLatestLetsGoOfAnInnerWhenItCompletesAsThroughAsObservable() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), completed(20)])
        let b = scheduler.createColdObservable([next(10, 2), completed(100)])
        let xs = scheduler.createHotObservable([next(210, 0), next(250, 1), completed(400)])
        let res = scheduler.start { xs.flatMapLatest { $0 == 0 ? a : b } }
        XCTAssertEqual(res.events, [next(220, 1), next(260, 2), completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(250, 350)])
    }

    func testFlatMapLatestDisposesTheRunningInnerWhenTheNextArrives() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), next(100, 9), completed(200)])
        let b = scheduler.createColdObservable([next(10, 2), completed(20)])
        let xs = scheduler.createHotObservable([next(210, 0), next(250, 1), completed(260)])
        let res = scheduler.start { xs.flatMapLatest { $0 == 0 ? a : b } }
        XCTAssertEqual(res.events, [next(220, 1), next(260, 2), completed(270)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(250, 270)])
    }
}
