import Synchronization

/// Observers joining and leaving a `SubjectCore`: each change goes through
/// the gate like an event, so a new observer is replayed in its turn and a
/// removed one gets nothing after its removal is delivered.
extension SubjectCore {
    /// Adds an observer, replays the buffer to it, and returns what removes it.
    @inlinable func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let me = ThreadToken.current
        let (key, turn, replay, terminal) = withState { state -> (UInt64, Turn, [Element], Event<Element>?) in
            let key = state.nextKey
            state.nextKey += 1
            let entry = Entry(key: key, observer: observer)
            let terminal = state.terminal
            let replay = replayElements(after: terminal)
            let turn = takeTurn(.attach(entry, replay: replay, terminal: terminal), in: &state, me: me)
            if turn.joinsNow, terminal == nil {
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
    @inlinable func changeObservers(_ change: (inout State) -> Any?) {
        let me = ThreadToken.current
        let (owner, removed) = withState { state -> (UInt, Any?) in
            let removed = change(&state)
            observersChanged.store(true, ordering: .sequentiallyConsistent)
            return (gate.claim(me), removed)
        }
        withExtendedLifetime(removed) {}
        if owner == 0 { letGo(me) } else { handOff(to: owner, me: me) }
    }

    /// Forgets every observer: the subject object is gone, nobody can send to them.
    @usableFromInline func detachAll() {
        changeObservers { state -> Any? in
            defer {
                state.observers = []
                state.queue = []
                state.queueHead = 0
            }
            return (state.observers, state.queue)
        }
    }

    @inlinable func replayTo(_ observer: AnyObserver<Element>, _ replay: [Element], _ terminal: Event<Element>?) {
        for value in replay { observer.on(.next(value)) }
        if let terminal { observer.on(terminal) }
    }
}
