import Foundation
import Reactive
import ReactiveTesting
import XCTest

/// groupBy as RxSwift 6: a group per key, emitted at its first element; the
/// source lives while the result or any group is subscribed.
/// A word's group: lower case, without surrounding spaces.
private func key(_ word: String) -> String {
    word.lowercased().trimmingCharacters(in: .whitespaces)
}

final class GroupByTests: XCTestCase {
    private let words: [Recorded<Event<String>>] = [
        next(220, "  foo"), next(240, " FoO "), next(270, "baR  "), next(310, "foO "), next(350, " Baz   "),
        next(360, "  qux "), next(390, "   bar"), next(420, " BAR  "), next(470, "FOO "), next(480, "baz  "),
        next(510, " bAZ "), next(530, "    fOo    "), completed(570), next(580, "error"), completed(600),
    ]


    func testGroupByEmitsEachKeyAtItsFirstElementAndCompletesWithTheSource() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(words)
        let calls = Box(0)
        let res = scheduler.start {
            xs.groupBy { word -> String in
                calls.update { $0 += 1 }
                return key(word)
            }.map(\.key)
        }
        XCTAssertEqual(res.events, [next(220, "foo"), next(270, "bar"), next(350, "baz"), next(360, "qux"), completed(570)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 570)])
        XCTAssertEqual(calls.value, 12)
    }

    func testGroupByGroupsSendTheirElementsAndEndWithTheSource() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(words)
        let foo = scheduler.createObserver(String.self)
        let groups = Box<[Disposable]>([])
        let res = scheduler.start {
            xs.groupBy { key($0) }.do(onNext: { group in
                if group.key == "foo" { groups.update { $0.append(group.subscribe(foo)) } }
            }).map(\.key)
        }
        XCTAssertEqual(res.events.count, 5)
        XCTAssertEqual(foo.events, [
            next(220, "  foo"), next(240, " FoO "), next(310, "foO "), next(470, "FOO "), next(530, "    fOo    "), completed(570),
        ])
    }

    func testGroupByKeySelectorThatThrowsFailsTheResultAndEveryGroup() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, -1), next(240, 3)])
        let first = scheduler.createObserver(Int.self)
        let res = scheduler.start {
            xs.groupBy { value -> Int in
                if value < 0 { throw TestError.boom }
                return value % 2
            }.do(onNext: { group in if group.key == 1 { _ = group.subscribe(first) } }).map(\.key)
        }
        XCTAssertEqual(res.events, [next(210, 1), next(220, 0), error(230, TestError.boom)])
        XCTAssertEqual(first.events, [next(210, 1), error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testGroupByKeepsTheSourceWhileAGroupIsSubscribedAfterTheResultIsDisposed() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 3), next(320, 5), next(420, 7)])
        let odd = scheduler.createObserver(Int.self)
        let groupSubscription = Box<Disposable?>(nil)
        scheduler.scheduleAt(400) { groupSubscription.value?.dispose() }
        let res = scheduler.start(disposed: 300) {
            xs.groupBy { $0 % 2 }.do(onNext: { group in groupSubscription.value = group.subscribe(odd) }).map(\.key)
        }
        XCTAssertEqual(res.events, [next(210, 1)])
        XCTAssertEqual(odd.events, [next(210, 1), next(220, 3), next(320, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
