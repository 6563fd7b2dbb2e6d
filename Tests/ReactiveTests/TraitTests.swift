import Reactive
import ReactiveTesting
import XCTest

/// Single, Maybe and Completable, and the conversions into them, in virtual time.
final class TraitTests: XCTestCase {
    // MARK: asSingle

    func testAsSingleEmitsTheOneElementAtCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(250)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [next(250, 1), completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleOfAnEmptySequenceFailsWithNoElements() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([completed(250, Int.self)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [error(250, RxError.noElements)])
    }

    func testAsSingleFailsAtTheSecondElementAndLetsGoOfTheSource() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(250)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsSinglePassesTheSourceError() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), error(220, TestError.boom)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [error(220, TestError.boom)])
    }

    func testAsSingleDisposedBeforeCompletionEmitsNothing() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(500)])
        let res = scheduler.start(disposed: 300) { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: asMaybe

    func testAsMaybeOfAnEmptySequenceCompletes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([completed(250, Int.self)])
        let res = scheduler.start { xs.asMaybe().asObservable() }
        XCTAssertEqual(res.events, [completed(250)])
    }

    func testAsMaybeEmitsTheOneElementAtCompletionAndFailsAtASecond() {
        let scheduler = TestScheduler()
        let one = scheduler.createHotObservable([next(210, 1), completed(250)])
        XCTAssertEqual(scheduler.start { one.asMaybe().asObservable() }.events, [next(250, 1), completed(250)])
        let other = TestScheduler()
        let two = other.createHotObservable([next(210, 1), next(230, 2), completed(250)])
        XCTAssertEqual(other.start { two.asMaybe().asObservable() }.events, [error(230, RxError.moreThanOneElement)])
    }

    // MARK: asCompletable

    func testAsCompletableDropsElementsAndKeepsTheOutcome() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(250)])
        let res = scheduler.start { xs.asCompletable().asObservable() }
        XCTAssertEqual(res.events.map(\.time), [250])
        XCTAssertTrue(res.events.first?.value.isStopEvent == true)
        XCTAssertNil(res.events.first?.value.error)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: Single

    func testSingleCreateReportsOnlyTheFirstOutcome() {
        let outcomes = Box<[String]>([])
        let disposed = Box(0)
        let single = Single<Int>.create { single in
            single(.success(1))
            single(.success(2))
            single(.failure(TestError.boom))
            return Disposables.create { disposed.update { $0 += 1 } }
        }
        _ = single.subscribe(
            onSuccess: { outcomes.append("success \($0)") },
            onFailure: { outcomes.append("failure \($0)") },
            onDisposed: { outcomes.append("disposed") }
        )
        XCTAssertEqual(outcomes.value, ["success 1", "disposed"])
        XCTAssertEqual(disposed.value, 1, "the work is stopped after the outcome")
    }

    func testSingleSubscribeWithOneClosureSeesResults() {
        let results = Box<[String]>([])
        _ = Single.just(3).map { $0 * 2 }.subscribe { result in
            results.append(String(describing: try? result.get()))
        }
        _ = Single<Int>.error(TestError.boom).subscribe { result in
            if case .failure(let error) = result { results.append("\(error)") }
        }
        XCTAssertEqual(results.value, ["Optional(6)", "boom"])
    }

    func testSingleFlatMapAndCatchInVirtualTime() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), completed(10)])
        let ys = scheduler.createColdObservable([error(20, TestError.boom, Int.self)])
        let res = scheduler.start {
            xs.asSingle()
                .flatMap { _ in ys.asSingle() }
                .catch { _ in .just(42) }
                .asObservable()
        }
        XCTAssertEqual(res.events, [next(230, 42), completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testSingleDisposedBeforeItsOutcomeStopsTheWork() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(100, 1), completed(100)])
        let res = scheduler.start(disposed: 250) { xs.asSingle().map { $0 + 1 }.asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: Maybe

    func testMaybeSubscribeCallsOnCompletedOnlyWithoutAnElement() {
        let calls = Box<[String]>([])
        _ = Maybe.just(1).subscribe(
            onSuccess: { calls.append("success \($0)") }, onCompleted: { calls.append("completed 1") }
        )
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { calls.append("success \($0)") }, onCompleted: { calls.append("completed 2") }
        )
        _ = Maybe<Int>.error(TestError.boom).subscribe(onError: { calls.append("error \($0)") })
        XCTAssertEqual(calls.value, ["success 1", "completed 2", "error boom"])
    }

    func testMaybeCreateAndEventClosure() {
        let events = Box<[String]>([])
        let maybe = Maybe<Int>.create { maybe in
            maybe(.completed)
            maybe(.success(1))
            return Disposables.create()
        }
        _ = maybe.subscribe { event in events.append("\(event)") }
        _ = Maybe.just(2).map { $0 * 5 }.subscribe { event in events.append("\(event)") }
        XCTAssertEqual(events.value, ["completed", "success(10)"])
    }

    func testMaybeIfEmptyAndFlatMap() {
        XCTAssertEqual(collect(Maybe<Int>.empty().ifEmpty(default: 7).asObservable()), [.next(7), .completed])
        XCTAssertEqual(collect(Maybe.just(1).ifEmpty(default: 7).asObservable()), [.next(1), .completed])
        XCTAssertEqual(collect(Maybe.just(1).flatMap { _ in Maybe<Int>.empty() }.asObservable()), [.completed])
        XCTAssertEqual(
            collect(Maybe<Int>.error(TestError.boom).catchAndReturn(3).asObservable()), [.next(3), .completed]
        )
    }

    // MARK: Completable

    func testCompletableAndThenRunsInOrderAndAnErrorSkipsTheRest() {
        let scheduler = TestScheduler()
        let first = scheduler.createColdObservable([next(5, 1), completed(10)])
        let second = scheduler.createColdObservable([next(20, "a"), completed(20)])
        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()).asObservable() }
        XCTAssertEqual(res.events, [next(230, "a"), completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])

        let failed = collect(Completable.error(TestError.boom).andThen(Observable.just(1)))
        XCTAssertEqual(failed, [.error(TestError.boom)])
    }

    func testCompletableCreateSubscribeAndCatch() {
        let calls = Box<[String]>([])
        let completable = Completable.create { completable in
            completable(.error(TestError.boom))
            completable(.completed)
            return Disposables.create()
        }
        _ = completable.subscribe(onCompleted: { calls.append("completed") }, onError: { calls.append("error \($0)") })
        _ = completable.catch { _ in .empty() }.subscribe { event in calls.append("\(event)") }
        XCTAssertEqual(calls.value, ["error boom", "completed"])
    }

    // MARK: first and toArray

    func testFirstEmitsTheFirstElementAndLetsGoOfTheSource() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(250)])
        let res = scheduler.start { xs.first().asObservable() }
        XCTAssertEqual(res.events, [next(210, Optional(1)), completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testFirstOfAnEmptySequenceIsNilAndErrorsPass() {
        let scheduler = TestScheduler()
        let empty = scheduler.createHotObservable([completed(250, Int.self)])
        XCTAssertEqual(scheduler.start { empty.first().asObservable() }.events, [next(250, Int?.none), completed(250)])
        XCTAssertEqual(collect(Observable<Int>.error(TestError.boom).first().asObservable()), [.error(TestError.boom)])
    }

    func testToArrayIsASingle() {
        let results = Box<[[Int]]>([])
        _ = Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { array in results.update { $0.append(array) } })
        _ = Observable<Int>.empty().toArray().subscribe(onSuccess: { array in results.update { $0.append(array) } })
        XCTAssertEqual(results.value, [[1, 2, 3], []])
    }
}

