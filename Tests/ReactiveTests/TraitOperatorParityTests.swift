import Reactive
import ReactiveTesting
import XCTest

/// Single, Maybe and Completable operators RxSwift has, and Equatable trait events.
final class TraitOperatorParityTests: XCTestCase {
    private func record<Element: Sendable>(_ single: Single<Element>) -> [SingleEvent<Element>] {
        let events = Box<[SingleEvent<Element>]>([])
        single.subscribe { event in events.update { $0.append(event) } }.dispose()
        return events.value
    }

    func testSingleAndMaybeEventsAreEquatableWithErrorsComparedByDescription() {
        XCTAssertEqual(SingleEvent<Int>.success(1), .success(1))
        XCTAssertNotEqual(SingleEvent<Int>.success(1), .failure(TestError.boom))
        XCTAssertEqual(SingleEvent<Int>.failure(TestError.boom), .failure(TestError.boom))
        XCTAssertEqual(MaybeEvent<Int>.completed, .completed)
        XCTAssertNotEqual(MaybeEvent<Int>.error(TestError.boom), .error(TestError.other))
        XCTAssertEqual(CompletableEvent.completed, .completed)
        XCTAssertEqual(record(Single.just(3)), [.success(3)])
        XCTAssertEqual(try SingleEvent<Int>.success(2).get(), 2)
    }

    func testSingleDelayDelaysTheSuccess() {
        let scheduler = TestScheduler()
        let res = scheduler.start { Single.just(1).delay(20, scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [next(220, 1), completed(220)])
    }

    func testSingleDelaySubscriptionSubscribesLater() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), completed(10)])
        let res = scheduler.start { xs.asSingle().delaySubscription(30, scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [next(240, 1), completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 240)])
    }

    func testSingleTimeoutFailsWhenNoOutcomeComesInTime() {
        let scheduler = TestScheduler()
        let res = scheduler.start { Single<Int>.never().timeout(50, scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [error(250, RxError.timeout)])
    }

    func testSingleTimeoutWithOtherSwitchesToIt() {
        let scheduler = TestScheduler()
        let res = scheduler.start { Single<Int>.never().timeout(50, other: .just(9), scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [next(250, 9), completed(250)])
    }

    func testSingleTimerSucceedsWithZeroAfterTheDueTime() {
        let scheduler = TestScheduler()
        let res = scheduler.start { Single<Int>.timer(30, scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [next(230, 0), completed(230)])
    }

    func testSingleRetryResubscribesAfterAnError() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([error(10, TestError.boom, Int.self)])
        let res = scheduler.start { xs.asSingle().retry(3).asObservable() }
        XCTAssertEqual(res.events, [error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testSingleRetryWhenResubscribesOnTheTrigger() {
        let attempts = Box(0)
        let single = Single<Int>.create { observer in
            attempts.update { $0 += 1 }
            observer(attempts.value < 3 ? .failure(TestError.boom) : .success(attempts.value))
            return Disposables.create()
        }
        XCTAssertEqual(record(single.retry(when: { $0 })), [.success(3)])
    }

    func testSingleObserveOnAndSubscribeOnKeepTheOutcome() {
        let scheduler = TestScheduler()
        let res = scheduler.start {
            Single.just(5).subscribe(on: scheduler).observe(on: scheduler).asObservable()
        }
        XCTAssertEqual(res.elements, [5])
        XCTAssertEqual(res.events.last?.value.isStopEvent, true)
    }

    func testSingleUsingDisposesTheResourceWithTheSubscription() {
        let resource = BooleanDisposable()
        XCTAssertEqual(record(Single.using({ resource }, primitiveSequenceFactory: { _ in Single.just(1) })), [.success(1)])
        XCTAssertTrue(resource.isDisposed)
    }

    func testSingleFilterAndCompactMapGiveAMaybe() {
        let kept = collect(Single.just(4).filter { $0 > 3 }.asObservable())
        let dropped = collect(Single.just(2).filter { $0 > 3 }.asObservable())
        XCTAssertEqual(kept, [.next(4), .completed])
        XCTAssertEqual(dropped, [.completed])
        XCTAssertEqual(collect(Single.just("x").compactMap { Int($0) }.asObservable()), [.completed])
        XCTAssertEqual(collect(Maybe.just("7").compactMap { Int($0) }.asObservable()), [.next(7), .completed])
    }

    func testSingleZipWaitsForBothAndFailsAtTheFirstError() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), completed(10)])
        let b = scheduler.createColdObservable([next(30, "b"), completed(30)])
        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) { "\($0)\($1)" }.asObservable() }
        XCTAssertEqual(res.events, [next(230, "1b"), completed(230)])
        XCTAssertEqual(record(Single.zip(Single.just(1), Single<Int>.error(TestError.boom))).count, 1)
        XCTAssertEqual(record(Single.zip([Single<Int>]())), [.success([])])
        XCTAssertEqual(record(Single.zip([Single.just(1), Single.just(2)])), [.success([1, 2])])
    }

    func testMaybeZipPairsTheElements() {
        XCTAssertEqual(collect(Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 }.asObservable()), [.next(3), .completed])
    }

    func testCompletableMergeCompletesAfterEveryOneAndConcatRunsThemInOrder() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([completed(30, Never.self)])
        let b = scheduler.createColdObservable([completed(10, Never.self)])
        let merged = scheduler.start { Completable.merge(a.asCompletable(), b.asCompletable()).asObservable() }
        XCTAssertEqual(merged.events, [completed(230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])

        let sequential = TestScheduler()
        let c = sequential.createColdObservable([completed(30, Never.self)])
        let d = sequential.createColdObservable([completed(10, Never.self)])
        let concatenated = sequential.start { Completable.concat(c.asCompletable(), d.asCompletable()).asObservable() }
        XCTAssertEqual(concatenated.events, [completed(240)])
        XCTAssertEqual(d.subscriptions, [Subscription(230, 240)])
    }

    func testCompletableZipFailsAtTheFirstError() {
        let events = collect(Completable.zip(.empty(), .error(TestError.boom)).asObservable())
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first?.error as? TestError, .boom)
    }

    func testMaybeAndCompletableDelayAndDebugKeepTheirOutcome() {
        let scheduler = TestScheduler()
        let res = scheduler.start { Maybe.just(1).delay(10, scheduler: scheduler).debug("maybe").asObservable() }
        XCTAssertEqual(res.events, [next(210, 1), completed(210)])
        let completable = TestScheduler()
        let done = completable.start { Completable.empty().delay(10, scheduler: completable).asObservable() }
        XCTAssertEqual(done.events, [completed(210)])
    }
}
