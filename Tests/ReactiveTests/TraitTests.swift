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
