import Reactive
import ReactiveTesting
import XCTest

/// materialize, dematerialize, withUnretained, enumerated, using, amb and retry(when:).
final class UtilityOperatorTests: XCTestCase {
    func testMaterializeTurnsEveryEventIntoAnElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), error(220, TestError.boom)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [next(210, Event.next(1)), next(220, Event<Int>.error(TestError.boom)), completed(220)])
        let done = collect(Observable.of(1).materialize())
        XCTAssertEqual(done, [.next(.next(1)), .next(.completed), .completed])
    }

    func testDematerializeEndsAtACarriedTerminalEvent() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            next(210, Event.next(1)), next(220, Event<Int>.completed), next(230, Event.next(2)),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [next(210, 1), completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        let failed = collect(Observable.of(Event.next(1), .error(TestError.boom)).dematerialize())
        XCTAssertEqual(failed, [.next(1), .error(TestError.boom)])
        XCTAssertEqual(collect(Observable.of(1, 2).materialize().dematerialize()), [.next(1), .next(2), .completed])
    }

    func testWithUnretainedCompletesOnceTheObjectHasGone() {
        let scheduler = TestScheduler()
        let owner = Box<Owner?>(Owner())
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), next(240, 4)])
        scheduler.scheduleAt(225) { owner.value = nil }
        let res = scheduler.start { xs.withUnretained(owner.value!) { object, value in "\(object.name)\(value)" } }
        XCTAssertEqual(res.events, [next(210, "o1"), next(220, "o2"), completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testWithUnretainedPairsWithTheObject() {
        let owner = Owner()
        let pairs = collect(Observable.of(1, 2).withUnretained(owner))
        XCTAssertEqual(pairs.compactMap { $0.element.map { $0.0 === owner } }, [true, true])
        XCTAssertEqual(pairs.compactMap { $0.element?.1 }, [1, 2])
        XCTAssertEqual(pairs.last?.isStopEvent, true)
    }

    func testEnumeratedCountsFromZero() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(150, "z"), next(210, "a"), next(220, "b"), error(230, TestError.boom)])
        let res = scheduler.start { xs.enumerated().map { "\($0.index)\($0.element)" } }
        XCTAssertEqual(res.events, [next(210, "0a"), next(220, "1b"), error(230, TestError.boom)])
    }

    func testUsingDisposesTheResourceWhenTheSequenceEnds() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), completed(30)])
        let disposedAt = Box<[TestTime]>([])
        let res = scheduler.start {
            Observable.using({ Resource { disposedAt.update { $0.append(scheduler.clock) } } },
                             observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [next(210, 1), completed(230)])
        XCTAssertEqual(disposedAt.value, [230])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testUsingDisposesTheResourceOnDisposalAndWhenTheFactoryThrows() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1)])
        let disposedAt = Box<[TestTime]>([])
        let res = scheduler.start(disposed: 250) {
            Observable.using({ Resource { disposedAt.update { $0.append(scheduler.clock) } } },
                             observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [next(210, 1)])
        XCTAssertEqual(disposedAt.value, [250])
        let thrown = Box(0)
        let events = collect(Observable<Int>.using({ Resource { thrown.update { $0 += 1 } } },
                                                   observableFactory: { _ in throw TestError.boom }))
        XCTAssertEqual(events, [.error(TestError.boom)])
        XCTAssertEqual(thrown.value, 1)
    }

    func testAmbFollowsTheFirstSourceToSendAnEvent() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(20, 1), completed(50)])
        let b = scheduler.createColdObservable([next(10, 2), next(30, 3), completed(40)])
        let res = scheduler.start { a.amb(b) }
        XCTAssertEqual(res.events, [next(210, 2), next(230, 3), completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 240)])
    }

    func testAmbWonByATerminalEvent() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(20, 1)])
        let b = scheduler.createColdObservable([error(10, TestError.boom, Int.self)])
        let c = scheduler.createColdObservable([next(30, 3)])
        let res = scheduler.start { Observable.amb([a, b, c]) }
        XCTAssertEqual(res.events, [error(210, TestError.boom)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 210)])
    }

    func testAmbDisposedBeforeAnyEventLetsGoOfAll() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(100, 1)])
        let b = scheduler.createColdObservable([next(100, 2)])
        let res = scheduler.start(disposed: 250) { a.amb(b) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testRetryWhenResubscribesAtEachTriggerElementAndEndsWithItsError() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), error(20, TestError.boom)])
        let res = scheduler.start {
            xs.retry(when: { errors in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt < 1 ? .timer(10, scheduler: scheduler) : .error(error)
                }
            })
        }
        XCTAssertEqual(res.events, [next(210, 1), next(240, 1), error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230, 250)])
    }

    func testRetryWhenCompletesWhenTheTriggerCompletes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), error(20, TestError.boom)])
        let res = scheduler.start {
            xs.retry(when: { errors in errors.flatMap { _ in Observable<Int>.empty() }.take(until: errors) })
        }
        XCTAssertEqual(res.events, [next(210, 1), completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryWhenPassesCompletionAndDisposalReachesTheAttempt() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), completed(20)])
        XCTAssertEqual(scheduler.start { xs.retry(when: { $0 }) }.events, [next(210, 1), completed(220)])
        let later = TestScheduler()
        let ys = later.createColdObservable([next(10, 1), error(20, TestError.boom)])
        let res = later.start(disposed: 235) {
            ys.retry(when: { errors in errors.flatMap { _ in Observable<Int>.timer(10, scheduler: later) } })
        }
        XCTAssertEqual(res.events, [next(210, 1)], "the second attempt is disposed before its element at 240")
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220), Subscription(230, 235)])
    }
}

/// An object `withUnretained` must not keep alive.
private final class Owner: Sendable {
    let name = "o"
}

/// A resource for `using` that reports its disposal.
private final class Resource: Disposable {
    private let onDispose: @Sendable () -> Void
    init(_ onDispose: @escaping @Sendable () -> Void) { self.onDispose = onDispose }
    func dispose() { onDispose() }
}

/// Disposal in the middle of a sequence, for operators whose other tests end on their own.
final class DisposalOfNewOperatorsTests: XCTestCase {
    func testDisposalStopsMaterializeEnumeratedAndWithUnretained() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(260, 2), completed(300)])
        let owner = Owner()
        let res = scheduler.start(disposed: 250) {
            xs.materialize().enumerated().withUnretained(owner) { _, pair in pair.index }
        }
        XCTAssertEqual(res.events, [next(210, 0)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposalStopsSampleAndLetsGoOfBoth() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(260, 2)])
        let sampler = scheduler.createHotObservable([next(220, "a"), next(270, "b")])
        let res = scheduler.start(disposed: 250) { xs.sample(sampler) }
        XCTAssertEqual(res.events, [next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 250)])
    }

    func testDisposalStopsWindowAndCancelsItsTimer() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let xs = test.createHotObservable([next(210, 1), next(260, 2)])
        let res = test.start(disposed: 250) { xs.window(timeSpan: 100, count: 5, scheduler: scheduler).flatMap { $0 } }
        XCTAssertEqual(res.events, [next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(scheduler.pending, 0)
    }

    func testDisposalStopsSkipWhileAndTakeWhileInclusive() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 5), next(260, 6)])
        let res = scheduler.start(disposed: 250) { xs.skip(while: { $0 < 3 }).take(while: { $0 > 0 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [next(220, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
