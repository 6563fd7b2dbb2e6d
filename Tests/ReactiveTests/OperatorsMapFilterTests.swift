import Reactive
import ReactiveTesting
import XCTest

final class OperatorsMapFilterTests: XCTestCase {
    func testMapTransformsEachElementInVirtualTime() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(240, 3), completed(300), next(310, 9),
        ])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [next(210, 20), next(240, 30), completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapThatThrowsFailsAndUnsubscribes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(300)])
        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw TestError.boom }
                return value
            }
        }
        XCTAssertEqual(res.events, [next(210, 1), error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMapPassesErrorThrough() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), error(250, TestError.boom, Int.self)])
        let res = scheduler.start { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, [next(210, 2), error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMapDisposedBeforeCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(600, 2)])
        let res = scheduler.start(disposed: 400) { xs.map { $0 } }
        XCTAssertEqual(res.events, [next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testCompactMapDropsNils() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, "1"), next(20, "x"), next(30, "3"), completed(40)])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        XCTAssertEqual(res.events, [next(210, 1), next(230, 3), completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testCompactMapThatThrowsFails() {
        let res = collect(Observable.of(1, 2).compactMap { _ -> Int? in throw TestError.boom })
        XCTAssertEqual(res, [.error(TestError.boom)])
    }

    func testFilterKeepsMatchingElements() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            next(210, 1), next(220, 2), next(230, 3), next(240, 4), completed(250),
        ])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [next(220, 2), next(240, 4), completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFilterThatThrowsFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(250)])
        let res = scheduler.start { xs.filter { _ in throw TestError.boom } }
        XCTAssertEqual(res.events, [error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testScanEmitsEachRunningTotal() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(240)])
        let res = scheduler.start { xs.scan(100) { $0 + $1 } }
        XCTAssertEqual(res.events, [next(210, 101), next(220, 103), next(230, 106), completed(240)])
    }

    func testScanStateIsPerSubscription() {
        let source = Observable.of(1, 2).scan(0, accumulator: +)
        XCTAssertEqual(collect(source), [.next(1), .next(3), .completed])
        XCTAssertEqual(collect(source), [.next(1), .next(3), .completed], "a second subscriber starts from the seed")
    }

    func testScanIntoMutatesInPlace() {
        let source = Observable.of("a", "b").scan(into: [String]()) { $0.append($1) }
        XCTAssertEqual(collect(source), [.next(["a"]), .next(["a", "b"]), .completed])
    }

    func testScanThatThrowsFails() {
        let res = collect(Observable.of(1, 2, 3).scan(0) { sum, value in
            if value == 2 { throw TestError.boom }
            return sum + value
        })
        XCTAssertEqual(res, [.next(1), .error(TestError.boom)])
    }

    func testStartWithPrependsElementsAtSubscription() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(150, 9), next(220, 2), completed(250)])
        let res = scheduler.start { xs.startWith(0, 1) }
        XCTAssertEqual(res.events, [next(200, 0), next(200, 1), next(220, 2), completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChangedDropsRepeats() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            next(210, 1), next(220, 1), next(230, 2), next(240, 1), next(250, 1), completed(260),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [next(210, 1), next(230, 2), next(240, 1), completed(260)])
    }

    func testDistinctUntilChangedWithComparer() {
        let res = collect(Observable.of(1, 3, 4, 6, 7).distinctUntilChanged { $0 % 2 == $1 % 2 })
        XCTAssertEqual(res, [.next(1), .next(4), .next(7), .completed])
    }

    func testDistinctUntilChangedByKey() {
        let res = collect(Observable.of("apple", "avocado", "banana", "blueberry", "apple")
            .distinctUntilChanged(by: { $0.first! }))
        XCTAssertEqual(res, [.next("apple"), .next("banana"), .next("apple"), .completed])
    }

    func testDistinctUntilChangedKeySelectorThatThrowsFails() {
        let res = collect(Observable.of(1, 2).distinctUntilChanged(by: { (_: Int) -> Int in throw TestError.boom }))
        XCTAssertEqual(res, [.error(TestError.boom)])
    }

    func testIgnoreElementsKeepsOnlyTheTerminalEvent() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(250)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 250)
        XCTAssertTrue(res.events.first?.value.isStopEvent == true)
        XCTAssertNil(res.events.first?.value.error)
    }

    func testToArrayCollectsOnCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(250)])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [next(250, [1, 2]), completed(250)])
    }

    func testToArrayPassesErrorWithoutPartialArray() {
        let res = collect(Observable.concat([Observable.of(1), .error(TestError.boom)]).toArray().asObservable())
        XCTAssertEqual(res, [.error(TestError.boom)])
    }
}
