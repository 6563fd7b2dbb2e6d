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
final class SubjectCore<Element: Sendable>: @unchecked Sendable { // `state` is guarded by `stateLocked`, `snapshot` by `gate`, `behaviorElement` by both as its comment says
    typealias Entry = ObserverEntry<Element>

    private enum Pending {
        case event(Event<Element>)
        /// A new observer with what it must be replayed before joining.
        case attach(Entry, replay: [Element], terminal: Event<Element>?)
    }

    private struct State {
        var observers: [Entry] = []
        var nextKey: UInt64 = 0
        var terminal: Event<Element>?
        var queue: [Pending] = []
        var queueHead = 0

        mutating func dequeue() -> Pending? {
            guard queueHead < queue.count else {
                // Nearly every drain finds the queue empty: skip the array call then.
                if queueHead > 0 {
                    queue.removeAll(keepingCapacity: true)
                    queueHead = 0
                }
                return nil
            }
            defer { queueHead += 1 }
            return queue[queueHead]
        }
    }

    /// 0 when nobody delivers; else the deliverer's thread token, with
    /// `writing` set while it writes `behaviorElement` without the state lock.
    private let gate = Atomic<UInt>(0)
    private static var writing: UInt { 1 }
    /// The lock over `state`: held for a few instructions, never while calling out.
    private let stateLocked = Atomic<Bool>(false)
    private var state = State()
    /// A replay subject's last elements, under `stateLocked`.
    private var buffer: [Element] = []
    /// A behavior subject's element, apart from `buffer` so that writing it
    /// costs a store. Written under `stateLocked` after `waitForBufferWriter()`,
    /// or by the deliverer under `writing` when the state lock was free just
    /// after it set the bit (the two sides check each other).
    private var behaviorElement: Element?
    /// The queue has work: set under the state lock, read by the deliverer before it lets go.
    private let pending = Atomic<Bool>(false)
    /// `state.observers` changed since the deliverer copied it into `snapshot`.
    private let observersChanged = Atomic<Bool>(false)
    /// A terminal event was sent: later `next`s are dropped before any lock.
    private let stopped = Atomic<Bool>(false)
    /// The observers events go to, as of the last change the deliverer saw:
    /// held +1 by hand, so delivering borrows it without a retain.
    private var snapshot = Unmanaged.passRetained(ObserverSnapshot<Element>([]))
    /// The gate is let go with a plain store (else with an exchange, where
    /// the kernel has no process-wide barrier).
    private let releasesWithStore: Bool

    /// How many elements a new observer is replayed: 0 publish, 1 behavior, N replay.
    let replayCapacity: Int
    /// A replay subject replays its buffer before the terminal event; a
    /// behavior subject, as in RxSwift, gives a late subscriber only the terminal event.
    let replaysAfterTerminal: Bool

    /// `releasesWithStore` is false only in tests of the fallback.
    init(
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
    var terminalEvent: Event<Element>? { withState { $0.terminal } }
    var latest: Element? {
        withState { _ in
            waitForBufferWriter()
            return replayCapacity == 1 ? behaviorElement : buffer.last
        }
    }

    // MARK: Locking

    @inline(__always)
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        // Sequentially consistent: a behavior subject's deliverer and a state
        // lock holder each look at the other's flag after setting their own.
        if !stateLocked.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged {
            lockStateSlow()
        }
        defer { stateLocked.store(false, ordering: .releasing) }
        return body(&state)
    }

