import Reactive
import ReactiveTesting
import XCTest

final class FlatMapTests: XCTestCase {
    func testFlatMapMergesInnersAndCompletesAfterAll() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, "a1"), next(30, "a2"), completed(40)])
        let b = scheduler.createColdObservable([next(5, "b1"), next(50, "b2"), completed(60)])
        let xs = scheduler.createHotObservable([next(210, 0), next(220, 1), completed(230)])
        let res = scheduler.start { xs.flatMap { $0 == 0 ? a : b } }
        XCTAssertEqual(res.events, [
            next(220, "a1"), next(225, "b1"), next(240, "a2"), next(270, "b2"), completed(280),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 280)])
    }

    func testFlatMapInnerErrorFailsAllAndDisposesEverything() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), next(100, 2)])
        let b = scheduler.createColdObservable([error(20, TestError.boom, Int.self)])
        let xs = scheduler.createHotObservable([next(210, 0), next(220, 1)])
        let res = scheduler.start { xs.flatMap { $0 == 0 ? a : b } }
        XCTAssertEqual(res.events, [next(220, 1), error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
    }

    func testFlatMapOuterErrorFailsAndDisposesInners() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), next(100, 2)])
        let xs = scheduler.createHotObservable([next(210, 0), error(250, TestError.boom, Int.self)])
        let res = scheduler.start { xs.flatMap { _ in a } }
        XCTAssertEqual(res.events, [next(220, 1), error(250, TestError.boom)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
    }

    func testFlatMapSelectorThatThrowsFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 0), next(220, 1), completed(300)])
        let res = scheduler.start {
            xs.flatMap { value -> Observable<Int> in
                if value == 1 { throw TestError.boom }
                return .just(value)
            }
        }
        XCTAssertEqual(res.events, [next(210, 0), error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapWaitsForOpenInnerAfterOuterCompletes() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(100, 1), completed(150)])
        let xs = scheduler.createHotObservable([next(210, 0), completed(220)])
        let res = scheduler.start { xs.flatMap { _ in a } }
        XCTAssertEqual(res.events, [next(310, 1), completed(360)])
    }

    func testFlatMapDisposalDisposesOuterAndInners() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, 1), next(500, 2)])
        let xs = scheduler.createHotObservable([next(210, 0), next(220, 0)])
        let res = scheduler.start(disposed: 300) { xs.flatMap { _ in a } }
        XCTAssertEqual(res.events, [next(220, 1), next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 300), Subscription(220, 300)])
    }

    func testFlatMapWithSynchronousInners() {
        XCTAssertEqual(
            collect(Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }),
            [.next(1), .next(10), .next(2), .next(20), .completed]
        )
    }

    func testMergeOfObservables() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([next(210, 1), next(230, 3), completed(240)])
        let b = scheduler.createHotObservable([next(220, 2), completed(260)])
        let res = scheduler.start { Observable.merge(a, b) }
        XCTAssertEqual(res.events, [next(210, 1), next(220, 2), next(230, 3), completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
    }

    func testMergeOnObservableOfObservables() {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
        let res = Box<[Int]>([])
        let subscription = Observable.from(subjects).merge().subscribe(onNext: { v in res.update { $0.append(v) } })
        subjects[1].onNext(2)
        subjects[0].onNext(1)
        XCTAssertEqual(res.value, [2, 1])
        subscription.dispose()
        XCTAssertFalse(subjects[0].hasObservers)
        XCTAssertFalse(subjects[1].hasObservers)
    }

    func testMergeErrorFromOneSourceDisposesTheOthers() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([next(210, 1), next(300, 3)])
        let b = scheduler.createHotObservable([next(220, 2), error(230, TestError.boom, Int.self)])
        let res = scheduler.start { Observable.merge(a, b) }
        XCTAssertEqual(res.events, [next(210, 1), next(220, 2), error(230, TestError.boom)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testMergeOfNothingCompletes() {
        XCTAssertEqual(collect(Observable<Int>.merge([Observable<Int>]())), [.completed])
    }

    // MARK: flatMapLatest

    func testFlatMapLatestDisposesThePreviousInnerWhenANewOuterArrives() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(10, "a1"), next(40, "a2"), completed(100)])
        let b = scheduler.createColdObservable([next(10, "b1"), next(20, "b2"), completed(30)])
        let xs = scheduler.createHotObservable([next(210, 0), next(230, 1), completed(240)])
        let res = scheduler.start { xs.flatMapLatest { $0 == 0 ? a : b } }
        XCTAssertEqual(res.events, [next(220, "a1"), next(240, "b1"), next(250, "b2"), completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)], "a is disposed at 230, before a2 at 250")
        XCTAssertEqual(b.subscriptions, [Subscription(230, 260)])
    }

    func testFlatMapLatestOuterCompletionWaitsForLatestInner() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([next(50, 1), completed(60)])
        let xs = scheduler.createHotObservable([next(210, 0), completed(220)])
        let res = scheduler.start { xs.flatMapLatest { _ in a } }
        XCTAssertEqual(res.events, [next(260, 1), completed(270)])
    }

    func testFlatMapLatestInnerErrorFails() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([error(10, TestError.boom, Int.self)])
        let xs = scheduler.createHotObservable([next(210, 0), next(300, 1)])
        let res = scheduler.start { xs.flatMapLatest { _ in a } }
        XCTAssertEqual(res.events, [error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapLatestIgnoresAStaleInnerCompletion() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([completed(5, Int.self)])
        let b = scheduler.createColdObservable([next(50, 2)])
        let xs = scheduler.createHotObservable([next(210, 0), next(212, 1), completed(213)])
        let res = scheduler.start { xs.flatMapLatest { $0 == 0 ? a : b } }
        XCTAssertEqual(res.events, [next(262, 2)], "a's completion happened after it was replaced")
        XCTAssertEqual(a.subscriptions, [Subscription(210, 212)])
    }

    func testSwitchLatestOnObservableOfObservables() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let outer = PublishSubject<PublishSubject<Int>>()
        let res = Box<[Int]>([])
        let subscription = outer.switchLatest().subscribe(onNext: { v in res.update { $0.append(v) } })
        outer.onNext(first)
        first.onNext(1)
        outer.onNext(second)
        first.onNext(99)
        second.onNext(2)
        XCTAssertEqual(res.value, [1, 2])
        XCTAssertFalse(first.hasObservers)
        subscription.dispose()
    }

    // MARK: concatMap

    func testConcatMapRunsOneInnerAtATimeInOrder() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([next(10, 1), next(20, 2), completed(30)])
        let xs = scheduler.createHotObservable([next(210, 0), next(215, 10), completed(220)])
        let res = scheduler.start { xs.concatMap { offset in inner.map { $0 + offset } } }
        XCTAssertEqual(res.events, [
            next(220, 1), next(230, 2), next(250, 11), next(260, 12), completed(270),
        ])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(240, 270)])
    }

    func testConcatMapCallsSelectorAsEachElementArrivesAsRxSwiftDoes() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([completed(30, Int.self)])
        let xs = scheduler.createHotObservable([next(210, 0), next(215, 1), completed(220)])
        let calledAt = Box<[TestTime]>([])
        _ = scheduler.start {
            xs.concatMap { _ -> TestableObservable<Int> in
                calledAt.update { $0.append(scheduler.clock) }
                return inner
            }
        }
        XCTAssertEqual(calledAt.value, [210, 215])
    }

    func testConcatMapInnerErrorDropsTheQueue() {
        let scheduler = TestScheduler()
        let failing = scheduler.createColdObservable([error(10, TestError.boom, Int.self)])
        let xs = scheduler.createHotObservable([next(210, 0), next(215, 1), completed(220)])
        let res = scheduler.start { xs.concatMap { _ in failing } }
        XCTAssertEqual(res.events, [error(220, TestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(210, 220)])
    }

    func testConcatMapSelectorThatThrowsFailsAtOnceAndDisposesTheRunningInner() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([next(10, 1), next(100, 2), completed(200)])
        let xs = scheduler.createHotObservable([next(210, 0), next(230, 1), completed(400)])
        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                if value == 1 { throw TestError.boom }
                return inner
            }
        }
        XCTAssertEqual(res.events, [next(220, 1), error(230, TestError.boom)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testConcatMapManySynchronousInnersDoNotGrowTheStack() {
        let subject = PublishSubject<Int>()
        let gate = PublishSubject<Int>()
        let count = Box(0)
        let subscription = subject
            .concatMap { value in value == 0 ? gate.take(1) : Observable.just(value) }
            .subscribe(onNext: { _ in count.update { $0 += 1 } })
        subject.onNext(0)
        for value in 1...20_000 { subject.onNext(value) }
        gate.onNext(0)
        XCTAssertEqual(count.value, 20_001)
        subscription.dispose()
    }

    func testConcatOfObservables() {
        XCTAssertEqual(
            collect(Observable.concat(Observable.of(1, 2), Observable.of(3))),
            [.next(1), .next(2), .next(3), .completed]
        )
    }
}
