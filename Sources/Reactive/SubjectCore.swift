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
final class SubjectCore<Element: Sendable>: @unchecked Sendable { // `state` is guarded by the `locked` bit of `word`, `snapshot` by its `delivering` bit: both are locks (acquire to take, release to let go)
    typealias Entry = ObserverEntry<Element>

    private enum Pending {
        case event(Event<Element>)
        /// A new observer with what it must be replayed before joining.
        case attach(Entry, replay: [Element], terminal: Event<Element>?)
    }

    private struct State {
        var observers: [Entry] = []
        var nextKey: UInt64 = 0
        var buffer: [Element] = []
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

    /// Two locks in one word, so an event takes both with one compare-exchange.
    /// `locked`: a thread is in a short critical section over `state` (it
    /// never calls out while in it, so others wait by spinning). `delivering`:
    /// a thread is delivering, and owns `snapshot`. `pending`: the deliverer
    /// must look at the queue before it lets go; set and cleared under `locked`.
    private static var delivering: UInt8 { 1 }
    private static var pending: UInt8 { 2 }
    private static var locked: UInt8 { 4 }
    private let word = Atomic<UInt8>(0)
    private var state = State()
    /// `state.observers` changed since the deliverer copied it into `snapshot`.
    private let observersChanged = Atomic<Bool>(false)
    /// A terminal event was sent: later `next`s are dropped before any lock.
    private let stopped = Atomic<Bool>(false)
    /// The observers events go to, as of the last change the deliverer saw:
    /// held +1 by hand, so delivering borrows it without a retain.
    private var snapshot = Unmanaged.passRetained(ObserverSnapshot<Element>([]))

    /// How many elements a new observer is replayed: 0 publish, 1 behavior, N replay.
    let replayCapacity: Int
    /// A replay subject replays its buffer before the terminal event; a
    /// behavior subject, as in RxSwift, gives a late subscriber only the terminal event.
    let replaysAfterTerminal: Bool

    init(replayCapacity: Int, initial: [Element] = [], replaysAfterTerminal: Bool = true) {
        self.replayCapacity = replayCapacity
        self.replaysAfterTerminal = replaysAfterTerminal
        state.buffer = initial
    }

    deinit {
        snapshot.release()
    }

    var hasObservers: Bool { withState { state, _ in !state.observers.isEmpty } }
    var observerCount: Int { withState { state, _ in state.observers.count } }
    var isStopped: Bool { withState { state, _ in state.terminal != nil } }
    var terminalEvent: Event<Element>? { withState { state, _ in state.terminal } }
    var latest: Element? { withState { state, _ in state.buffer.last } }

    // MARK: Locking

    /// Runs `body` with the `locked` bit held. `body` gets the word's other
    /// bits to read and change; they are stored back when the lock is let go.
    @inline(__always)
    private func withState<Result>(_ body: (inout State, inout UInt8) -> Result) -> Result {
        var bits = word.load(ordering: .relaxed) & ~Self.locked
        if !word.compareExchange(expected: bits, desired: bits | Self.locked, ordering: .acquiring).exchanged {
            bits = lockSlow()
        }
        let result = body(&state, &bits)
        word.store(bits, ordering: .releasing)
        return result
    }

    @inline(never)
    private func lockSlow() -> UInt8 {
        var spins = 0
        while true {
            let current = word.load(ordering: .relaxed)
            if current & Self.locked == 0,
               word.compareExchange(expected: current, desired: current | Self.locked, ordering: .acquiring).exchanged {
                return current
            }
            spins += 1
            if spins > 100 { sched_yield() }
        }
    }

    /// Takes `delivering` if it is free, or else asks its holder to look at the queue.
    @inline(__always)
    private static func claimOrMarkPending(_ bits: inout UInt8) -> Bool {
        if bits & delivering == 0 {
            bits = delivering
            return true
        }
        bits |= pending
        return false
    }

    // MARK: Delivering