    @inline(never)
    private func lockStateSlow() {
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

    /// Under the state lock, before `behaviorElement` is touched: a deliverer that set
    /// `writing` before the lock was taken finishes its few instructions.
    private func waitForBufferWriter() {
        var spins = 0
        while gate.load(ordering: .sequentiallyConsistent) & Self.writing != 0 {
            spins += 1
            if spins > 100 { sched_yield() }
        }
    }

    /// Takes the gate for `me` if nobody holds it; returns 0 then, or else who holds it.
    @inline(__always)
    private func claimGate(_ me: UInt) -> UInt {
        let (exchanged, original) = gate.compareExchange(expected: 0, desired: me, ordering: .sequentiallyConsistent)
        return exchanged ? 0 : original
    }

    // MARK: Delivering

    /// The deliverer brings `snapshot` up to date.
    @inline(__always)
    private func refreshSnapshot() {
        guard observersChanged.load(ordering: .acquiring) else { return }
        let observers = withState { state -> [Entry] in
            observersChanged.store(false, ordering: .relaxed)
            return state.observers
        }
        let old = snapshot
        snapshot = Unmanaged.passRetained(ObserverSnapshot(observers))
        old.release()  // outside the lock: observers may go away with it
    }

    /// Delivers one event as the deliverer.
    @inline(__always)
    private func deliver(_ event: Event<Element>) {
        if event.isStopEvent {
            let observers = withState { state -> [Entry] in
                defer { state.observers = [] }
                observersChanged.store(true, ordering: .relaxed)
                return state.observers
            }
            for entry in observers { entry.observer.on(event) }
            return
        }
        refreshSnapshot()
        snapshot._withUnsafeGuaranteedRef { $0.send(event) }
    }

    /// Lets go of the gate, first delivering what was queued meanwhile.
    @inline(__always)
    private func letGo(_ me: UInt) {
        while true {
            refreshSnapshot()
            if pending.load(ordering: .acquiring) {
                drainOne()
                continue
            }
            if releasesWithStore {
                gate.store(0, ordering: .releasing)
                // Pairs with the queuer's process barrier: one of us sees the other.
                ProcessBarrier.compilerOnly()
                guard pending.load(ordering: .relaxed) || observersChanged.load(ordering: .relaxed) else { return }
            } else {
                _ = gate.exchange(0, ordering: .sequentiallyConsistent)
                guard pending.load(ordering: .sequentiallyConsistent)
                        || observersChanged.load(ordering: .sequentiallyConsistent) else { return }
            }
            // Work arrived as we let go: ours unless someone took the gate meanwhile.
            guard claimGate(me) == 0 else { return }
        }
    }

    private func drainOne() {
        let pending = withState { state -> Pending? in
            guard let pending = state.dequeue() else {
                self.pending.store(false, ordering: .relaxed)
                return nil
            }
            if case .attach(let entry, _, let terminal) = pending, terminal == nil {
                state.observers.append(entry)
                observersChanged.store(true, ordering: .relaxed)
            }
            return pending
        }
        switch pending {
        case .event(let event): deliver(event)
        case .attach(let entry, let replay, let terminal): replayTo(entry.observer, replay, terminal)
        case nil: break
        }
    }

    /// After leaving work (queued, or a change of observers) for `owner`,
    /// the gate's holder: makes sure somebody picks it up.
    private func handOff(to owner: UInt, me: UInt) {
        // Our own delivery, further down this stack, looks before it lets go.
        if owner == me { return }
        if releasesWithStore { ProcessBarrier.synchronize() }
        guard gate.load(ordering: .sequentiallyConsistent) == 0, claimGate(me) == 0 else { return }
        letGo(me)
    }

    // MARK: Sending

    func on(_ event: Event<Element>) {
        if replayCapacity == 0, case .next = event {
            // A publish subject's element: nothing to record, so when nobody
            // is delivering it goes straight out.
            if stopped.load(ordering: .acquiring) { return }
            let me = ThreadToken.current
            if claimGate(me) == 0 {
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
            if gate.compareExchange(expected: 0, desired: me | Self.writing, ordering: .sequentiallyConsistent).exchanged {
                if stateLocked.load(ordering: .sequentiallyConsistent) || pending.load(ordering: .acquiring) {
                    // Someone holds the state, or has queued: a subscriber may
                    // have read the element and queued its attach. Take our turn
                    // behind it, so it gets this element once, by replay or by delivery.
                    gate.store(me, ordering: .releasing)
                    queueAsHolder(event)
                } else {
                    writeBehavior(value)
                    gate.store(me, ordering: .releasing)
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
    private func queueAsHolder(_ event: Event<Element>) {
        withState { state in
            guard record(event, in: &state) else { return }
            state.queue.append(.event(event))
            pending.store(true, ordering: .relaxed)
        }
    }

    /// Under the state lock: keeps the element for replay, or the terminal
    /// event. False when the subject has already ended.
    private func record(_ event: Event<Element>, in state: inout State) -> Bool {
        guard state.terminal == nil else { return false }
        if case .next(let value) = event {
            if replayCapacity == 1 {
                waitForBufferWriter()
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
    private enum Turn {
        /// It holds the gate and nothing was queued before it.
        case now
        /// It holds the gate, behind what was queued: letting go delivers all.
        case queuedWhileHolding
        /// Another thread, or this one further down the stack, holds the gate.
        case queued(behind: UInt)
        case dropped
    }

    /// Under the state lock: takes the gate, or queues `work` for its holder.
    private func takeTurn(_ work: Pending, in state: inout State, me: UInt) -> Turn {
        let owner = claimGate(me)
        if owner == 0 && state.queueHead == state.queue.count { return .now }
        state.queue.append(work)
        pending.store(true, ordering: .sequentiallyConsistent)
        return owner == 0 ? .queuedWhileHolding : .queued(behind: owner)
    }

    @inline(__always)
    private func proceed(_ turn: Turn, me: UInt, now: () -> Void) {
        switch turn {
        case .now:
            now()
            letGo(me)
        case .queuedWhileHolding: letGo(me)
        case .queued(let owner): handOff(to: owner, me: me)
        case .dropped: break
        }
    }

    @inline(__always)
    private func writeBehavior(_ value: Element) {
        behaviorElement = value
    }

    /// What a new observer is replayed, under the state lock.
    private func replayElements(after terminal: Event<Element>?) -> [Element] {
        if terminal != nil && !replaysAfterTerminal { return [] }
        if replayCapacity == 1 {
            waitForBufferWriter()
            return behaviorElement.map { [$0] } ?? []
        }
        return buffer
    }

    // MARK: Observing

    /// Adds an observer, replays the buffer to it, and returns what removes it.
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let me = ThreadToken.current
        let (key, turn, replay, terminal) = withState { state -> (UInt64, Turn, [Element], Event<Element>?) in
            let key = state.nextKey
            state.nextKey += 1
            let entry = Entry(key: key, observer: observer)
            let terminal = state.terminal
            let replay = replayElements(after: terminal)
            let turn = takeTurn(.attach(entry, replay: replay, terminal: terminal), in: &state, me: me)
            if case .now = turn, terminal == nil {
                state.observers.append(entry)
                observersChanged.store(true, ordering: .relaxed)
            }
            return (key, turn, replay, terminal)
        }
        proceed(turn, me: me) { replayTo(observer, replay, terminal) }
        // Strong on purpose: a weak reference would give the core a side table
        // and put every retain on the event path on the slow path. The cycle
        // (core → observer → its subscription → this closure → core) ends when
        // the subscription is disposed, the subject terminates, or the subject
        // object goes away (`detachAll`).
        return Disposables.create { [self] in
            self.changeObservers { state -> Any? in
                // A pending attach that never ran must not run after dispose.
                for index in state.queue.indices where index >= state.queueHead {
                    if case .attach(let entry, _, _) = state.queue[index], entry.key == key {
                        state.queue[index] = .attach(entry, replay: [], terminal: .completed)
                    }
                }
                guard let index = state.observers.firstIndex(where: { $0.key == key }) else { return nil }
                return state.observers.remove(at: index)
            }
        }
    }

    /// Changes the observers; then, if nobody is delivering, brings the
    /// snapshot up to date at once, so removed observers are let go now.
    /// Else the deliverer does before it lets go.
    /// `change` returns what it took out, let go of outside the lock.
    private func changeObservers(_ change: (inout State) -> Any?) {
        let me = ThreadToken.current
        let (owner, removed) = withState { state -> (UInt, Any?) in
            let removed = change(&state)
            observersChanged.store(true, ordering: .sequentiallyConsistent)
            return (claimGate(me), removed)
        }
        withExtendedLifetime(removed) {}
        if owner == 0 { letGo(me) } else { handOff(to: owner, me: me) }
    }

    /// Forgets every observer: the subject object is gone, nobody can send to them.
    func detachAll() {
        changeObservers { state -> Any? in
            defer {
                state.observers = []
                state.queue = []
                state.queueHead = 0
            }
            return (state.observers, state.queue)
        }
    }

    private func replayTo(_ observer: AnyObserver<Element>, _ replay: [Element], _ terminal: Event<Element>?) {
        for value in replay { observer.on(.next(value)) }
        if let terminal { observer.on(terminal) }
    }
}

/// One observer of a subject. A class, so a snapshot can hold it without
/// counting references and delivery can borrow it.
final class ObserverEntry<Element: Sendable>: Sendable {
    let key: UInt64
    let observer: AnyObserver<Element>

    init(key: UInt64, observer: AnyObserver<Element>) {
        self.key = key
        self.observer = observer
    }
}

/// The observers a subject delivers to, as the deliverer last copied them.
/// Immutable, and it owns its entries by hand, so sending borrows each one
/// without a retain and release per event.
final class ObserverSnapshot<Element: Sendable> {
    private let entries: [Unmanaged<ObserverEntry<Element>>]

    init(_ entries: [ObserverEntry<Element>]) {
        self.entries = entries.map { Unmanaged.passRetained($0) }
    }

    deinit {
        for entry in entries { entry.release() }
    }

    @inline(__always)
    func send(_ event: Event<Element>) {
        var index = 0
        let count = entries.count
        while index < count {
            entries[index]._withUnsafeGuaranteedRef { $0.observer.on(event) }
            index += 1
        }
    }
}
