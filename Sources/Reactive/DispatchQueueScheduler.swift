import Dispatch
import Foundation
import Synchronization

/// What the dispatch-queue schedulers share: work goes onto one queue, delays
/// run on its timers, and a disposed action never starts.
public protocol DispatchQueueSchedulerType: SchedulerType {
    /// The queue work runs on.
    var queue: DispatchQueue { get }
}

extension DispatchQueueSchedulerType {
    /// The wall clock.
    public var now: Date { Date() }

    /// Runs `action` on the queue, soon.
    public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable {
        let cancel = BooleanDisposable()
        queue.async {
            guard !cancel.isDisposed else { return }
            action()
        }
        return cancel
    }

    /// Runs `action` on the queue after `dueTime` seconds.
    public func schedule(after dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> Disposable {
        let cancel = BooleanDisposable()
        queue.asyncAfter(deadline: .now() + max(0, dueTime)) {
            guard !cancel.isDisposed else { return }
            action()
        }
        return cancel
    }

    /// Runs `action` on the queue every `period` seconds, the first time after `startAfter`.
    public func schedulePeriodic(
        startAfter: RxTimeInterval, period: RxTimeInterval, _ action: @escaping @Sendable () -> Void
    ) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + max(0, startAfter), repeating: period)
        let cancel = BooleanDisposable()
        timer.setEventHandler {
            guard !cancel.isDisposed else { return }
            action()
        }
        timer.resume()
        return TimerDisposable(timer: timer, cancel: cancel)
    }
}

/// Runs work in order on one serial queue.
public struct SerialDispatchQueueScheduler: DispatchQueueSchedulerType {
    /// The serial queue work runs on, in order.
    public let queue: DispatchQueue

    /// A scheduler on `queue`, which must be serial.
    public init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// A scheduler on a new serial queue.
    public init(label: String, qos: DispatchQoS = .default) {
        self.queue = DispatchQueue(label: label, qos: qos)
    }
}

/// Runs work on a concurrent queue; operators that need order (observe(on:))
/// keep it themselves.
public struct ConcurrentDispatchQueueScheduler: DispatchQueueSchedulerType {
    /// The concurrent queue work runs on.
    public let queue: DispatchQueue

    /// A scheduler on `queue`.
    public init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// A scheduler on the global queue of `qos`.
    public init(qos: DispatchQoS) {
        self.queue = DispatchQueue.global(qos: qos.qosClass)
    }
}

/// The main queue, where the terminal is drawn. `instance` runs work inline
/// when already on the main thread; `asyncInstance` always goes through the queue.
public struct MainScheduler: DispatchQueueSchedulerType {
    /// The main queue, inline when already on the main thread.
    public static let instance = MainScheduler(alwaysAsync: false)
    /// The main queue, always through the queue.
    public static let asyncInstance = MainScheduler(alwaysAsync: true)

    /// The main queue.
    public var queue: DispatchQueue { .main }
    private let alwaysAsync: Bool

    private init(alwaysAsync: Bool) {
        self.alwaysAsync = alwaysAsync
    }

    /// Runs `action` at once on the main thread (for `instance`), else on the main queue.
    public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable {
        if !alwaysAsync && Thread.isMainThread {
            action()
            return Disposables.create()
        }
        let cancel = BooleanDisposable()
        DispatchQueue.main.async {
            guard !cancel.isDisposed else { return }
            action()
        }
        return cancel
    }

    /// Stops the process when called off the main thread: UI code calls this.
    public static func ensureRunningOnMainThread(_ message: String = "not on the main thread") {
        precondition(Thread.isMainThread, message)
    }
}

/// Owns a dispatch timer, which is not Sendable, behind a lock.
private final class TimerDisposable: Disposable {
    private let timer: Mutex<(any DispatchSourceTimer)?>
    private let cancel: BooleanDisposable

    init(timer: sending any DispatchSourceTimer, cancel: BooleanDisposable) {
        self.timer = Mutex(timer)
        self.cancel = cancel
    }

    func dispose() {
        cancel.dispose()
        timer.withLock { timer in
            timer?.cancel()
            timer = nil
        }
    }
}
