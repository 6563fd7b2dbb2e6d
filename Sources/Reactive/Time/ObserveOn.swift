extension ObservableType {
    /// Delivers every event on `scheduler`, in the order the source sent them
    /// and one at a time, even when the scheduler is a concurrent queue.
    @inlinable public func observe(on scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        let source = self
        return Observable { observer in
            ObserveOnSink(observer: observer, scheduler: scheduler).run(source)
        }
    }
}

/// Events queue up here and one scheduled drain at a time delivers them, so a
/// concurrent scheduler can never run two deliveries at once or reorder them.
/// A drain delivers what is queued, then, if more arrived meanwhile, schedules
/// itself again rather than looping, so a busy source cannot monopolise the
/// scheduler (the main queue also draws the screen).
@usableFromInline
final class ObserveOnSink<Element: Sendable>: Sendable {
    @usableFromInline struct State {
        @usableFromInline var queue: [Event<Element>] = []
        /// A drain is scheduled or running; new events only need queueing.
        @usableFromInline var draining = false
        /// A drain is delivering. A second one started meanwhile (inline, by a
        /// scheduler that runs work at once) hands its turn back rather than nesting.
        @usableFromInline var running = false
        @usableFromInline var handedBack = false

        @inlinable init() {}
    }

    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline let scheduler: any ImmediateSchedulerType
    @usableFromInline let state = Mutex(State())
    @usableFromInline let drainWork = SerialDisposable()

    @inlinable init(observer: AnyObserver<Element>, scheduler: any ImmediateSchedulerType) {
        self.observer = observer
        self.scheduler = scheduler
    }

    @inlinable func run(_ source: some ObservableType<Element>) -> Disposable {
        let subscription = source.subscribe(AnyObserver(on))
        return Disposables.create(subscription, drainWork)
    }

    @inlinable func on(_ event: Event<Element>) {
        let startDrain = state.withLock { state -> Bool in
            state.queue.append(event)
            defer { state.draining = true }
            return !state.draining
        }
        // Only one party schedules at a time: this method while no drain is
        // pending, the drain itself while one is.
        if startDrain { scheduleDrain() }
    }

    @inlinable func scheduleDrain() {
        drainWork.replace { scheduler.schedule { [self] in drain() } }
    }

    @inlinable func drain() {
        let mayRun = state.withLock { state -> Bool in
            if state.running {
                state.handedBack = true
                return false
            }
            state.running = true
            return true
        }
        guard mayRun else { return }
        while true {
            let batch = state.withLock { state -> [Event<Element>] in
                defer { state.queue.removeAll(keepingCapacity: true) }
                return state.queue
            }
            for event in batch { observer.on(event) }
            let finished = state.withLock { state -> Bool in
                guard state.queue.isEmpty else { return false }
                state.draining = false
                state.running = false
                return true
            }
            if finished { return }
            scheduleDrain()
            // The drain just scheduled may already have run, inline or on another
            // thread, and handed its turn back: then this one carries on.
            let carryOn = state.withLock { state -> Bool in
                if state.handedBack {
                    state.handedBack = false
                    return true
                }
                state.running = false
                return false
            }
            if !carryOn { return }
        }
    }
}
