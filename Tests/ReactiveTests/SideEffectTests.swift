@testable import Reactive
import ReactiveTesting
import XCTest

final class SideEffectTests: XCTestCase {
    func testDoRunsEachHandlerInOrderAroundTheEvents() {
        let log = Box<[String]>([])
        let source = Observable.of(1, 2).do(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onSubscribe: { log.append("subscribe") },
            onSubscribed: { log.append("subscribed") },
            onDispose: { log.append("dispose") }
        )
        let subscription = source.subscribe(onNext: { log.append("observer \($0)") })
        XCTAssertEqual(log.value, [
            "subscribe", "next 1", "observer 1", "next 2", "observer 2", "completed", "subscribed", "dispose",
        ])
        subscription.dispose()
        XCTAssertEqual(log.value.filter { $0 == "dispose" }.count, 1, "onDispose runs once")
    }

    func testDoOnErrorSeesTheError() {
        let seen = Box<String>("")
        let res = collect(Observable<Int>.error(TestError.boom).do(onError: { seen.value = "\($0)" }))
        XCTAssertEqual(res, [.error(TestError.boom)])
        XCTAssertEqual(seen.value, "boom")
    }

    func testDoOnDisposeRunsWhenDisposedEarly() {
        let disposed = Box(0)
        let subject = PublishSubject<Int>()
        let subscription = subject.do(onDispose: { disposed.update { $0 += 1 } }).subscribe { _ in }
        XCTAssertEqual(disposed.value, 0)
        subscription.dispose()
        XCTAssertEqual(disposed.value, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testDoOnNextThatThrowsFailsInPlaceOfTheElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(300)])
        let res = scheduler.start { xs.do(onNext: { if $0 == 2 { throw TestError.boom } }) }
        XCTAssertEqual(res.events, [next(210, 1), error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDebugPrintsSubscriptionEventsAndDisposal() {
        let lines = Box<[String]>([])
        let res = collect(Observable.of(1).debug("numbers", trimOutput: false, printer: { lines.append($0) }))
        XCTAssertEqual(res, [.next(1), .completed])
        let tails = lines.value.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }
        XCTAssertEqual(tails, [
            "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event completed", "numbers -> isDisposed",
        ])
        let stamp = lines.value[0].prefix(23)
        XCTAssertNotNil(stamp.wholeMatch(of: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}/), "timestamp was \(stamp)")
    }

    func testDebugTrimsLongEvents() {
        let lines = Box<[String]>([])
        let long = String(repeating: "x", count: 100)
        _ = collect(Observable.just(long).debug("long", trimOutput: true, printer: { lines.append($0) }))
        let event = lines.value[1].components(separatedBy: "-> Event ").last!
        XCTAssertEqual(event.count, DebugClock.trimmedLength)
        XCTAssertTrue(event.hasSuffix("..."))
    }

    func testDebugPublicFormPassesEventsThrough() {
        XCTAssertEqual(collect(Observable.of(1, 2).debug()), [.next(1), .next(2), .completed])
    }

    func testAsObservableHidesTheSubject() {
        let subject = PublishSubject<Int>()
        let seen = Box<[Int]>([])
        let subscription = subject.asObservable().subscribe(onNext: { v in seen.update { $0.append(v) } })
        subject.onNext(1)
        XCTAssertEqual(seen.value, [1])
        subscription.dispose()
    }
}
