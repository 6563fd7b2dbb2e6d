import CReactive

/// Runs an action at once on the calling thread, unless that thread is
/// already inside a trampoline: then the action waits in the thread's queue
/// and runs when the work in progress returns. Every outermost `subscribe`
/// on a thread opens a trampoline, as RxSwift's does, so a source that
/// schedules its steps here (`repeatElement`, `generate` by default) starts
/// only once the whole chain is subscribed and each operator holds what
/// disposes its source: `Observable.repeatElement(1).take(3)` ends, and
/// recursive steps loop instead of growing the stack.
public struct CurrentThreadScheduler: ImmediateSchedulerType {
    /// The scheduler: it keeps no state of its own, so one is enough.
    public static let instance = CurrentThreadScheduler()
    /// A scheduler on whichever thread calls it.
    public init() {}

    /// True when the calling thread is not inside a trampoline, so an action
    /// scheduled now would run at once.
    public static var isScheduleRequired: Bool { Trampoline.isIdle }

    /// Runs `action` now, or, inside a trampoline, when the work in progress returns.
    public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable {
        guard Trampoline.isIdle else { return Trampoline.enqueue(action) }
        Trampoline.run(action)
        return Disposables.create()
    }
}

/// The calling thread's trampoline, kept in a C thread-local slot so that
/// the check every `subscribe` makes is one load: 0 when the thread is not
/// inside one, 1 when it is and nothing waits, else its queue (+1).
@usableFromInline
enum Trampoline {
    @inlinable static var active: UInt { 1 }

    @inlinable @inline(__always)
    static var isIdle: Bool { courier_trampoline_get() == 0 }

    /// Runs `body` as the thread's outermost trampoline, then what it scheduled, in order.
    @inlinable @inline(__always)
    static func run(_ body: () -> Void) {
        courier_trampoline_set(active)
        body()
        if courier_trampoline_get() != active { drain() }
        courier_trampoline_set(0)
    }

    /// Queues an action on the current thread's trampoline; disposing the
    /// result before it runs keeps it from running.
    static func enqueue(_ action: @escaping @Sendable () -> Void) -> Disposable {
        let queue: TrampolineQueue
        let slot = courier_trampoline_get()
        if slot == active {
            queue = TrampolineQueue()
            courier_trampoline_set(UInt(bitPattern: Unmanaged.passRetained(queue).toOpaque()))
        } else {
            queue = Unmanaged<TrampolineQueue>.fromOpaque(UnsafeRawPointer(bitPattern: slot)!).takeUnretainedValue()
        }
        let cancel = BooleanDisposable()
        queue.items.append((action, cancel))
        return cancel
    }

    @usableFromInline static func drain() {
        let queue = Unmanaged<TrampolineQueue>.fromOpaque(UnsafeRawPointer(bitPattern: courier_trampoline_get())!)
        defer { queue.release() }
        while let (action, cancel) = queue.takeUnretainedValue().next() {
            if !cancel.isDisposed { action() }
        }
    }
}

/// One thread's waiting actions. Only its own thread reaches it, through
/// the thread-local slot, so it needs no lock.
private final class TrampolineQueue {
    // A recursive source queues one step while the last one runs: the queue starts
    // over whenever it empties, so a long run holds one step, not all.
    var items = DrainingQueue<(@Sendable () -> Void, BooleanDisposable)>()

    func next() -> (@Sendable () -> Void, BooleanDisposable)? { items.next() }
}
