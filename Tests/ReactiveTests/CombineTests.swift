import Reactive
import ReactiveTesting
import XCTest

final class CombineTests: XCTestCase {
    // MARK: combineLatest

    func testCombineLatestEmitsOnceAllHaveAValue() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([next(210, 1), next(230, 2), completed(250)])
        let b = scheduler.createHotObservable([next(220, "x"), next(240, "y"), completed(300)])
        let res = scheduler.start { Observable.combineLatest(a, b) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [next(220, "1x"), next(230, "2x"), next(240, "2y"), completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 300)])
    }

    func testCombineLatestTupleForm() {
        let res = collect(Observable.combineLatest(Observable.just(1), Observable.just("a")))
        XCTAssertEqual(res.count, 2)
        XCTAssertEqual(res.first?.element?.0, 1)
        XCTAssertEqual(res.first?.element?.1, "a")
    }

    func testCombineLatestErrorFromEitherFails() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([next(210, 1), next(400, 2)])
        let b = scheduler.createHotObservable([error(220, TestError.boom, Int.self)])
        let res = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [error(220, TestError.boom)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatestCompletesWhenOthersEndedWithoutAValue() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([completed(210, Int.self)])
        let b = scheduler.createHotObservable([next(220, 1), next(230, 2)])
        let res = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [completed(220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatestResultSelectorThatThrowsFails() {
        let res = collect(Observable.combineLatest(Observable.just(1), Observable.just(2)) { _, _ -> Int in
            throw TestError.boom
        })
        XCTAssertEqual(res, [.error(TestError.boom)])
    }

    func testCombineLatestThreeAndFour() {
        let a = BehaviorSubject(value: 1), b = BehaviorSubject(value: 2), c = BehaviorSubject(value: 3)
        let d = BehaviorSubject(value: 4)
        let three = Box<[Int]>([]), four = Box<[Int]>([])
        let s3 = Observable.combineLatest(a, b, c) { $0 + $1 + $2 }.subscribe(onNext: { v in three.update { $0.append(v) } })
        let s4 = Observable.combineLatest(a, b, c, d) { $0 * 1000 + $1 * 100 + $2 * 10 + $3 }
            .subscribe(onNext: { v in four.update { $0.append(v) } })
        c.onNext(5)
        XCTAssertEqual(three.value, [6, 8])
        XCTAssertEqual(four.value, [1234, 1254])
        s3.dispose()
        s4.dispose()
    }

    func testCombineLatestArrayForm() {
        let scheduler = TestScheduler()
        let xs = (0..<3).map { i in scheduler.createHotObservable([next(210 + i * 10, i), completed(300)]) }
        let res = scheduler.start { Observable.combineLatest(xs) }
        XCTAssertEqual(res.events, [next(230, [0, 1, 2]), completed(300)])
    }

    func testCombineLatestEmptyArrayCompletes() {
        XCTAssertEqual(collect(Observable<[Int]>.combineLatest([Observable<Int>]())), [.completed])
    }

    func testCombineLatestOfThreeInVirtualTime() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([next(210, 1), completed(400)])
        let b = scheduler.createHotObservable([next(220, 2), next(240, 4), completed(400)])
        let c = scheduler.createHotObservable([next(230, 3), completed(450)])
        let res = scheduler.start { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [next(230, 6), next(240, 8), completed(450)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 450)])
    }

    // MARK: zip

    func testZipPairsByPosition() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(400)])
        let b = scheduler.createHotObservable([next(240, "a"), next(250, "b"), completed(500)])
        let res = scheduler.start { Observable.zip(a, b) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [next(240, "1a"), next(250, "2b"), completed(500)])
    }

    func testZipCompletesOnlyWhenEverySourceHasCompletedAsRxSwiftDoes() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([next(210, 1), completed(220)])
        let b = scheduler.createHotObservable([next(230, 10), next(240, 20), completed(300)])
        let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [next(230, 11), completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)], "a finished source is let go of at once")
        XCTAssertEqual(b.subscriptions, [Subscription(200, 300)])
    }

    func testZipOfANeverAndAnEmptySourceNeverEnds() {
        let scheduler = TestScheduler()
        let never = scheduler.createHotObservable([next(150, 1)])
        let empty = scheduler.createHotObservable([completed(210, Int.self)])
        let res = scheduler.start { Observable.zip(never, empty) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
    }

    func testZipErrorFails() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([next(210, 1)])
        let b = scheduler.createHotObservable([error(220, TestError.boom, Int.self)])
        let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [error(220, TestError.boom)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
    }

    func testZipThreeTupleAndArrayForms() {
        let three = collect(Observable.zip(Observable.of(1, 2), Observable.of("a", "b"), Observable.of(true)))
        XCTAssertEqual(three.count, 2)
        XCTAssertEqual(three.first?.element?.1, "a")
        XCTAssertTrue(three.last?.isStopEvent == true && three.last?.error == nil)
        let array = collect(Observable.zip([Observable.of(1, 2), Observable.of(3, 4, 5)]))
        XCTAssertEqual(array, [.next([1, 3]), .next([2, 4]), .completed])
        XCTAssertEqual(collect(Observable<[Int]>.zip([Observable<Int>]())), [.completed])
    }

    func testZipArrayCompletesAtTheFirstElementThatCanNeverBePairedAsRxSwift6() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([next(210, 1), completed(220)])
        let b = scheduler.createHotObservable([next(230, 10), next(240, 20), completed(300)])
        let res = scheduler.start { Observable.zip([a, b]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [next(230, 11), completed(240)], "b's 20 can never be paired")
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 240)])
    }

    func testZipArrayWaitsForEverySourceWhenOneCompletesEmptyAndNoElementArrivesAsRxSwift6() {
        let scheduler = TestScheduler()
        let never = scheduler.createHotObservable([next(150, 1)])
        let empty = scheduler.createHotObservable([completed(210, Int.self)])
        let res = scheduler.start { Observable.zip([never, empty]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testZipArrayKeepsPairingWhileACompletedSourceHasElementsBufferedThenCompletesAtAnUnpairedOne() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([next(210, 1), next(215, 2), completed(220)])
        let b = scheduler.createHotObservable([next(230, 10), next(240, 20), next(250, 30), completed(300)])
        let res = scheduler.start { Observable.zip([a, b]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [next(230, 11), next(240, 22), completed(250)])
    }

    func testZipResultSelectorThatThrowsFails() {
        let res = collect(Observable.zip(Observable.just(1), Observable.just(2)) { _, _ -> Int in throw TestError.boom })
        XCTAssertEqual(res, [.error(TestError.boom)])
    }

    // MARK: withLatestFrom

    func testWithLatestFromCombinesWithLatestOfSecond() {
        let scheduler = TestScheduler()
        let first = scheduler.createHotObservable([next(210, 1), next(230, 2), next(250, 3), completed(300)])
        let second = scheduler.createHotObservable([next(220, "a"), next(240, "b"), completed(245)])
        let res = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [next(230, "2a"), next(250, "3b"), completed(300)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 245)])
    }

    func testWithLatestFromWithoutSelectorTakesSecondsElement() {
        let scheduler = TestScheduler()
        let first = scheduler.createHotObservable([next(230, 2), completed(300)])
        let second = scheduler.createHotObservable([next(220, "a")])
        let res = scheduler.start { first.withLatestFrom(second) }
        XCTAssertEqual(res.events, [next(230, "a"), completed(300)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 300)])
    }

    func testWithLatestFromSecondErrorFails() {
        let scheduler = TestScheduler()
        let first = scheduler.createHotObservable([next(230, 2), completed(300)])
        let second = scheduler.createHotObservable([error(220, TestError.boom, String.self)])
        let res = scheduler.start { first.withLatestFrom(second) }
        XCTAssertEqual(res.events, [error(220, TestError.boom)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
    }

    func testWithLatestFromSeesASecondThatHasAValueAtOnce() {
        let res = collect(Observable.of(1, 2).withLatestFrom(BehaviorSubject(value: "x")) { "\($0)\($1)" })
        XCTAssertEqual(res, [.next("1x"), .next("2x"), .completed])
    }
}
