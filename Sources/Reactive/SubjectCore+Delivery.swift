import Synchronization

/// The delivering side of `SubjectCore`: what the thread holding the gate
/// does, and how work left for it is handed over.
extension SubjectCore {
    /// The deliverer brings `snapshot` up to date.
    @inlinable @inline(__always)
    func refreshSnapshot() {
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
    @inlinable @inline(__always)
    func deliver(_ event: Event<Element>) {
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
    @inlinable @inline(__always)
    func letGo(_ me: UInt) {
        while true {
            refreshSnapshot()
            if pending.load(ordering: .acquiring) {
                drainOne()
                continue
            }
            if releasesWithStore {
                gate.releaseWithStore()
                // Pairs with the queuer's process barrier: one of us sees the other.
                ProcessBarrier.compilerOnly()
                guard pending.load(ordering: .relaxed) || observersChanged.load(ordering: .relaxed) else { return }
            } else {
                gate.releaseWithExchange()
                guard pending.load(ordering: .sequentiallyConsistent)
                        || observersChanged.load(ordering: .sequentiallyConsistent) else { return }
            }
            // Work arrived as we let go: ours unless someone took the gate meanwhile.
            guard gate.claim(me) == 0 else { return }
        }
    }

    @usableFromInline func drainOne() {
        let pending = withState { state -> State.Pending? in
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
    @usableFromInline func handOff(to owner: UInt, me: UInt) {
        // Our own delivery, further down this stack, looks before it lets go.
        if owner == me { return }
        if releasesWithStore { ProcessBarrier.synchronize() }
        guard gate.isFree, gate.claim(me) == 0 else { return }
        letGo(me)
    }
}
