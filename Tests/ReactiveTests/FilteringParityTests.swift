import Foundation
import Reactive
import ReactiveTesting
import XCTest

/// single(), take(until:behavior:) with a predicate, distinctUntilChanged(at:), decode.
final class FilteringParityTests: XCTestCase {
    func testSinglePassesTheOnlyElementAsItArrivesThenCompletes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 2), completed(250)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [next(210, 2), completed(250)])
    }

    func testSingleFailsWithNoElementsWhenTheSequenceIsEmpty() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([completed(250, Int.self)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [error(250, RxError.noElements)])
    }

    func testSingleFailsWithMoreThanOneElementAtTheSecondAndLetsGoOfTheSource() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 2), next(220, 3), completed(250)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [next(210, 2), error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingleWithAPredicateCountsOnlyMatchingElementsAndFailsWhenItThrows() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 4), next(230, 5), completed(250)])
        XCTAssertEqual(scheduler.start { xs.single { $0 % 2 == 0 } }.events, [next(220, 4), completed(250)])
        let throwing = TestScheduler()
        let ys = throwing.createHotObservable([next(210, 1), completed(250)])
        let res = throwing.start { ys.single { _ in throw TestError.boom } }
        XCTAssertEqual(res.events, [error(210, TestError.boom)])
    }

    func testTakeUntilPredicateIsInclusiveByDefaultAsRxSwift() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), next(240, 4), completed(250)])
        XCTAssertEqual(scheduler.start { xs.take(until: { $0 == 3 }) }.events, [next(210, 1), next(220, 2), next(230, 3), completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilPredicateExclusiveDropsTheMatchingElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(250)])
        let res = scheduler.start { xs.take(until: { $0 == 2 }, behavior: .exclusive) }
        XCTAssertEqual(res.events, [next(210, 1), completed(220)])
    }

    func testTakeUntilPredicateThatThrowsFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(250)])
        let res = scheduler.start { xs.take(until: { _ in throw TestError.boom }) }
        XCTAssertEqual(res.events, [error(210, TestError.boom)])
    }

    private struct Person: Equatable, Sendable {
        let name: String
        let age: Int
    }

    func testDistinctUntilChangedAtAKeyPathDropsElementsWhosePropertyRepeats() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            next(210, Person(name: "a", age: 1)), next(220, Person(name: "b", age: 1)),
            next(230, Person(name: "c", age: 2)), next(240, Person(name: "c", age: 1)), completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.age) }
        XCTAssertEqual(res.events.map(\.time), [210, 230, 240, 250])
        XCTAssertEqual(res.elements.map(\.name), ["a", "c", "c"])
    }

    private struct Item: Decodable, Equatable, Sendable {
        let id: Int
        let name: String?
    }

    func testDecodeDecodesEachElementWithTheDecoder() {
        let scheduler = TestScheduler()
        let json = Data(#"[{"id": 1, "name": "Shai"}, {"id": 2}]"#.utf8)
        let res = scheduler.start { Observable.just(json).decode(type: [Item].self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [next(200, [Item(id: 1, name: "Shai"), Item(id: 2, name: nil)]), completed(200)])
    }

    func testDecodeFailsWithTheDecodersErrorOnBadData() {
        let scheduler = TestScheduler()
        let res = scheduler.start { Observable.just(Data("[{".utf8)).decode(type: [Item].self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertNotNil(res.events.first?.value.error as? DecodingError)
    }
}
