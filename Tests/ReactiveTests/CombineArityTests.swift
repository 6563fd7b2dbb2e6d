import Reactive
import ReactiveTesting
import XCTest

/// zip and combineLatest of up to eight sources.
final class CombineArityTests: XCTestCase {
    private func sources(_ scheduler: TestScheduler, extra: [Recorded<Event<Int>>] = []) -> [TestableObservable<Int>] {
        (0..<8).map { index in
            scheduler.createHotObservable([next(210 + index, index)] + (index == 0 ? extra : []) + [completed(300 + index)])
        }
    }

    func testZipOfEightPairsByPositionAndCompletesWhenAllHave() {
        let scheduler = TestScheduler()
        let s = sources(scheduler, extra: [next(250, 10)])
        let res = scheduler.start {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        XCTAssertEqual(res.events, [next(217, 28), completed(307)])
        XCTAssertEqual(s[7].subscriptions, [Subscription(200, 307)])
    }

    func testZipTupleFormsFromFourToEight() {
        let four = collect(Observable.zip(Observable.of(1), Observable.of("b"), Observable.of(3), Observable.of(4)))
        XCTAssertEqual(four.first?.element.map { "\($0.0)\($0.1)\($0.2)\($0.3)" }, "1b34")
        let j = Observable.just(1)
        let eight = collect(Observable.zip(j, j, j, j, j, j, j, Observable.of(8, 9)))
        XCTAssertEqual(eight.compactMap { $0.element?.7 }, [8])
        XCTAssertEqual(eight.last?.isStopEvent, true)
        let five = collect(Observable.zip(j, j, j, j, Observable<Int>.error(TestError.boom)))
        XCTAssertEqual(five.count, 1)
        XCTAssertEqual(five.first?.error.map { "\($0)" }, "boom")
        XCTAssertEqual(collect(Observable.zip(j, j, j, j, j, j) { $0 + $1 + $2 + $3 + $4 + $5 }), [.next(6), .completed])
        XCTAssertEqual(collect(Observable.zip(j, j, j, j, j, j, j) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }), [.next(7), .completed])
    }

    func testCombineLatestOfEightWaitsForAllThenEmitsOnEachChange() {
        let scheduler = TestScheduler()
        let s = sources(scheduler, extra: [next(250, 10)])
        let res = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        XCTAssertEqual(res.events, [next(217, 28), next(250, 38), completed(307)])
    }

    func testCombineLatestOfEightFailsWithAnyError() {
        let scheduler = TestScheduler()
        let s = sources(scheduler)
        let failing = scheduler.createHotObservable([error(215, TestError.boom, Int.self)])
        let res = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], failing) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        XCTAssertEqual(res.events, [error(215, TestError.boom)])
        XCTAssertEqual(s[0].subscriptions, [Subscription(200, 215)])
    }

    func testCombineLatestTupleAndSelectorFormsFromFourToEight() {
        let j = Observable.just(1)
        let four = collect(Observable.combineLatest(j, j, Observable.of("c"), j))
        XCTAssertEqual(four.first?.element?.2, "c")
        let eight = collect(Observable.combineLatest(j, j, j, j, j, j, j, Observable.of(7, 8)))
        XCTAssertEqual(eight.compactMap { $0.element?.7 }, [7, 8])
        XCTAssertEqual(collect(Observable.combineLatest(j, j, j, j, j) { $0 + $1 + $2 + $3 + $4 }), [.next(5), .completed])
        XCTAssertEqual(collect(Observable.combineLatest(j, j, j, j, j, j) { $0 + $1 + $2 + $3 + $4 + $5 }), [.next(6), .completed])
        XCTAssertEqual(collect(Observable.combineLatest(j, j, j, j, j, j, j) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }), [.next(7), .completed])
    }
}
