import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Reactive
import ReactiveTesting
import Synchronization

/// An error a test can name in its expected events.
struct NumberedError: Error, Equatable, CustomStringConvertible {
    let id: Int
    init(_ id: Int = 0) { self.id = id }
    var description: String { "NumberedError(\(id))" }
}

/// A counter that closures can share across threads.
final class AtomicCounter: Sendable {
    private let storage = Atomic<Int>(0)
    init() {}
    var value: Int { storage.load(ordering: .acquiring) }
    /// Adds `delta` and returns the new value.
    @discardableResult func add(_ delta: Int = 1) -> Int {
        storage.add(delta, ordering: .acquiringAndReleasing).newValue
    }
}

/// A TestScheduler that also counts the actions scheduled on it that have
/// neither run nor been cancelled, so a test can prove disposal cancels
/// an operator's timers rather than leaving them to fire into nothing.
final class CountingScheduler: SchedulerType {
    let base: TestScheduler
    private let outstanding = AtomicCounter()

    init(_ base: TestScheduler) {
        self.base = base
    }

    /// Scheduled actions that will still run if the clock moves on.
    var pending: Int { outstanding.value }

    var now: Date { base.now }

    func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable {
        track({ base.schedule($0) }, action: action)
    }

    func schedule(after dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> Disposable {
        track({ base.schedule(after: dueTime, $0) }, action: action)
    }

    private func track(
        _ scheduleOnBase: (@escaping @Sendable () -> Void) -> Disposable,
        action: @escaping @Sendable () -> Void
    ) -> Disposable {
        outstanding.add(1)
        let settled = AtomicCounter()
        let outstanding = self.outstanding
        // Runs once, whether the action runs or is cancelled first.
        let settle: @Sendable () -> Void = {
            if settled.add() == 1 { outstanding.add(-1) }
        }
        let scheduled = scheduleOnBase {
            settle()
            action()
        }
        return Disposables.create {
            settle()
            scheduled.dispose()
        }
    }
}

/// Holds a subscription made inside a scheduled action so a later action can dispose it.
final class SubscriptionBox: Sendable {
    private let slot = SanitizerVisibleMutex<Disposable?>(nil)
    func set(_ disposable: Disposable) { slot.withLock { $0 = disposable } }
    func dispose() { slot.withLock { $0 }?.dispose() }
}

/// Polls `condition` until it holds or `timeout` seconds pass, yielding the
/// CPU between checks. For counts another thread settles a moment after the
/// event a test waited for (a subscription released after its last callback).
func eventually(timeout: Double = 5, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        if Date() > deadline { return false }
        sched_yield()
    }
    return true
}

/// A value behind an NSLock, for test state touched by many threads.
/// Synchronization.Mutex would do, except that ThreadSanitizer cannot see its
/// futex waits on Linux and reports contended sections as races; NSLock is a
/// pthread mutex, which TSan understands.
final class Locked<Value>: @unchecked Sendable { // `lock` guards `value`
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
