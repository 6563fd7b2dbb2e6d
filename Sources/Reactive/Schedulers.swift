import Foundation

/// Seconds, as RxSwift counts intervals.
public typealias RxTimeInterval = TimeInterval

/// Runs work now or soon, in order, somewhere.
public protocol ImmediateSchedulerType: Sendable {
    /// Schedules `action`; disposing the result before it runs cancels it.
    func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable
}

/// A scheduler that also knows time: what the time-based operators take, so
/// tests can give them a virtual clock.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's clock: the wall's, or a test's virtual one.
    var now: Date { get }

    /// Runs `action` after `dueTime` seconds.
    func schedule(after dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> Disposable

    /// Runs `action` every `period` seconds, the first time after `startAfter`.
    func schedulePeriodic(
        startAfter: RxTimeInterval, period: RxTimeInterval, _ action: @escaping @Sendable () -> Void
    ) -> Disposable
}

extension SchedulerType {
    /// The default period: each tick schedules the next, so ticks never overlap.
    public func schedulePeriodic(
        startAfter: RxTimeInterval, period: RxTimeInterval, _ action: @escaping @Sendable () -> Void
    ) -> Disposable {
        let serial = SerialDisposable()
        @Sendable func tick(after delay: RxTimeInterval) {
            serial.disposable = schedule(after: delay) {
                guard !serial.isDisposed else { return }
                action()
                tick(after: period)
            }
        }
        tick(after: startAfter)
        return serial
    }
}

/// Runs each action at once, on the calling thread.
public struct ImmediateScheduler: ImmediateSchedulerType {
    /// The scheduler: it keeps no state, so one is enough.
    public static let instance = ImmediateScheduler()
    /// A scheduler on the calling thread.
    public init() {}

    /// Runs `action` now, before returning.
    public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable {
        action()
        return Disposables.create()
    }
}
