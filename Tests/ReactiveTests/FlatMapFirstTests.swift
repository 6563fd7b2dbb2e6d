import Reactive
import ReactiveTesting
import XCTest

/// flatMapFirst in virtual time: a hot source of cold inners, as RxSwift's own tests have it.
final class FlatMapFirstTests: XCTestCase {
    func testElementsArrivingWhileAnInnerRunsAreDroppedWithoutCallingTheSelector() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, "a1"), next(30, "a2"), completed(60)])
        let b = scheduler.createColdObservable([next(5, "b1"), completed(10)])
        let c = scheduler.createColdObservable([next(5, "c1"), completed(10)])
        let d = scheduler.createColdObservable([next(5, "d1"), next(15, "d2"), completed(20)])
        let xs = scheduler.createHotObservable([
            next(150, b), next(210, a), next(230, b), next(260, c), next(300, d), next(310, c), completed(400),
        ])
        let calledAt = Box<[TestTime]>([])
        let res = scheduler.start {
            xs.flatMapFirst { inner -> TestableObservable<String> in
                calledAt.update { $0.append(scheduler.clock) }
                return inner
            }
        }
        XCTAssertEqual(res.events, [
            next(220, "a1"), next(240, "a2"), next(305, "d1"), next(315, "d2"), completed(400),
        ])
        XCTAssertEqual(calledAt.value, [210, 300], "the selector runs only when no inner is active")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 270)], "let go of when it completes")
        XCTAssertEqual(b.subscriptions, [], "150 is before the subscription, 230 is while a runs")
        XCTAssertEqual(c.subscriptions, [], "260 is while a runs, 310 while d runs")
        XCTAssertEqual(d.subscriptions, [Subscription(300, 320)])
    }

    func testOuterCompletingFirstWaitsForTheActiveInner() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(20, 1), next(100, 2), completed(150)])
        let xs = scheduler.createHotObservable([next(210, a), completed(250)])
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [next(230, 1), next(310, 2), completed(360)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)], "the source is let go of when it completes")
        XCTAssertEqual(a.subscriptions, [Subscription(210, 360)])
    }

    func testOuterCompletingWithAnInnerThatNeverCompletesDoesNotComplete() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(20, 1)])
        let xs = scheduler.createHotObservable([next(210, a), completed(250)])
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 1000)])
    }

    func testInnerCompletingFirstLeavesTheResultOpenUntilTheOuterCompletes() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), completed(20)])
        let b = scheduler.createColdObservable([next(10, 2), completed(50)])
        let xs = scheduler.createHotObservable([next(210, a), next(300, b), completed(500)])
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [next(220, 1), next(310, 2), completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(300, 350)], "a had completed, so b is followed")
    }

    func testOuterErrorFailsAndDisposesTheActiveInner() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), next(200, 2), completed(300)])
        let b = scheduler.createColdObservable([next(10, 9), completed(20)])
        let xs = scheduler.createHotObservable([next(210, a), next(240, b), error(300, TestError.boom)])
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [next(220, 1), error(300, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 300)])
        XCTAssertEqual(b.subscriptions, [])
    }

    func testInnerErrorFailsAndDisposesTheSource() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), error(50, TestError.boom), next(60, 2)])
        let b = scheduler.createColdObservable([next(10, 9), completed(20)])
        let xs = scheduler.createHotObservable([next(210, a), next(220, b), next(400, b), completed(500)])
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [next(220, 1), error(260, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(b.subscriptions, [], "220 came while a ran; 400 came after the error")
    }

    func testSelectorThatThrowsFailsTheResult() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), completed(50)])
        let xs = scheduler.createHotObservable([next(210, 0), next(230, 1), next(300, 2), next(350, 0), completed(400)])
        let calledWith = Box<[Int]>([])
        let res = scheduler.start {
            xs.flatMapFirst { value -> TestableObservable<Int> in
                calledWith.update { $0.append(value) }
                if value == 2 { throw TestError.boom }
                return a
            }
        }
        XCTAssertEqual(res.events, [next(220, 1), error(300, TestError.boom)])
        XCTAssertEqual(calledWith.value, [0, 2], "1 came while a ran, so the selector never saw it")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 260)])
    }

    func testSelectorThatThrowsOnTheFirstElementSubscribesNoInner() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 0), next(220, 1), completed(300)])
        let res = scheduler.start {
            xs.flatMapFirst { _ -> Observable<Int> in throw TestError.other }
        }
        XCTAssertEqual(res.events, [error(210, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDisposingMidFlightDisposesTheSourceAndTheActiveInner() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), next(50, 2), next(100, 3), completed(200)])
        let b = scheduler.createColdObservable([next(10, 9), completed(20)])
        let xs = scheduler.createHotObservable([next(210, a), next(230, b), next(400, b), completed(500)])
        let before = Resources.total
        let during = Box(0)
        scheduler.scheduleAt(270) { during.value = Resources.total }
        let res = scheduler.start(disposed: 280) {
            // Resources counts Observable subscriptions: the result's and, through
            // asObservable(), the inner's; a test observable is not one.
            xs.flatMapFirst { $0.asObservable() }
        }
        XCTAssertEqual(res.events, [next(220, 1), next(260, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 280)])
        XCTAssertEqual(b.subscriptions, [])
        XCTAssertEqual(during.value, before + 2, "the result and its inner are live at 270")
        XCTAssertEqual(Resources.total, before, "disposing gave back every subscription")
    }

    func testTerminatingGivesBackEverySubscription() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), completed(20)])
        let b = scheduler.createColdObservable([next(10, 2), error(20, TestError.boom)])
        let completing = scheduler.createHotObservable([next(210, a), completed(220)])
        let failing = scheduler.createHotObservable([next(300, b), completed(400)])
        let before = Resources.total
        let completer = scheduler.createObserver(Int.self)
        let failer = scheduler.createObserver(Int.self)
        _ = completing.flatMapFirst { $0.asObservable() }.subscribe(completer)
        _ = failing.flatMapFirst { $0.asObservable() }.subscribe(failer)
        XCTAssertEqual(Resources.total, before + 2, "each result")
        scheduler.start()
        XCTAssertEqual(completer.events, [next(220, 1), completed(230)])
        XCTAssertEqual(failer.events, [next(310, 2), error(320, TestError.boom)])
        XCTAssertEqual(Resources.total, before, "ending without a dispose gave back every subscription")
    }

    // MARK: Re-entrancy

    func testInnerCompletingWhileSubscribedLetsTheNextElementAtTheSameTickStartAnother() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(210, 2), next(220, 3), completed(230)])
        let res = scheduler.start { xs.flatMapFirst { Observable.of($0, $0 * 10) } }
        XCTAssertEqual(res.events, [
            next(210, 1), next(210, 10), next(210, 2), next(210, 20), next(220, 3), next(220, 30), completed(230),
        ])
    }

    func testSynchronousSourceOfSynchronousInnersFollowsEveryOne() {
        XCTAssertEqual(
            collect(Observable.of(1, 2, 3).flatMapFirst { Observable.just($0 * 10) }),
            [.next(10), .next(20), .next(30), .completed]
        )
    }

    func testElementFedBackFromTheObserverWhileTheInnerRunsIsDropped() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
        let calledWith = Box<[Int]>([])
        let seen = Box<[Int]>([])
        let subscription = outer.flatMapFirst { value -> PublishSubject<Int> in
            calledWith.update { $0.append(value) }
            return inners[value]
        }.subscribe(onNext: { value in
            seen.update { $0.append(value) }
            // Reaches the operator at once, while inner 0 is still active: dropped.
            if value == 1 { outer.onNext(1) }
        })
        outer.onNext(0)
        inners[0].onNext(1)
        inners[0].onNext(2)
        XCTAssertEqual(calledWith.value, [0])
        inners[0].onCompleted()
        XCTAssertFalse(inners[0].hasObservers)
        outer.onNext(1)
        inners[1].onNext(3)
        XCTAssertEqual(seen.value, [1, 2, 3])
        XCTAssertEqual(calledWith.value, [0, 1])
        subscription.dispose()
        XCTAssertFalse(outer.hasObservers || inners[1].hasObservers)
    }

    /// The source here is not a subject, which would queue an element sent from
    /// inside its own delivery: it reaches the operator while the first inner's
    /// subscribe call is still on the stack, after that inner has completed.
    func testElementArrivingAfterTheInnerCompletedButBeforeItsSubscribeReturnedStartsANewInner() {
        let source = Box<AnyObserver<Int>?>(nil)
        let outer = Observable<Int>.create { observer in
            source.value = observer
            return Disposables.create()
        }
        let later = PublishSubject<Int>()
        let before = Resources.total
        let events = Box<[Event<Int>]>([])
        let subscription = outer.flatMapFirst { value -> Observable<Int> in
            guard value == 1 else { return later.asObservable() }
            return Observable.create { observer in
                observer.on(.next(1))
                observer.on(.completed)
                source.value?.on(.next(2))
                return Disposables.create()
            }
        }.subscribe { e in events.update { $0.append(e) } }
        source.value?.on(.next(1))
        XCTAssertTrue(later.hasObservers, "the first inner's late subscription must not dispose the second")
        later.onNext(20)
        source.value?.on(.next(3))
        later.onNext(21)
        later.onCompleted()
        XCTAssertEqual(events.value, [.next(1), .next(20), .next(21)], "3 came while the second inner ran")
        source.value?.on(.completed)
        XCTAssertEqual(events.value, [.next(1), .next(20), .next(21), .completed])
        XCTAssertEqual(Resources.total, before)
        subscription.dispose()
        XCTAssertEqual(Resources.total, before)
    }

    func testDisposingFromInsideOnNextStopsEverything() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let count = Box(0)
        let holder = SingleAssignmentDisposable()
        holder.setDisposable(outer.flatMapFirst { _ in inner.startWith(0) }.subscribe(onNext: { _ in
            count.update { $0 += 1 }
            holder.dispose()
            inner.onNext(1)
        }))
        outer.onNext(1)
        inner.onNext(2)
        XCTAssertEqual(count.value, 1)
        XCTAssertFalse(outer.hasObservers || inner.hasObservers)
    }
}
