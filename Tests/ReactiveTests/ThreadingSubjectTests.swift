import Dispatch
import XCTest
import Reactive
import ReactiveTesting

/// Counts calls that overlap: an observer must never be entered by two threads at once.
final class OverlapDetector: Sendable {
    private let inFlight = AtomicCounter()
    private let overlapCount = AtomicCounter()
    let calls = AtomicCounter()

    var overlaps: Int { overlapCount.value }

    func enter() {
        if inFlight.add() != 1 { overlapCount.add() }
        calls.add()
    }

    func leave() { inFlight.add(-1) }

    func around(_ body: () -> Void = {}) {
        enter()
        body()
        leave()
    }
}

final class ThreadingSubjectTests: XCTestCase {
    private static let threads = 8
    private static let perThread = 500

    func testPublishSubjectDeliversEveryElementSeriallyFromManyThreads() {
        let (threads, perThread) = (Self.threads, Self.perThread)
        let subject = PublishSubject<Int>()
        let detector = OverlapDetector()
        // Each sender's elements must arrive in the order it sent them.
        let lastBySender = Locked<[Int: Int]>([:])
        let reordered = AtomicCounter()
        let subscription = subject.subscribe(onNext: { value in
            detector.around {
                let (sender, index) = value.quotientAndRemainder(dividingBy: 10_000)
                lastBySender.withLock { last in
                    if let previous = last[sender], previous >= index { reordered.add() }
                    last[sender] = index
                }
            }
        })
        DispatchQueue.concurrentPerform(iterations: threads) { sender in
            for index in 0..<perThread { subject.onNext(sender * 10_000 + index) }
        }
        XCTAssertEqual(detector.calls.value, threads * perThread)
        XCTAssertEqual(detector.overlaps, 0)
        XCTAssertEqual(reordered.value, 0)
        subscription.dispose()
    }

    func testBehaviorRelayAcceptFromManyThreads() {
        let (threads, perThread) = (Self.threads, Self.perThread)
        let relay = BehaviorRelay(value: -1)
        let detector = OverlapDetector()
        let last = Locked<Int?>(nil)
        let subscription = relay.subscribe(onNext: { value in
            detector.around { last.withLock { $0 = value } }
        })
        DispatchQueue.concurrentPerform(iterations: threads) { sender in
            for index in 0..<perThread { relay.accept(sender * perThread + index) }
        }
        XCTAssertEqual(detector.calls.value, 1 + threads * perThread, "the initial value plus every accept")
        XCTAssertEqual(detector.overlaps, 0)
        XCTAssertEqual(last.withLock { $0 }, relay.value, "the last delivered element is the current value")
        subscription.dispose()
    }

    func testSubscribingAndDisposingWhileEmittingFromOtherThreads() {
        let (threads, perThread) = (Self.threads, Self.perThread)
        let start = Resources.total
        let subject = PublishSubject<Int>()
        let detector = OverlapDetector()
        let steady = AtomicCounter()
        let steadySubscription = subject.subscribe(onNext: { _ in detector.around { steady.add() } })
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            if worker.isMultiple(of: 2) {
                for value in 0..<perThread { subject.onNext(value) }
            } else {
                for _ in 0..<200 {
                    subject.subscribe(onNext: { _ in detector.around() }).dispose()
                }
            }
        }
        subject.onCompleted()
        XCTAssertEqual(steady.value, threads / 2 * perThread)
        XCTAssertEqual(detector.overlaps, 0)
        steadySubscription.dispose()
        XCTAssertEqual(Resources.total, start, "every subscription ended")
    }

    func testBehaviorSubjectSubscribersJoiningWhileItChangesEachGetAValue() {
        let (threads, perThread) = (Self.threads, Self.perThread)
        let subject = BehaviorSubject(value: 0)
        let joined = Locked<[(received: AtomicCounter, subscription: Disposable)]>([])
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            for value in 1...perThread {
                if worker.isMultiple(of: 2) {
                    subject.onNext(value)
                } else if value.isMultiple(of: 10) {
                    let received = AtomicCounter()
                    let subscription = subject.subscribe(onNext: { _ in received.add() })
                    joined.withLock { $0.append((received, subscription)) }
                }
            }
        }
        // A subscriber that joins while another thread delivers is replayed by
        // that thread, so the value may arrive after subscribe returns, but it
        // has arrived once every sender has returned.
        let subscribers = joined.withLock { $0 }
        XCTAssertEqual(subscribers.count, threads / 2 * perThread / 10)
        XCTAssertEqual(subscribers.filter { $0.received.value == 0 }.count, 0)
        for subscriber in subscribers { subscriber.subscription.dispose() }
    }

    /// One sender counts up; subscribers join from other threads as it does.
    /// Each must see an unbroken run from the value it joined at to the last:
    /// an element sent while a subscriber was joining reaches it exactly once,
    /// by replay or by delivery, never neither and never both.
    func testBehaviorRelaySubscribersJoiningMidStreamMissNothingAndSeeNothingTwice() {
        let last = 5_000
        let relay = BehaviorRelay(value: 0)
        let joined = Locked<[(values: Locked<[Int]>, subscription: Disposable)]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker == 0 {
                for value in 1...last { relay.accept(value) }
            } else {
                for _ in 0..<50 {
                    let values = Locked<[Int]>([])
                    let subscription = relay.subscribe(onNext: { value in values.withLock { $0.append(value) } })
                    joined.withLock { $0.append((values, subscription)) }
                }
            }
        }
        let subscribers = joined.withLock { $0 }
        XCTAssertEqual(subscribers.count, 150)
        var broken: [String] = []
        for subscriber in subscribers {
            let values = subscriber.values.withLock { $0 }
            subscriber.subscription.dispose()
            guard let first = values.first else { broken.append("nothing"); continue }
            guard values != Array(first...last) else { continue }
            let breaks = zip(values, values.dropFirst()).filter { $0.1 != $0.0 + 1 }.prefix(3)
            broken.append("from \(first), \(values.count) values, breaks \(Array(breaks)), last \(values.last!)")
        }
        XCTAssertEqual(broken, [], "subscribers whose run has a gap, a repeat, or stops short of \(last)")
    }
}
