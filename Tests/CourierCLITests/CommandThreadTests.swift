@testable import CourierCLI
import Dispatch
import Foundation
import XCTest

/// A subcommand's async code runs on the thread that waits for it, even
/// where it is resumed from another thread, as the network resumes it.
final class CommandThreadTests: XCTestCase {
    func testTheOperationRunsOnTheCallingThreadBeforeAndAfterAResumeFromElsewhere() {
        let caller = pthread_self()
        let seen = CommandThread.run { () async -> [Bool] in
            var onCaller = [pthread_equal(pthread_self(), caller) != 0]
            let resumedOn = await withCheckedContinuation { (continuation: CheckedContinuation<pthread_t, Never>) in
                DispatchQueue.global().async { continuation.resume(returning: pthread_self()) }
            }
            onCaller.append(pthread_equal(resumedOn, caller) == 0)
            onCaller.append(pthread_equal(pthread_self(), caller) != 0)
            return onCaller
        }
        XCTAssertEqual(seen, [true, true, true], "started here, resumed from another thread, and back here")
    }

    func testTheValueComesBackAfterManySuspensions() {
        let total = CommandThread.run { () async -> Int in
            var sum = 0
            for step in 1...200 {
                sum += await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
                    DispatchQueue.global().async { continuation.resume(returning: step) }
                }
            }
            return sum
        }
        XCTAssertEqual(total, 20_100)
    }

    func testAnOperationThatNeverSuspendsReturnsAtOnce() {
        XCTAssertEqual(CommandThread.run { "done" }, "done")
    }

    func testABurstOfTwoThousandChildTasksEachRunsOnce() {
        let sum = CommandThread.run { () async -> Int in
            await withTaskGroup(of: Int.self) { group in
                for value in 1...2_000 { group.addTask { value } }
                return await group.reduce(0, +)
            }
        }
        XCTAssertEqual(sum, 2_001_000, "every child task ran once")
    }

    func testChildTasksRunAndTheirResultsArrive() {
        let results = CommandThread.run { () async -> [Int] in
            await withTaskGroup(of: Int.self) { group in
                for value in 0..<8 { group.addTask { value * value } }
                var collected: [Int] = []
                for await value in group { collected.append(value) }
                return collected.sorted()
            }
        }
        XCTAssertEqual(results, [0, 1, 4, 9, 16, 25, 36, 49])
    }
}
