import Dispatch
import XCTest
@testable import HTTPEngine

/// The event loops' deadline heap: soonest first, ties in the order added.
final class ReactorTimersTests: XCTestCase {
    func testDueTasksComeOutSoonestFirstAndTiesInOrder() {
        var timers = ReactorTimers()
        var order: [Int] = []
        let base = DispatchTime(uptimeNanoseconds: 1_000_000)
        var generator = SystemRandomNumberGenerator()
        let offsets = (0..<200).map { _ in UInt64.random(in: 0..<50, using: &generator) }
        for (index, offset) in offsets.enumerated() {
            timers.add(at: base + .nanoseconds(Int(offset)), .task { order.append(index) })
        }
        XCTAssertNil(timers.popDue(now: base.uptimeNanoseconds - 1), "nothing is due before its deadline")
        while let action = timers.popDue(now: base.uptimeNanoseconds + 100) {
            guard case .task(let task) = action else { return XCTFail("only tasks were added") }
            task()
        }
        XCTAssertTrue(timers.isEmpty)
        let expected = offsets.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }.map(\.offset)
        XCTAssertEqual(order, expected)
    }

    func testOnlyTheDuePartIsTaken() {
        var timers = ReactorTimers()
        let base = DispatchTime(uptimeNanoseconds: 5_000_000)
        timers.add(at: base + .milliseconds(2), .handler(token: 2, generation: 0))
        timers.add(at: base + .milliseconds(1), .handler(token: 1, generation: 7))
        XCTAssertEqual(timers.nextDeadline, (base + .milliseconds(1)).uptimeNanoseconds)
        guard case .handler(let token, let generation)? = timers.popDue(now: (base + .milliseconds(1)).uptimeNanoseconds) else {
            return XCTFail("the first deadline is due")
        }
        XCTAssertEqual(token, 1)
        XCTAssertEqual(generation, 7)
        XCTAssertNil(timers.popDue(now: (base + .milliseconds(1)).uptimeNanoseconds))
        XCTAssertEqual(timers.nextDeadline, (base + .milliseconds(2)).uptimeNanoseconds)
    }
}
