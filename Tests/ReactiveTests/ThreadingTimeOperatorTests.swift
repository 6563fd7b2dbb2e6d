import Dispatch
import XCTest
import Reactive

/// The time-based operators on real dispatch queues, fed from many threads:
/// the timer thread and the senders race, and delivery must stay serial.
final class ThreadingTimeOperatorTests: XCTestCase {
    private static let senders = 4
    private static let perSender = 250

    private func feed(_ subject: PublishSubject<Int>) {
        let perSender = Self.perSender
        DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
            for index in 0..<perSender { subject.onNext(sender * perSender + index) }
        }
        subject.onCompleted()
    }

    private func run(
        _ name: String, _ transform: (Observable<Int>) -> Observable<Int>
    ) -> (detector: OverlapDetector, elements: [Int]) {
        let subject = PublishSubject<Int>()
        let detector = OverlapDetector()
        let elements = Locked<[Int]>([])
        let done = expectation(description: "\(name) completed")
        let subscription = transform(subject.asObservable()).subscribe(
            onNext: { value in detector.around { elements.withLock { $0.append(value) } } },
            onCompleted: { done.fulfill() }
        )
        feed(subject)
        wait(for: [done], timeout: 10)
        subscription.dispose()
        return (detector, elements.withLock { $0 })
    }

    func testDelayOnAConcurrentQueueDeliversEverythingSerially() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let result = run("delay") { $0.delay(0.002, scheduler: scheduler) }
        XCTAssertEqual(result.elements.count, Self.senders * Self.perSender)
        XCTAssertEqual(Set(result.elements).count, result.elements.count)
        XCTAssertEqual(result.detector.overlaps, 0)
    }

    func testThrottleOnAConcurrentQueueStaysSerial() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let result = run("throttle") { $0.throttle(0.0005, scheduler: scheduler) }
        XCTAssertFalse(result.elements.isEmpty)
        XCTAssertEqual(result.detector.overlaps, 0)
    }

    func testDebounceOnAConcurrentQueueStaysSerialAndFlushesOnCompletion() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let result = run("debounce") { $0.debounce(0.0005, scheduler: scheduler) }
        XCTAssertFalse(result.elements.isEmpty, "completion flushes the pending element")
        XCTAssertEqual(result.detector.overlaps, 0)
    }

    func testTimeoutFiresOnARealQueue() {
        let scheduler = SerialDispatchQueueScheduler(label: "courier.test.timeout")
        let failed = expectation(description: "timed out")
        let subscription = Observable<Int>.create { _ in Disposables.create() }
            .timeout(0.01, scheduler: scheduler)
            .subscribe(onError: { error in
                XCTAssertEqual(error as? RxError, .timeout)
                failed.fulfill()
            })
        wait(for: [failed], timeout: 5)
        subscription.dispose()
    }

    func testIntervalOnARealQueueTicksInOrder() {
        let scheduler = SerialDispatchQueueScheduler(label: "courier.test.interval")
        let ticks = Locked<[Int]>([])
        let five = expectation(description: "five ticks")
        let subscription = Observable<Int>.interval(0.001, scheduler: scheduler).subscribe(onNext: { tick in
            let count = ticks.withLock { ticks -> Int in
                ticks.append(tick)
                return ticks.count
            }
            if count == 5 { five.fulfill() }
        })
        wait(for: [five], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(Array(ticks.withLock { $0 }.prefix(5)), [0, 1, 2, 3, 4])
    }

    func testRetryWithDelayOnARealQueue() {
        let scheduler = SerialDispatchQueueScheduler(label: "courier.test.retry")
        let attempts = AtomicCounter()
        let flaky = Observable<Int>.create { observer in
            if attempts.add() < 3 {
                observer.onError(TestError(1))
            } else {
                observer.onNext(7)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let value = expectation(description: "succeeded on the third attempt")
        let subscription = flaky.retry(maxAttempts: 5, schedule: .constant(0.001), scheduler: scheduler)
            .subscribe(onNext: { XCTAssertEqual($0, 7) }, onCompleted: { value.fulfill() })
        wait(for: [value], timeout: 5)
        XCTAssertEqual(attempts.value, 3)
        subscription.dispose()
    }
}