/// ifEmpty and reduce, whose results are single values too.
final class SingleValueOperatorTests: XCTestCase {
    func testIfEmptyDefaultEmitsTheDefaultAtCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([completed(250, Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [next(250, 9), completed(250)])
    }

    func testIfEmptyPassesANonEmptySequenceUnchanged() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(250)])
        let other = scheduler.createColdObservable([next(10, 9), completed(20)])
        let res = scheduler.start { xs.ifEmpty(switchTo: other) }
        XCTAssertEqual(res.events, [next(210, 1), completed(250)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testIfEmptySwitchToSubscribesTheOtherAtCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([completed(250, Int.self)])
        let other = scheduler.createColdObservable([next(10, 9), completed(20)])
        let res = scheduler.start { xs.ifEmpty(switchTo: other) }
        XCTAssertEqual(res.events, [next(260, 9), completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 270)])
    }

    func testIfEmptyPassesErrorsAndDisposalReachesTheOther() {
        let scheduler = TestScheduler()
        let failing = scheduler.createHotObservable([error(250, TestError.boom, Int.self)])
        XCTAssertEqual(scheduler.start { failing.ifEmpty(default: 1) }.events, [error(250, TestError.boom)])
        let later = TestScheduler()
        let xs = later.createHotObservable([completed(250, Int.self)])
        let other = later.createColdObservable([next(100, 9)])
        let res = later.start(disposed: 300) { xs.ifEmpty(switchTo: other) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 300)])
    }

    func testReduceEmitsTheFoldAtCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(250)])
        let res = scheduler.start { xs.reduce(10, accumulator: +) { "\($0)" } }
        XCTAssertEqual(res.events, [next(250, "16"), completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceOfAnEmptySequenceEmitsTheSeed() {
        XCTAssertEqual(collect(Observable<Int>.empty().reduce(5, accumulator: +)), [.next(5), .completed])
    }

    func testReduceFailsWithTheSourceOrTheAccumulatorError() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), error(220, TestError.boom)])
        XCTAssertEqual(scheduler.start { xs.reduce(0, accumulator: +) }.events, [error(220, TestError.boom)])
        let thrown = collect(Observable.of(1, 2).reduce(0) { _, _ in throw TestError.other })
        XCTAssertEqual(thrown, [.error(TestError.other)])
    }

    func testReduceDisposedBeforeCompletionEmitsNothing() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(500)])
        let res = scheduler.start(disposed: 300) { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}

