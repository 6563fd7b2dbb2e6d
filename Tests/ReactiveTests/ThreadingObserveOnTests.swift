import Dispatch
import Foundation
import XCTest
import Reactive

final class ThreadingObserveOnTests: XCTestCase {
    func testConcurrentSchedulerKeepsOrderAndSerialDelivery() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let subject = PublishSubject<Int>()
        let detector = OverlapDetector()
        let expected = Locked(0)
        let outOfOrder = AtomicCounter()
        let done = expectation(description: "completed")
        let subscription = subject.observe(on: scheduler).subscribe(
            onNext: { value in
                detector.around {
                    expected.withLock { next in
                        if value != next { outOfOrder.add() }
                        next = value + 1
                    }
                }
            },
            onCompleted: { done.fulfill() }
        )
        let count = 20_000
        DispatchQueue.global().async {
            for value in 0..<count { subject.onNext(value) }
            subject.onCompleted()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(detector.calls.value, count)
        XCTAssertEqual(outOfOrder.value, 0)
        XCTAssertEqual(detector.overlaps, 0)
        subscription.dispose()
    }

    func testManySendersThroughAConcurrentSchedulerStillDeliverSerially() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let detector = OverlapDetector()
        let all = expectation(description: "every element delivered")
        let total = 8 * 500
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { _ in
            detector.around()
            if detector.calls.value == total { all.fulfill() }
        })
        DispatchQueue.concurrentPerform(iterations: 8) { sender in
            for index in 0..<500 { subject.onNext(sender * 500 + index) }
        }
        wait(for: [all], timeout: 10)
        XCTAssertEqual(detector.overlaps, 0)
        subscription.dispose()
    }

    func testMainSchedulerAsyncInstanceHopsToTheMainThread() {
        let subject = PublishSubject<Int>()
        let received = Locked<[Int]>([])
        let offMain = AtomicCounter()
        let done = expectation(description: "completed on main")
        let subscription = subject.observe(on: MainScheduler.asyncInstance).subscribe(
            onNext: { value in
                if !Thread.isMainThread { offMain.add() }
                received.withLock { $0.append(value) }
            },
            onCompleted: {
                if !Thread.isMainThread { offMain.add() }
                done.fulfill()
            }
        )
        DispatchQueue.global().async {
            for value in 0..<50 { subject.onNext(value) }
            subject.onCompleted()
        }
        // wait(for:) runs the main run loop, which drains the main queue.
        wait(for: [done], timeout: 5)
        XCTAssertEqual(received.withLock { $0 }, Array(0..<50))
        XCTAssertEqual(offMain.value, 0)
        subscription.dispose()
    }

    func testMainSchedulerAsyncInstanceDefersEvenOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        let ran = AtomicCounter()
        let done = expectation(description: "ran later on main")
        _ = MainScheduler.asyncInstance.schedule {
            ran.add()
            done.fulfill()
        }
        XCTAssertEqual(ran.value, 0, "asyncInstance never runs inline")
        wait(for: [done], timeout: 5)
        XCTAssertEqual(ran.value, 1)

        _ = MainScheduler.instance.schedule { ran.add() }
        XCTAssertEqual(ran.value, 2, "instance runs inline on the main thread")
    }
}
