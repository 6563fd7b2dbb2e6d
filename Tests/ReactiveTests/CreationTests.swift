import Reactive
import ReactiveTesting
import XCTest

final class CreationTests: XCTestCase {
    func testJustEmitsOneElementThenCompletes() {
        XCTAssertEqual(collect(Observable.just(7)), [.next(7), .completed])
    }

    func testFromArrayEmitsInOrder() {
        XCTAssertEqual(collect(Observable.from([1, 2, 3])), [.next(1), .next(2), .next(3), .completed])
    }

    func testFromSequenceAcceptsAnySendableSequence() {
        XCTAssertEqual(collect(Observable.from(1...3)), [.next(1), .next(2), .next(3), .completed])
    }

    func testOfIsVariadicFrom() {
        XCTAssertEqual(collect(Observable.of("a", "b")), [.next("a"), .next("b"), .completed])
    }

    func testEmptyCompletes() {
        XCTAssertEqual(collect(Observable<Int>.empty()), [.completed])
    }

    func testNeverEmitsNothing() {
        XCTAssertEqual(collect(Observable<Int>.never()), [])
    }

    func testErrorFails() {
        XCTAssertEqual(collect(Observable<Int>.error(TestError.boom)), [.error(TestError.boom)])
    }

    func testRangeCountsFromStart() {
        XCTAssertEqual(collect(Observable.range(start: 5, count: 3)), [.next(5), .next(6), .next(7), .completed])
        XCTAssertEqual(collect(Observable.range(start: 5, count: 0)), [.completed])
    }

    func testDeferredCallsTheFactoryOncePerSubscription() {
        let calls = Box(0)
        let source = Observable.deferred { () -> Observable<Int> in
            calls.update { $0 += 1 }
            return .just(calls.value)
        }
        XCTAssertEqual(calls.value, 0, "nothing happens before subscription")
        XCTAssertEqual(collect(source), [.next(1), .completed])
        XCTAssertEqual(collect(source), [.next(2), .completed])
    }

    func testDeferredFactoryThatThrowsFailsTheSubscription() {
        let source = Observable<Int>.deferred { throw TestError.boom }
        XCTAssertEqual(collect(source), [.error(TestError.boom)])
    }

    func testCreateIsColdAndDisposesItsWork() {
        let disposed = Box(0)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { disposed.update { $0 += 1 } }
        }
        let subscription = source.subscribe { _ in }
        XCTAssertEqual(disposed.value, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposed.value, 1, "disposing twice runs the work's disposal once")
    }
}
