import Synchronization

/// What every subject shares: a list of observers, a replay buffer, the
/// terminal event, and serial delivery.
///
/// Delivery is a trampoline rather than a lock held while observers run: an
/// event sent while another is being delivered (from an observer, or from
/// another thread) is queued and delivered by the thread already delivering.
/// So every observer sees events one at a time and in one order, and two
/// subjects feeding each other from two threads cannot deadlock.
final class SubjectCore<Element: Sendable>: Sendable {
    typealias Entry = (key: UInt64, observer: AnyObserver<Element>)

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
        var draining = false
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

    var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }
    var observerCount: Int { state.withLock { $0.observers.count } }
    var isStopped: Bool { state.withLock { $0.terminal != nil } }
    var terminalEvent: Event<Element>? { state.withLock { $0.terminal } }
    var latest: Element? { state.withLock { $0.buffer.last } }

    // MARK: Sending

    func on(_ event: Event<Element>) {
        let observers = state.withLock { state -> [Entry]? in
            guard state.terminal == nil else { return nil }
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
            }
            if state.draining {
                state.queue.append(.event(event))
                return nil
            }
            state.draining = true
            return takeObservers(for: event, in: &state)
        }
        guard let observers else { return }
        for entry in observers { entry.observer.on(event) }
        drainQueue()
    }

    private func takeObservers(for event: Event<Element>, in state: inout State) -> [Entry] {
        let observers = state.observers
        if event.isStopEvent { state.observers = [] }
        return observers
    }

    private func drainQueue() {
        while true {
            let next = state.withLock { state -> (Pending, [Entry])? in
                guard let pending = state.dequeue() else {
                    state.draining = false
                    return nil
                }
                switch pending {
                case .event(let event):
                    return (pending, takeObservers(for: event, in: &state))
                case .attach(let entry, _, let terminal):
                    if terminal == nil { state.observers.append(entry) }
                    return (pending, [])
                }
            }
            guard let (pending, observers) = next else { return }
            switch pending {
            case .event(let event):
                for entry in observers { entry.observer.on(event) }
            case .attach(let entry, let replay, let terminal):
                replayTo(entry.observer, replay, terminal)
            }
        }
    }

    // MARK: Observing

    /// Adds an observer, replays the buffer to it, and returns what removes it.
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let (key, deliverNow) = state.withLock { state -> (UInt64, (replay: [Element], terminal: Event<Element>?)?) in
            let key = state.nextKey
            state.nextKey += 1
            let entry = (key: key, observer: observer)
            let terminal = state.terminal
            let replay = terminal != nil && !replaysAfterTerminal ? [] : state.buffer
            if state.draining {
                state.queue.append(.attach(entry, replay: replay, terminal: terminal))
                return (key, nil)
            }
            state.draining = true
            if terminal == nil { state.observers.append(entry) }
            return (key, (replay, terminal))
        }
        if let deliverNow {
            replayTo(observer, deliverNow.replay, deliverNow.terminal)
            drainQueue()
        }
        // Strong on purpose: a weak reference would give the core a side table
        // and put every retain on the event path on the slow path. The cycle
        // (core → observer → its subscription → this closure → core) ends when
        // the subscription is disposed, the subject terminates, or the subject
        // object goes away (`detachAll`).
        return Disposables.create { [self] in
            self.state.withLock { state in
                state.observers.removeAll { $0.key == key }
                // A pending attach that never ran must not run after dispose.
                for index in state.queue.indices where index >= state.queueHead {
                    if case .attach(let entry, _, _) = state.queue[index], entry.key == key {
                        state.queue[index] = .attach(entry, replay: [], terminal: .completed)
                    }
                }
            }
        }
    }

    /// Forgets every observer: the subject object is gone, nobody can send to them.
    func detachAll() {
        state.withLock { state in
            state.observers = []
            state.queue = []
            state.queueHead = 0
        }
    }

    private func replayTo(_ observer: AnyObserver<Element>, _ replay: [Element], _ terminal: Event<Element>?) {
        for value in replay { observer.on(.next(value)) }
        if let terminal { observer.on(terminal) }
    }
}