    /// The deliverer brings `snapshot` up to date.
    @inline(__always)
    private func refreshSnapshot() {
        guard observersChanged.load(ordering: .sequentiallyConsistent) else { return }
        let observers = withState { state, _ -> [Entry] in
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
            let observers = withState { state, _ -> [Entry] in
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

    /// Lets go of `delivering`, first delivering what was queued meanwhile.
    @inline(__always)
    private func letGo() {
        while true {
            refreshSnapshot()
            // Fails while the queue has work, or while someone holds `locked`
            // (and may be about to queue): then look under the lock.
            if word.compareExchange(
                expected: Self.delivering, desired: 0, ordering: .sequentiallyConsistent
            ).exchanged {
                // A change made while we held the bit, by someone who could not claim it, is ours to pick up.
                guard observersChanged.load(ordering: .sequentiallyConsistent),
                      word.compareExchange(expected: 0, desired: Self.delivering, ordering: .acquiring).exchanged
                else { return }
                continue
            }
            drainOne()
        }
    }

    private func drainOne() {
        let pending = withState { state, bits -> Pending? in
            guard let pending = state.dequeue() else {
                bits &= ~Self.pending
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

    // MARK: Sending

    func on(_ event: Event<Element>) {
        if replayCapacity == 0, case .next = event {
            // A publish subject's element: nothing to record, so when nobody
            // is delivering it goes straight out.
            if stopped.load(ordering: .acquiring) { return }
            if word.compareExchange(expected: 0, desired: Self.delivering, ordering: .acquiring).exchanged {
                deliver(event)
                letGo()
                return
            }
        }
        if replayCapacity == 1, case .next(let value) = event,
           word.compareExchange(expected: 0, desired: Self.locked | Self.delivering, ordering: .acquiring).exchanged {
            // A behavior subject's element when nobody is delivering: one
            // compare-exchange takes the state lock and the delivery together.
            guard state.terminal == nil else {
                word.store(0, ordering: .releasing)  // nobody sets `pending` without the lock
                return
            }
            if state.buffer.count == 1 { state.buffer[0] = value } else { state.buffer.append(value) }
            word.store(Self.delivering, ordering: .releasing)
            deliver(event)
            letGo()
            return
        }
        let deliverNow = withState { state, bits -> Bool in
            guard state.terminal == nil else { return false }
            if case .next(let value) = event {
                if replayCapacity == 1 && state.buffer.count == 1 {
                    // A behavior subject's every event: overwrite in place, no shift.
                    state.buffer[0] = value
                } else if replayCapacity > 0 {
                    if state.buffer.count == replayCapacity { state.buffer.removeFirst() }
                    state.buffer.append(value)
                }
            } else {
                state.terminal = event
                stopped.store(true, ordering: .releasing)
            }
            if Self.claimOrMarkPending(&bits) { return true }
            state.queue.append(.event(event))
            return false
        }
        guard deliverNow else { return }
        deliver(event)
        letGo()
    }

    // MARK: Observing

    /// Adds an observer, replays the buffer to it, and returns what removes it.
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let (key, deliverNow) = withState { state, bits -> (UInt64, (replay: [Element], terminal: Event<Element>?)?) in
            let key = state.nextKey
            state.nextKey += 1
            let entry = Entry(key: key, observer: observer)
            let terminal = state.terminal
            let replay = terminal != nil && !replaysAfterTerminal ? [] : state.buffer
            guard Self.claimOrMarkPending(&bits) else {
                state.queue.append(.attach(entry, replay: replay, terminal: terminal))
                return (key, nil)
            }
            if terminal == nil {
                state.observers.append(entry)
                observersChanged.store(true, ordering: .relaxed)
            }
            return (key, (replay, terminal))
        }
        if let deliverNow {
            replayTo(observer, deliverNow.replay, deliverNow.terminal)
            letGo()
        }
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
        let (claimed, removed) = withState { state, bits -> (Bool, Any?) in
            let removed = change(&state)
            observersChanged.store(true, ordering: .sequentiallyConsistent)
            guard bits & Self.delivering == 0 else { return (false, removed) }
            bits = Self.delivering
            return (true, removed)
        }
        withExtendedLifetime(removed) {}
        if claimed { letGo() }
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
