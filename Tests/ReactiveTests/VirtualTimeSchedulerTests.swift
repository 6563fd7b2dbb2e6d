import Foundation
import Reactive
import XCTest

/// VirtualTimeScheduler and HistoricalScheduler: work in time order, then in
/// scheduling order, as the clock is moved, as RxSwift's.
final class VirtualTimeSchedulerTests: XCTestCase {
    /// Ticks of a millisecond, to show a converter of one's own.
    private struct Milliseconds: VirtualTimeConverterType {
        func convertFromVirtualTime(_ virtualTime: Int) -> Date { Date(timeIntervalSince1970: Double(virtualTime) / 1000) }
        func convertToVirtualTime(_ time: Date) -> Int { Int((time.timeIntervalSince1970 * 1000).rounded()) }
        func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) / 1000 }
        func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int((timeInterval * 1000).rounded()) }
        func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
        func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
            lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
        }
    }

    func testVirtualTimeRunsWorkInTimeOrderThenSchedulingOrder() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: Milliseconds())
        let log = Box<[String]>([])
        scheduler.scheduleAbsoluteVirtual(30) { log.append("c@\(scheduler.clock)") }
        scheduler.scheduleAbsoluteVirtual(10) { log.append("a@\(scheduler.clock)") }
        scheduler.scheduleAbsoluteVirtual(10) { log.append("b@\(scheduler.clock)") }
        scheduler.start()
        XCTAssertEqual(log.value, ["a@10", "b@10", "c@30"])
        XCTAssertEqual(scheduler.clock, 30)
    }

    func testVirtualTimeRunsNowWorkAtNowAndConvertsIntervals() {
        let scheduler = VirtualTimeScheduler(initialClock: 100, converter: Milliseconds())
        let log = Box<[String]>([])
        _ = scheduler.schedule { log.append("now@\(scheduler.clock)") }
        _ = scheduler.schedule(after: 0.25) { log.append("later@\(scheduler.clock)") }
        scheduler.start()
        XCTAssertEqual(log.value, ["now@100", "later@350"])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 0.35))
    }

    func testAdvanceToRunsOnlyDueWorkAndSetsTheClock() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: Milliseconds())
        let log = Box<[String]>([])
        scheduler.scheduleAbsoluteVirtual(10) { log.append("a") }
        scheduler.scheduleAbsoluteVirtual(50) { log.append("b") }
        scheduler.advanceTo(20)
        XCTAssertEqual(log.value, ["a"])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.sleep(5)
        XCTAssertEqual(scheduler.clock, 25)
    }

    func testStopInsideAnActionLeavesTheRestQueued() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: Milliseconds())
        let log = Box<[String]>([])
        scheduler.scheduleAbsoluteVirtual(10) { log.append("a"); scheduler.stop() }
        scheduler.scheduleAbsoluteVirtual(20) { log.append("b") }
        scheduler.start()
        XCTAssertEqual(log.value, ["a"])
        scheduler.start()
        XCTAssertEqual(log.value, ["a", "b"])
    }

    func testHistoricalSchedulerDrivesTimeOperatorsOnDates() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        let seen = Box<[String]>([])
        let subscription = Observable<Int>.interval(60, scheduler: scheduler).take(3).subscribe(
            onNext: { value in seen.append("\(value)@\(Int(scheduler.now.timeIntervalSince(start)))") },
            onCompleted: { seen.append("done") }
        )
        scheduler.start()
        XCTAssertEqual(seen.value, ["0@60", "1@120", "2@180", "done"])
        XCTAssertEqual(scheduler.clock, start.addingTimeInterval(180))
        subscription.dispose()
    }

    func testDisposedWorkDoesNotRun() {
        let scheduler = HistoricalScheduler()
        let ran = Box(false)
        let work = scheduler.schedule(after: 5) { ran.value = true }
        work.dispose()
        scheduler.start()
        XCTAssertFalse(ran.value)
    }
}
