import Reactive
import ReactiveTesting
import XCTest

final class TakeSkipTests: XCTestCase {
    func testTakeCompletesAfterCountAndUnsubscribes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(300)])
        let res = scheduler.start { xs.take(2) }
        XCTAssertEqual(res.events, [next(210, 1), next(220, 2), completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeZeroNeverSubscribes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(300)])
        let res = scheduler.start { xs.take(0) }
        XCTAssertEqual(res.events, [completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTakeMoreThanAvailablePassesCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(300)])
        let res = scheduler.start { xs.take(5) }
        XCTAssertEqual(res.events, [next(210, 1), completed(300)])
    }

    func testTakeDoesNotLetAReentrantElementThrough() {
        // The observer feeds the source while its first element is being delivered.
        let subject = PublishSubject<Int>()
        let seen = Box<[Int]>([])
        let subscription = subject.take(1).subscribe(onNext: { value in
            seen.update { $0.append(value) }
            subject.onNext(value + 1)
        })
        subject.onNext(1)
        XCTAssertEqual(seen.value, [1])
        subscription.dispose()
    }

    func testSkipDropsFirstElements() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(300)])
        let res = scheduler.start { xs.skip(2) }
        XCTAssertEqual(res.events, [next(230, 3), completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipPassesError() {
        let res = collect(Observable<Int>.error(TestError.boom).skip(1))
        XCTAssertEqual(res, [.error(TestError.boom)])
    }

    func testTakeWhileCompletesAtFirstFailure() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 5), next(240, 1), completed(300)])
        let res = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [next(210, 1), next(220, 2), completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhilePredicateThatThrowsFails() {
        let res = collect(Observable.of(1).take(while: { _ in throw TestError.boom }))
        XCTAssertEqual(res, [.error(TestError.boom)])
    }

    func testElementAtEmitsThatElementAndCompletes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(300)])
        let res = scheduler.start { xs.element(at: 1) }
        XCTAssertEqual(res.events, [next(220, 2), completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testElementAtPastTheEndFails() {
        XCTAssertEqual(collect(Observable.of(1).element(at: 3)), [.error(RxError.argumentOutOfRange)])
    }

    func testTakeUntilCompletesWhenOtherEmits() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(240, 3), completed(300)])
        let stop = scheduler.createHotObservable([next(230, "stop"), completed(260)])
        let res = scheduler.start { xs.take(until: stop) }
        XCTAssertEqual(res.events, [next(210, 1), next(220, 2), completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilOtherCompletingWithoutElementChangesNothing() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(240, 3), completed(300)])
        let stop = scheduler.createHotObservable([completed(220, String.self)])
        let res = scheduler.start { xs.take(until: stop) }
        XCTAssertEqual(res.events, [next(210, 1), next(240, 3), completed(300)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilOtherErrorFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(240, 3), completed(300)])
        let stop = scheduler.createHotObservable([error(220, TestError.boom, String.self)])
        let res = scheduler.start { xs.take(until: stop) }
        XCTAssertEqual(res.events, [next(210, 1), error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilOtherThatFiresAtOnceNeverLetsAnElementThrough() {
        let res = collect(Observable.of(1, 2).take(until: Observable.just(())))
        XCTAssertEqual(res, [.completed])
    }
}
