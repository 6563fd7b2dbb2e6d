import Dispatch
import Foundation
import NetworkTestSupport
import XCTest
@testable import Network

/// The bounded callback queue that holds a URLSession download back while its
/// writes are behind, instead of letting queued chunks pile up in memory.
final class URLSessionDelegateQueueTests: XCTestCase {
    func testAddingWaitsForRoomAndRunsInOrder() {
        let queue = URLSessionDelegateQueue(maximumWaiting: 2)
        let gate = DispatchSemaphore(value: 0)
        addTeardownBlock { gate.signal() }
        let ran = Locked<[Int]>([])
        let first = expectation(description: "the first callback started")
        queue.addOperation {
            first.fulfill()
            _ = gate.wait(timeout: .now() + 30)
            ran.mutate { $0.append(1) }
        }
        wait(for: [first], timeout: 10)
        queue.addOperation { ran.mutate { $0.append(2) } }

        let added = Locked(false)
        DispatchQueue.global().async {
            queue.addOperation { ran.mutate { $0.append(3) } }
            added.mutate { $0 = true }
        }
        // Two are held (one running, one waiting): the third waits for room.
        let early = XCTNSPredicateExpectation(predicate: NSPredicate { _, _ in added.value }, object: nil)
        XCTAssertEqual(XCTWaiter().wait(for: [early], timeout: 0.3), .timedOut)
        gate.signal()
        waitUntil { added.value }
        waitUntil { ran.value.count == 3 }
        XCTAssertEqual(ran.value, [1, 2, 3])
    }

    func testACallbackQueueingAnotherDoesNotWaitForItself() {
        let queue = URLSessionDelegateQueue(maximumWaiting: 1)
        let done = expectation(description: "the inner callback ran")
        queue.addOperation {
            queue.addOperation { done.fulfill() }
        }
        wait(for: [done], timeout: 10)
    }
}
