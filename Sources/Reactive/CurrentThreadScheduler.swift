import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs an action at once on the calling thread, unless that thread is
/// already running one of this scheduler's actions: then the action waits
/// in the thread's queue and runs when the current one returns (a
/// trampoline). Recursive scheduling therefore loops instead of growing the
/// stack, and a subscriber gets the chance to dispose between steps: with it
/// `Observable.repeatElement(1).take(3)` ends, as in RxSwift.
public struct CurrentThreadScheduler: ImmediateSchedulerType {
    public static let instance = CurrentThreadScheduler()
    public init() {}

    /// Whether the calling thread is inside one of this scheduler's actions.
    public static var isScheduleRequired: Bool { TrampolineQueue.current == nil }

    public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable {
        if let queue = TrampolineQueue.current {
            let cancel = BooleanDisposable()
            queue.items.append { if !cancel.isDisposed { action() } }
            return cancel
        }
        let queue = TrampolineQueue()
        TrampolineQueue.current = queue
        defer { TrampolineQueue.current = nil }
        action()
        while !queue.items.isEmpty { queue.items.removeFirst()() }
        return Disposables.create()
    }
}

/// One thread's waiting actions. Only its own thread reaches it, through a
/// thread-specific key, so it needs no lock.
private final class TrampolineQueue {
    var items: [() -> Void] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The queue of the action running on this thread, if one is.
    static var current: TrampolineQueue? {
        get { pthread_getspecific(key).map { Unmanaged<TrampolineQueue>.fromOpaque($0).takeUnretainedValue() } }
        set {
            if let old = pthread_getspecific(key) { Unmanaged<TrampolineQueue>.fromOpaque(old).release() }
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
        }
    }
}
