#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// What every subject shares: a list of observers, a replay buffer, the
/// terminal event, and serial delivery.
///
/// Delivery is a trampoline rather than a lock held while observers run: an
/// event sent while another is being delivered (from an observer, or from
/// another thread) is queued and delivered by the thread already delivering.
/// So every observer sees events one at a time and in one order, and two
/// subjects feeding each other from two threads cannot deadlock.
///
/// An event nobody else is sending costs one compare-exchange: the `gate` is
/// taken with it and let go with a plain store. That store and the deliverer's
/// last look at `pending` can pass each other in the processor, so a thread
/// that queues while another thread delivers pays for both sides with
/// `ProcessBarrier.synchronize()` before it looks at the gate: either the
/// deliverer sees its work, or it sees the gate free and delivers itself.
///
/// This file holds the state and the sending; delivery and the handoff of the
/// gate are in SubjectCore+Delivery.swift, observers joining and leaving in
/// SubjectCore+Observing.swift. Members those files share are internal, not private.
@usableFromInline
final class SubjectCore<Element: Sendable>: @unchecked Sendable { // `state` is guarded by `stateLocked`, `snapshot` by `gate`, `behaviorElement` by both as its comment says
    @usableFromInline typealias Entry = ObserverEntry<Element>
    @usableFromInline typealias State = SubjectState<Element>

    @usableFromInline let gate = SubjectDeliveryGate()
    /// The lock over `state`: held for a few instructions, never while calling out.
    @usableFromInline let stateLocked = Atomic<Bool>(false)
    @exclusivity(unchecked) @usableFromInline var state = State()
    /// A replay subject's last elements, under `stateLocked`.
    @exclusivity(unchecked) @usableFromInline var buffer: [Element] = []
    /// A behavior subject's element, apart from `buffer` so that writing it
    /// costs a store. Written under `stateLocked` after `gate.waitForWriter()`,
    /// or by the deliverer with the right to write when the state lock was
    /// free just after it took the gate (the two sides check each other).
    @exclusivity(unchecked) @usableFromInline var behaviorElement: Element?
    /// The queue has work: set under the state lock, read by the deliverer before it lets go.
    @usableFromInline let pending = Atomic<Bool>(false)
    /// `state.observers` changed since the deliverer copied it into `snapshot`.
    @usableFromInline let observersChanged = Atomic<Bool>(false)
    /// A terminal event was sent: later `next`s are dropped before any lock.
    @usableFromInline let stopped = Atomic<Bool>(false)
    /// The observers events go to, as of the last change the deliverer saw:
    /// held +1 by hand, so delivering borrows it without a retain.
    @exclusivity(unchecked) @usableFromInline var snapshot = Unmanaged.passRetained(ObserverSnapshot<Element>([]))
    /// The gate is let go with a plain store (else with an exchange, where
    /// the kernel has no process-wide barrier).
    @usableFromInline let releasesWithStore: Bool

    /// How many elements a new observer is replayed: 0 publish, 1 behavior, N replay.
    @usableFromInline let replayCapacity: Int
    /// A replay capacity that never fills: every element is kept.
    static var unboundedReplay: Int { .max }
    /// A replay subject replays its buffer before the terminal event; a
    /// behavior subject, as in RxSwift, gives a late subscriber only the terminal event.
    @usableFromInline let replaysAfterTerminal: Bool

    /// `releasesWithStore` is false only in tests of the fallback.
    @usableFromInline init(
        replayCapacity: Int, initial: [Element] = [], replaysAfterTerminal: Bool = true,
        releasesWithStore: Bool = ProcessBarrier.isAvailable
    ) {
        self.replayCapacity = replayCapacity
        self.replaysAfterTerminal = replaysAfterTerminal
        self.releasesWithStore = releasesWithStore
        if replayCapacity == 1 { behaviorElement = initial.last } else { buffer = initial }
    }

    deinit {
        snapshot.release()
    }

    var hasObservers: Bool { withState { !$0.observers.isEmpty } }
    var observerCount: Int { withState { $0.observers.count } }
    var isStopped: Bool { withState { $0.terminal != nil } }
    /// A behavior subject's element, or the error it failed with, in one turn of the lock.
    /// Inlinable so a caller's module specializes it: unspecialized, the terminal event's
    /// generic type is looked up at run time on every read (thousands of instructions).
    @inlinable func behaviorValue() -> Result<Element, any Error> {
        withState { state in
            if case .error(let error)? = state.terminal { return .failure(error) }
            gate.waitForWriter()
            return .success(behaviorElement!)
        }
    }

    // MARK: Locking

