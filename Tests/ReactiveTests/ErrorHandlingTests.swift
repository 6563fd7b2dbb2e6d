import Reactive
import ReactiveTesting
import XCTest

final class ErrorHandlingTests: XCTestCase {
    func testCatchSwitchesToTheHandlersSequence() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), error(230, TestError.boom, Int.self)])
        let fallback = scheduler.createColdObservable([next(10, 100), completed(20)])
        let res = scheduler.start { xs.catch { _ in fallback.asObservable() } }
        XCTAssertEqual(res.events, [next(210, 1), next(240, 100), completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 250)])
    }

    func testCatchIsGivenTheError() {
        let seen = Box<String>("")
        _ = collect(Observable<Int>.error(TestError.other).catch { error in
            seen.value = "\(error)"
            return .empty()
        })
        XCTAssertEqual(seen.value, "other")
    }

    func testCatchHandlerThatThrowsFails() {
        let res = collect(Observable<Int>.error(TestError.boom).catch { _ in throw TestError.other })
        XCTAssertEqual(res, [.error(TestError.other)])
    }

    func testCatchOfASourceThatFailsWhileSubscribedKeepsTheFallback() {
        let fallback = PublishSubject<Int>()
        let seen = Box<[Int]>([])
        let subscription = Observable<Int>.error(TestError.boom)
            .catch { _ in fallback.asObservable() }
            .subscribe(onNext: { v in seen.update { $0.append(v) } })
        fallback.onNext(5)
        XCTAssertEqual(seen.value, [5])
        subscription.dispose()
        XCTAssertFalse(fallback.hasObservers)
    }

    func testCatchDisposalDisposesTheFallback() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([error(230, TestError.boom, Int.self)])
        let fallback = scheduler.createColdObservable([next(100, 1)])
        let res = scheduler.start(disposed: 300) { xs.catch { _ in fallback.asObservable() } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 300)])
    }

    func testCatchAndReturnEmitsTheValueAndCompletes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), error(230, TestError.boom, Int.self)])
        let res = scheduler.start { xs.catchAndReturn(-1) }
        XCTAssertEqual(res.events, [next(210, 1), next(230, -1), completed(230)])
    }

    func testRetryCountsAttemptsAsRxSwiftDoes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), error(20, TestError.boom, Int.self)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [
            next(210, 1), next(230, 1), next(250, 1), error(260, TestError.boom),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryStopsRetryingOnceTheSourceSucceeds() {
        let attempts = Box(0)
        let source = Observable<Int>.deferred {
            attempts.update { $0 += 1 }
            return attempts.value < 3 ? .error(TestError.boom) : .just(attempts.value)
        }
        XCTAssertEqual(collect(source.retry(5)), [.next(3), .completed])
        XCTAssertEqual(attempts.value, 3)
    }

    func testRetryOneIsASingleAttempt() {
        let attempts = Box(0)
        let source = Observable<Int>.deferred {
            attempts.update { $0 += 1 }
            return .error(TestError.boom)
        }
        XCTAssertEqual(collect(source.retry(1)), [.error(TestError.boom)])
        XCTAssertEqual(attempts.value, 1)
    }

    func testRetryForeverUntilDisposed() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), error(50, TestError.boom, Int.self)])
        let res = scheduler.start(disposed: 320) { xs.retry() }
        XCTAssertEqual(res.elements, [1, 1, 1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(250, 300), Subscription(300, 320)])
    }

    func testRetryOfASynchronouslyFailingSourceDoesNotGrowTheStack() {
        let attempts = Box(0)
        let source = Observable<Int>.create { observer in
            attempts.update { $0 += 1 }
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        XCTAssertEqual(collect(source.retry(20_000)), [.error(TestError.boom)])
        XCTAssertEqual(attempts.value, 20_000)
    }
}