/// The rest of the traits' surface: conversions between them, deferred, never and do.
final class TraitConversionTests: XCTestCase {
    func testSingleConvertsToMaybeAndCompletableAndFlatMapsIntoThem() {
        XCTAssertEqual(collect(Single.just(1).asMaybe().asObservable()), [.next(1), .completed])
        XCTAssertEqual(collect(Single.just(1).asCompletable().asObservable()).count, 1)
        XCTAssertEqual(collect(Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }.asObservable()), [.completed])
        let completed = collect(Single.just(1).flatMapCompletable { _ in Completable.error(TestError.boom) }.asObservable())
        XCTAssertEqual(completed.first?.error.map { "\($0)" }, "boom")
        XCTAssertEqual(collect(Single<Int>.error(TestError.boom).catchAndReturn(5).asObservable()), [.next(5), .completed])
    }

    func testMaybeIfEmptySwitchToAndAsCompletable() {
        XCTAssertEqual(collect(Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(2)).asObservable()), [.next(2), .completed])
        XCTAssertEqual(collect(Maybe<Int>.empty().ifEmpty(switchTo: Single.just(3)).asObservable()), [.next(3), .completed])
        XCTAssertEqual(collect(Maybe.just(1).catch { _ in .just(9) }.asObservable()), [.next(1), .completed])
        let outcome = Box<[String]>([])
        _ = Maybe.just(1).asCompletable().subscribe(onCompleted: { outcome.append("completed") })
        XCTAssertEqual(outcome.value, ["completed"])
    }

    func testCompletableAndThenCompletableAndMaybe() {
        let order = Box<[String]>([])
        let first = Completable.create { completable in
            order.append("first")
            completable(.completed)
            return Disposables.create()
        }
        _ = first.andThen(Completable.empty()).andThen(Maybe.just(1)).subscribe(onSuccess: { order.append("success \($0)") })
        XCTAssertEqual(order.value, ["first", "success 1"])
    }

    func testDeferredBuildsPerSubscriberAndNeverStaysOpenUntilDisposed() {
        let built = Box(0)
        let single = Single<Int>.deferred {
            built.update { $0 += 1 }
            return .just(built.value)
        }
        XCTAssertEqual(collect(single.asObservable()), [.next(1), .completed])
        XCTAssertEqual(collect(single.asObservable()), [.next(2), .completed])
        let scheduler = TestScheduler()
        let res = scheduler.start(disposed: 300) { Maybe<Int>.never().asObservable() }
        XCTAssertEqual(res.events, [])
    }

    func testDoRunsItsSideEffectsOnATrait() {
        let log = Box<[String]>([])
        let single = Single<Int>.error(TestError.boom).do(
            onError: { log.append("error \($0)") }, onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") }
        )
        _ = single.subscribe { _ in }
        XCTAssertEqual(log.value, ["subscribe", "error boom", "dispose"])
    }
}
