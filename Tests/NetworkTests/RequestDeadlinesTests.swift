import Foundation
import Reactive
import ReactiveTesting
import Synchronization
import XCTest
@testable import Network

/// Requests' deadlines on one timer: each fires on time unless disposed, and
/// deadlines disposed before they fall due (nearly every request's) cost the
/// scheduler no wake of their own.
final class RequestDeadlinesTests: XCTestCase {
    /// A TestScheduler that counts what it is asked to schedule.
    private final class CountingScheduler: SchedulerType, Sendable {
        let base = TestScheduler(resolution: 0.001)
        let scheduled = Atomic<Int>(0)
        var now: Date { base.now }
        func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable { base.schedule(action) }
        func schedule(after dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> Disposable {
            scheduled.add(1, ordering: .relaxed)
            return base.schedule(after: dueTime, action)
        }
        func schedulePeriodic(startAfter: RxTimeInterval, period: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> Disposable {
            base.schedulePeriodic(startAfter: startAfter, period: period, action)
        }
    }

    private let scheduler = CountingScheduler()

    /// Which deadline fired, and how long after it was set.
    private final class Firings: Sendable {
        private let entries = Mutex<[(String, TimeInterval)]>([])
        func append(_ entry: (String, TimeInterval)) { entries.withLock { $0.append(entry) } }
        func withLock<R>(_ body: ([(String, TimeInterval)]) -> R) -> R { entries.withLock { body($0) } }
    }

    private func firings(_ deadlines: RequestDeadlines, _ intervals: [TimeInterval]) -> (Firings, [Disposable]) {
        let fired = Firings()
        let start = scheduler.now
        let disposables = intervals.enumerated().map { index, interval in
            deadlines.schedule(after: interval) { [scheduler] in
                fired.append(("d\(index)", scheduler.now.timeIntervalSince(start)))
            }
        }
        return (fired, disposables)
    }

    func testEachDeadlineFiresOnTimeInOrder() {
        let deadlines = RequestDeadlines(scheduler: scheduler)
        let (fired, _) = firings(deadlines, [3, 1, 2, 2])
        scheduler.base.advance(by: 10)
        let seen = fired.withLock { $0 }
        XCTAssertEqual(seen.map(\.0), ["d1", "d2", "d3", "d0"])
        XCTAssertEqual(seen.map(\.1), [1, 2, 2, 3])
        XCTAssertEqual(deadlines.pendingCount, 0)
    }

    func testADisposedDeadlineNeverFires() {
        let deadlines = RequestDeadlines(scheduler: scheduler)
        let (fired, disposables) = firings(deadlines, [1, 2, 3])
        disposables[1].dispose()
        scheduler.base.advance(by: 10)
        XCTAssertEqual(fired.withLock { $0.map(\.0) }, ["d0", "d2"])
    }

    func testDeadlinesDisposedBeforeTheyFallDueWakeTheSchedulerOnce() {
        let deadlines = RequestDeadlines(scheduler: scheduler)
        // A thousand requests a millisecond apart, each answered at once: their 30-second deadlines are disposed.
        for _ in 0..<1_000 {
            deadlines.schedule(after: 30) { XCTFail("a disposed deadline fired") }.dispose()
            scheduler.base.advance(by: 0.001)
        }
        XCTAssertEqual(scheduler.scheduled.load(ordering: .relaxed), 1, "only the first deadline armed the scheduler")
        let (fired, _) = firings(deadlines, [30])
        scheduler.base.advance(by: 60)
        XCTAssertEqual(fired.withLock { $0.map(\.1) }, [30], "the wake for the disposed ones re-armed for the live one")
        XCTAssertLessThanOrEqual(scheduler.scheduled.load(ordering: .relaxed), 3)
    }

    func testAnEarlierDeadlineArmsAnEarlierWake() {
        let deadlines = RequestDeadlines(scheduler: scheduler)
        let (fired, _) = firings(deadlines, [30, 5])
        scheduler.base.advance(by: 6)
        XCTAssertEqual(fired.withLock { $0.map(\.0) }, ["d1"])
        scheduler.base.advance(by: 30)
        XCTAssertEqual(fired.withLock { $0.map(\.0) }, ["d1", "d0"])
    }
}
