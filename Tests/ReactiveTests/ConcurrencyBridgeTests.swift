import XCTest
import Reactive

final class ConcurrencyBridgeTests: XCTestCase {
    private func sequence(_ values: [Int], then end: Event<Int> = .completed) -> Observable<Int> {
        Observable.create { observer in
            for value in values { observer.onNext(value) }
            observer.on(end)
            return Disposables.create()
        }
    }

    func testValuesYieldsEveryElementThenFinishes() async throws {
        var received: [Int] = []
        for try await value in sequence([1, 2, 3]).values { received.append(value) }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testValuesThrowsTheSequenceError() async {
        var received: [Int] = []
        do {
            for try await value in sequence([1], then: .error(TestError(9))).values { received.append(value) }
            XCTFail("the error must be thrown")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(9))
        }
        XCTAssertEqual(received, [1])
    }

    func testCancellingTheConsumerDisposesTheSubscription() async {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "disposed")
        let endless = Observable<Int>.create { observer in
            observer.onNext(1)
            subscribed.fulfill()
            return Disposables.create { disposed.fulfill() }
        }
        let consumer = Task {
            var count = 0
            for try await _ in endless.values { count += 1 }
            return count
        }
        await fulfillment(of: [subscribed], timeout: 5)
        consumer.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        let count = try? await consumer.value
        XCTAssertEqual(count, 1, "the element sent before cancellation is still delivered")
    }

    func testLeavingTheLoopEarlyDisposesTheSubscription() async throws {
        let disposed = expectation(description: "disposed")
        let subject = BehaviorSubject(value: 1)
        let observed = Observable<Int>.create { observer in
            let inner = subject.subscribe(observer)
            return Disposables.create {
                inner.dispose()
                disposed.fulfill()
            }
        }
        for try await value in observed.values {
            XCTAssertEqual(value, 1)
            break
        }
        await fulfillment(of: [disposed], timeout: 5)
    }

    func testAsyncEmitsTheResultThenCompletes() {
        let completed = expectation(description: "completed")
        let received = AtomicCounter()
        let subscription = Observable<Int>.async { 40 + 2 }.subscribe(
            onNext: { value in received.add(value) },
            onCompleted: { completed.fulfill() }
        )
        wait(for: [completed], timeout: 5)
        XCTAssertEqual(received.value, 42)
        subscription.dispose()
    }

    func testAsyncForwardsTheThrownError() {
        let failed = expectation(description: "failed")
        let subscription = Observable<Int>.async { throw TestError(8) }.subscribe(onError: { error in
            XCTAssertEqual(error as? TestError, TestError(8))
            failed.fulfill()
        })
        wait(for: [failed], timeout: 5)
        subscription.dispose()
    }

    func testDisposingCancelsTheTask() {
        let started = expectation(description: "work started")
        let cancelled = expectation(description: "task saw cancellation")
        let delivered = expectation(description: "nothing is delivered after dispose")
        delivered.isInverted = true
        let work = Observable<Int>.async {
            started.fulfill()
            // Waits on a stream nobody feeds: only cancellation ends the loop.
            let (stream, continuation) = AsyncStream<Int>.makeStream()
            for await _ in stream {}
            if Task.isCancelled { cancelled.fulfill() }
            withExtendedLifetime(continuation) {}
            return 0
        }
        let subscription = work.subscribe(onNext: { _ in delivered.fulfill() }, onCompleted: { delivered.fulfill() })
        wait(for: [started], timeout: 5)
        subscription.dispose()
        wait(for: [cancelled], timeout: 5)
        wait(for: [delivered], timeout: 0.2)
    }
}
