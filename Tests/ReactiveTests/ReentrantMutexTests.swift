@testable import Reactive
import Dispatch
import XCTest

final class ReentrantMutexTests: XCTestCase {
    final class Counter: @unchecked Sendable { // `value` is only touched under `lock`
        let lock = ReentrantMutex()
        var value = 0
    }

    func testTheHoldingThreadMayTakeItAgain() {
        let counter = Counter()
        let result = counter.lock.withLock {
            counter.lock.withLock {
                counter.value += 1
                return counter.value
            }
        }
        XCTAssertEqual(result, 1)
    }

    func testOtherThreadsAreExcluded() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 {
                counter.lock.withLock {
                    // Nested, to prove re-entry releases only at the outermost level.
                    counter.lock.withLock { counter.value += 1 }
                }
            }
        }
        XCTAssertEqual(counter.lock.withLock { counter.value }, 40_000)
    }
}
