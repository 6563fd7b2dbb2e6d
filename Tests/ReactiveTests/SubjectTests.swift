import Reactive
import ReactiveTesting
import XCTest

final class SubjectTests: XCTestCase {
    func testPublishSubjectSendsOnlyWhatComesAfterSubscription() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        subject.onNext(0)
        let s1 = subject.subscribe(early)
        subject.onNext(1)
        let s2 = subject.subscribe(late)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(early.events, [next(0, 1), next(0, 2), completed(0)])
        XCTAssertEqual(late.events, [next(0, 2), completed(0)])
        XCTAssertTrue(subject.isStopped)
        s1.dispose()
        s2.dispose()
    }

    func testPublishSubjectGivesALateSubscriberTheTerminalEvent() {
        let subject = PublishSubject<Int>()
        subject.onError(TestError.boom)
        XCTAssertEqual(collect(subject), [.error(TestError.boom)])
    }

    func testDisposingRemovesTheObserver() {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe { _ in }
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testAnObserverThatDisposesItselfMidStreamReceivesNothingMore() {
        let subject = PublishSubject<Int>()
        let seen = Box<[Int]>([])
        let holder = SingleAssignmentDisposable()
        holder.setDisposable(subject.map { $0 * 2 }.subscribe(onNext: { value in
            seen.update { $0.append(value) }
            holder.dispose()
            subject.onNext(100)
        }))
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(seen.value, [2])
        XCTAssertFalse(subject.hasObservers)
    }

    func testAnObserverThatFeedsTheSubjectGetsTheEventAfterTheCurrentOne() {
        let subject = PublishSubject<Int>()
        let log = Box<[String]>([])
        let subscription = subject.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value < 3 { subject.onNext(value + 1) }
            log.append("end \(value)")
        })
        subject.onNext(1)
        XCTAssertEqual(log.value, ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
        subscription.dispose()
    }

    func testBehaviorSubjectReplaysTheCurrentValue() {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onNext(2)
        XCTAssertEqual(try subject.value(), 2)
        let seen = Box<[Int]>([])
        let subscription = subject.subscribe(onNext: { v in seen.update { $0.append(v) } })
        subject.onNext(3)
        XCTAssertEqual(seen.value, [2, 3])
        subscription.dispose()
    }

    func testBehaviorSubjectValueThrowsAfterError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError.boom)
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual("\($0)", "boom") }
        XCTAssertEqual(collect(subject), [.error(TestError.boom)])
    }

    func testBehaviorSubjectAfterCompletionGivesOnlyCompletion() {
        let subject = BehaviorSubject(value: 1)
        subject.onCompleted()
        XCTAssertEqual(collect(subject), [.completed])
    }

    func testReplaySubjectKeepsABoundedBuffer() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for value in 1...5 { subject.onNext(value) }
        XCTAssertEqual(collect(subject), [.next(4), .next(5)])
        subject.onCompleted()
        XCTAssertEqual(collect(subject), [.next(4), .next(5), .completed])
    }

    func testReplaySubjectWithZeroBufferReplaysNothing() {
        let subject = ReplaySubject<Int>(bufferSize: 0)
        subject.onNext(1)
        XCTAssertEqual(collect(subject), [])
    }

    func testPublishRelayNeverEnds() {
        let relay = PublishRelay<Int>()
        let seen = Box<[Int]>([])
        let subscription = relay.subscribe(onNext: { v in seen.update { $0.append(v) } })
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(seen.value, [1, 2])
        subscription.dispose()
    }

    func testBehaviorRelayHoldsAValue() {
        let relay = BehaviorRelay(value: "a")
        XCTAssertEqual(relay.value, "a")
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
        XCTAssertEqual(collect(relay.asObservable()), [.next("b")])
    }

    func testBindToSubjectForwardsEveryEvent() {
        let subject = PublishSubject<Int>()
        let seen = Box<[Event<Int>]>([])
        let s1 = subject.subscribe { e in seen.update { $0.append(e) } }
        let s2 = Observable.of(1, 2).bind(to: subject)
        XCTAssertEqual(seen.value, [.next(1), .next(2), .completed])
        s1.dispose()
        s2.dispose()
    }

    func testBindToRelaysDropsTheTerminalEvent() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let seen = Box<[Event<Int>]>([])
        let s1 = publish.subscribe { e in seen.update { $0.append(e) } }
        let s2 = Observable.of(1, 2).bind(to: publish)
        let s3 = Observable<Int>.error(TestError.boom).startWith(7).bind(to: behavior)
        XCTAssertEqual(seen.value, [.next(1), .next(2)], "a relay never completes")
        XCTAssertEqual(behavior.value, 7)
        for s in [s1, s2, s3] { s.dispose() }
    }

    func testBindOnNext() {
        let seen = Box<[Int]>([])
        let subscription = Observable.of(1, 2).bind(onNext: { v in seen.update { $0.append(v) } })
        XCTAssertEqual(seen.value, [1, 2])
        subscription.dispose()
    }

    func testSubscribeOnDisposedRunsOnceOnTerminationOrDispose() {
        let completedCount = Box(0)
        let s1 = Observable.of(1).subscribe(onDisposed: { completedCount.update { $0 += 1 } })
        XCTAssertEqual(completedCount.value, 1, "runs when the sequence completes")
        s1.dispose()
        XCTAssertEqual(completedCount.value, 1, "and only once")

        let disposedCount = Box(0)
        let s2 = PublishSubject<Int>().subscribe(onDisposed: { disposedCount.update { $0 += 1 } })
        XCTAssertEqual(disposedCount.value, 0)
        s2.dispose()
        XCTAssertEqual(disposedCount.value, 1, "runs on dispose")
    }
}
