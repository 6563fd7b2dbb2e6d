import XCTest
import Reactive
import ReactiveTesting
import Synchronization

final class TimeRetryTests: XCTestCase {
    func testWaitsTheGivenDelayBeforeEachAttemptThenGivesUp() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([next(10, 1), error(20, NumberedError(1))])
        let observer = scheduler.start {
            source.retry(maxAttempts: 3, delay: { attempt, _ in Double(attempt * 5) }, scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [next(210, 1), next(235, 1), next(265, 1), error(275, NumberedError(1))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(225, 245), Subscription(255, 275)])
    }

    func testTheDelayClosureSeesTheAttemptNumberAndTheError() {
        let scheduler = TestScheduler()
        let seen = SanitizerVisibleMutex<[String]>([])
        let source = scheduler.createColdObservable([error(1, NumberedError(7), Int.self)])
        _ = scheduler.start {
            source.retry(maxAttempts: 3, delay: { attempt, error in
                seen.withLock { $0.append("\(attempt):\(error)") }
                return 1
            }, scheduler: scheduler)
        }
        XCTAssertEqual(seen.withLock { $0 }, ["1:NumberedError(7)", "2:NumberedError(7)"])
    }

    func testANilDelayStopsRetryingAndForwardsTheError() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([next(10, 1), error(20, NumberedError(2))])
        let observer = scheduler.start {
            source.retry(maxAttempts: 5, delay: { _, error in
                (error as? NumberedError)?.id == 2 ? nil : 1
            }, scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [next(210, 1), error(220, NumberedError(2))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testSucceedsOnALaterAttemptEvenWhenTheSourceFailsWhileSubscribing() {
        let scheduler = TestScheduler()
        let attempts = AtomicCounter()
        // Fails synchronously inside subscribe the first time: the scheduled
        // retry must survive the subscribe call returning.
        let flaky = Observable<Int>.create { observer in
            if attempts.add() == 1 {
                observer.onError(NumberedError(3))
            } else {
                observer.onNext(42)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let observer = scheduler.start {
            flaky.retry(maxAttempts: 3, schedule: .constant(10), scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [next(210, 42), completed(210)])
        XCTAssertEqual(attempts.value, 2)
    }

    func testExponentialScheduleAtExactTicks() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([error(5, NumberedError(4), Int.self)])
        let observer = scheduler.start {
            source.retry(maxAttempts: 4, schedule: .exponential(base: 2, scale: 10), scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [error(290, NumberedError(4), Int.self)])
        XCTAssertEqual(source.subscriptions, [
            Subscription(200, 205), Subscription(215, 220), Subscription(240, 245), Subscription(285, 290),
        ])
    }

    func testExponentialScheduleValues() {
        let schedule = RetrySchedule.exponential(base: 2, scale: 0.5, maxDelay: 3)
        let delays = (1...5).map { schedule.delay($0, NumberedError()) }
        XCTAssertEqual(delays, [0.5, 1, 2, 3, 3])
    }

    func testRetryingIfLimitsWhichErrorsAreRetried() {
        let schedule = RetrySchedule.constant(1).retrying { ($0 as? NumberedError)?.id == 1 }
        XCTAssertEqual(schedule.delay(1, NumberedError(1)), 1)
        XCTAssertNil(schedule.delay(1, NumberedError(2)))
        XCTAssertNil(schedule.delay(1, RxError.timeout))
    }

    func testOneAttemptMeansNoRetry() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([error(5, NumberedError(5), Int.self)])
        let observer = scheduler.start { source.retry(maxAttempts: 1, schedule: .immediate, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [error(205, NumberedError(5), Int.self)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 205)])
    }

    func testDisposalDuringTheWaitCancelsTheNextAttempt() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let source = test.createColdObservable([error(5, NumberedError(6), Int.self)])
        let observer = test.start(disposed: 210) {
            source.retry(maxAttempts: 3, schedule: .constant(20), scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(scheduler.pending, 0)
        XCTAssertEqual(source.subscriptions, [Subscription(200, 205)])
    }
}