    @inlinable @inline(__always)
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        // Sequentially consistent: a behavior subject's deliverer and a state
        // lock holder each look at the other's flag after setting their own.
        if !stateLocked.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged {
            lockStateSlow()
        }
        defer { stateLocked.store(false, ordering: .releasing) }
        return body(&state)
    }

    @usableFromInline @inline(never)
    func lockStateSlow() {
        var spins = 0
        while true {
            if !stateLocked.load(ordering: .relaxed),
               stateLocked.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged {
                return
            }
            spins += 1
            if spins > 100 { sched_yield() }
        }
    }

    // MARK: Sending

    @inlinable func on(_ event: Event<Element>) {
        if replayCapacity == 0, case .next = event {
            // A publish subject's element: nothing to record, so when nobody
            // is delivering it goes straight out.
            if stopped.load(ordering: .acquiring) { return }
            let me = ThreadToken.current
            if gate.claim(me) == 0 {
                // What was queued before we took the gate goes first: one
                // sender's elements must arrive in the order it sent them.
                if pending.load(ordering: .acquiring) { queueAsHolder(event) } else { deliver(event) }
                letGo(me)
                return
            }
        }
        if replayCapacity == 1, case .next(let value) = event, !stopped.load(ordering: .acquiring) {
            // A behavior subject's element when nobody is delivering: one
            // compare-exchange takes the gate and the right to write the element.
            let me = ThreadToken.current
            if gate.claimForWriting(me) {
                if stateLocked.load(ordering: .sequentiallyConsistent) || pending.load(ordering: .acquiring) {
                    // Someone holds the state, or has queued: a subscriber may
                    // have read the element and queued its attach. Take our turn
                    // behind it, so it gets this element once, by replay or by delivery.
                    gate.endWriting(me)
                    queueAsHolder(event)
                } else {
                    writeBehavior(value)
                    gate.endWriting(me)
                    deliver(event)
                }
                letGo(me)
                return
            }
        }
        let me = ThreadToken.current
        let turn = withState { state -> Turn in
            guard record(event, in: &state) else { return .dropped }
            return takeTurn(.event(event), in: &state, me: me)
        }
        proceed(turn, me: me) { deliver(event) }
    }

    /// Records `event` and queues it, by the gate's holder that found work queued first.
    @usableFromInline func queueAsHolder(_ event: Event<Element>) {
        withState { state in
            guard record(event, in: &state) else { return }
            state.queue.append(.event(event))
            pending.store(true, ordering: .relaxed)
        }
    }

    /// Under the state lock: keeps the element for replay, or the terminal
    /// event. False when the subject has already ended.
    @inlinable func record(_ event: Event<Element>, in state: inout State) -> Bool {
        guard state.terminal == nil else { return false }
        if case .next(let value) = event {
            if replayCapacity == 1 {
                gate.waitForWriter()
                writeBehavior(value)
            } else if replayCapacity > 1 {
                if buffer.count == replayCapacity { buffer.removeFirst() }
                buffer.append(value)
            }
        } else {
            state.terminal = event
            stopped.store(true, ordering: .releasing)
        }
        return true
    }

    /// What a sender or subscriber does after the state lock.
    @usableFromInline enum Turn {
        /// It holds the gate and nothing was queued before it.
        case now
        /// It holds the gate, behind what was queued: letting go delivers all.
        case queuedWhileHolding
        /// An observer joining from inside this thread's own delivery, with
        /// nothing queued before it: it is replayed at once, on this stack, as
        /// RxSwift does, and joins the observers the next event goes to.
        case joinedWhileDelivering
        /// Another thread, or this one further down the stack, holds the gate.
        case queued(behind: UInt)
        case dropped
    }

    /// Under the state lock: takes the gate, or queues `work` for its holder.
    @inlinable func takeTurn(_ work: State.Pending, in state: inout State, me: UInt) -> Turn {
        let owner = gate.claim(me)
        if owner == 0 && !state.hasQueued { return .now }
        // Queued work goes first: an event sent from inside the delivery is
        // already in the buffer, and the new observer must not get it twice.
        if owner == me, !state.hasQueued, case .attach = work { return .joinedWhileDelivering }
        state.queue.append(work)
        pending.store(true, ordering: .sequentiallyConsistent)
        return owner == 0 ? .queuedWhileHolding : .queued(behind: owner)
    }

    @inlinable @inline(__always)
    func proceed(_ turn: Turn, me: UInt, now: () -> Void) {
        switch turn {
        case .now:
            now()
            letGo(me)
        case .joinedWhileDelivering: now()
        case .queuedWhileHolding: letGo(me)
        case .queued(let owner): handOff(to: owner, me: me)
        case .dropped: break
        }
    }

    @inlinable @inline(__always)
    func writeBehavior(_ value: Element) {
        behaviorElement = value
    }

    /// What a new observer is replayed, under the state lock.
    @inlinable func replayElements(after terminal: Event<Element>?) -> [Element] {
        if terminal != nil && !replaysAfterTerminal { return [] }
        if replayCapacity == 1 {
            gate.waitForWriter()
            return behaviorElement.map { [$0] } ?? []
        }
        return buffer
    }
}

extension SubjectCore.Turn {
    /// The observer joins under the state lock that took this turn.
    @inlinable var joinsNow: Bool {
        switch self {
        case .now, .joinedWhileDelivering: true
        case .queuedWhileHolding, .queued, .dropped: false
        }
    }
}
