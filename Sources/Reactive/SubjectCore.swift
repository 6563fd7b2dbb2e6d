import Synchronization

/// What every subject shares: a list of observers, a replay buffer, the
/// terminal event, and serial delivery.
///
/// Delivery is a trampoline rather than a lock held while observers run: an
/// event sent while another is being delivered (from an observer, or from
/// another thread) is queued and delivered by the thread already delivering.
/// So every observer sees events one at a time and in one order, and two
/// subjects feeding each other from two threads cannot deadlock.
final class SubjectCore<Element: Sendable>: @unchecked Sendable { // `snapshot` is touched only by the thread holding `delivery`'s `delivering` bit, a try-lock (acquire on claim, release on let go)
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

    /// Who delivers. `delivering`: one thread is delivering, and owns
    /// `snapshot`; `pending`: it must look at the queue before it lets go.
    /// An event that finds nobody delivering claims the bit with one
    /// compare-exchange and is delivered at once, without the state lock.
    private static var delivering: UInt8 { 1 }
    private static var pending: UInt8 { 2 }
    private let delivery = Atomic<UInt8>(0)
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
    private let state: SanitizerVisibleMutex<State>

    init(replayCapacity: Int, initial: [Element] = [], replaysAfterTerminal: Bool = true) {
        self.replayCapacity = replayCapacity
        self.replaysAfterTerminal = replaysAfterTerminal
        var state = State()
        state.buffer = initial
        self.state = SanitizerVisibleMutex(state)
    }

    deinit {
        snapshot.release()
    }

    var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }
    var observerCount: Int { state.withLock { $0.observers.count } }
    var isStopped: Bool { state.withLock { $0.terminal != nil } }
    var terminalEvent: Event<Element>? { state.withLock { $0.terminal } }
    var latest: Element? { state.withLock { $0.buffer.last } }

    // MARK: Delivering

    /// Takes the `delivering` bit if it is free, or else asks its holder to
    /// look at the queue. Call with the state lock held: the queue and the
    /// `pending` bit change together, under it.
    private func claimOrMarkPending() -> Bool {
        var current = delivery.load(ordering: .relaxed)
        while true {
            if current & Self.delivering == 0 {
                let (exchanged, original) = delivery.compareExchange(
                    expected: current, desired: Self.delivering, ordering: .acquiring)
                if exchanged { return true }
                current = original
            } else {
                let (exchanged, original) = delivery.compareExchange(
                    expected: current, desired: current | Self.pending, ordering: .relaxed)
                if exchanged { return false }
                current = original
            }
        }
    }

    /// The deliverer brings `snapshot` up to date.
    @inline(__always)
    private func refreshSnapshot() {
        guard observersChanged.load(ordering: .sequentiallyConsistent) else { return }
        let observers = state.withLock { state -> [Entry] in
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
            let observers = state.withLock { state -> [Entry] in
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

    /// Lets go of the `delivering` bit, first delivering what was queued meanwhile.
    @inline(__always)
    private func letGo() {
        while true {
            refreshSnapshot()
            if delivery.compareExchange(
                expected: Self.delivering, desired: 0, ordering: .sequentiallyConsistent
            ).exchanged {
                // A change made while we held the bit, by someone who could not claim it, is ours to pick up.
                guard observersChanged.load(ordering: .sequentiallyConsistent),
                      delivery.compareExchange(expected: 0, desired: Self.delivering, ordering: .acquiring).exchanged
                else { return }
                continue
            }
            drainOne()
        }
    }

    private func drainOne() {
        let pending = state.withLock { state -> Pending? in
            guard let pending = state.dequeue() else {
                delivery.store(Self.delivering, ordering: .relaxed)
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
            if delivery.compareExchange(expected: 0, desired: Self.delivering, ordering: .acquiring).exchanged {
                deliver(event)
                letGo()
                return
            }
        }
        let deliverNow = state.withLock { state -> Bool in
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
            if claimOrMarkPending() { return true }
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
        let (key, deliverNow) = state.withLock { state -> (UInt64, (replay: [Element], terminal: Event<Element>?)?) in
            let key = state.nextKey
            state.nextKey += 1
            let entry = Entry(key: key, observer: observer)
            let terminal = state.terminal
            let replay = terminal != nil && !replaysAfterTerminal ? [] : state.buffer
            guard claimOrMarkPending() else {
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
            self.state.withLock { state in
                state.observers.removeAll { $0.key == key }
                observersChanged.store(true, ordering: .sequentiallyConsistent)
                // A pending attach that never ran must not run after dispose.
                for index in state.queue.indices where index >= state.queueHead {
                    if case .attach(let entry, _, _) = state.queue[index], entry.key == key {
                        state.queue[index] = .attach(entry, replay: [], terminal: .completed)
                    }
                }
            }
            self.dropRemovedObservers()
        }
    }

    /// After a change to the observers, lets go of the removed ones now if
    /// nobody is delivering; else the deliverer does before it lets go.
    private func dropRemovedObservers() {
        if delivery.compareExchange(expected: 0, desired: Self.delivering, ordering: .sequentiallyConsistent).exchanged {
            letGo()
        }
    }

    /// Forgets every observer: the subject object is gone, nobody can send to them.
    func detachAll() {
        state.withLock { state in
            state.observers = []
            state.queue = []
            state.queueHead = 0
            observersChanged.store(true, ordering: .sequentiallyConsistent)
        }
        dropRemovedObservers()
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
