import Synchronization

extension ObservableType {
    /// Delivers every event on `scheduler`, in the order the source sent them
    /// and one at a time, even when the scheduler is a concurrent queue.
    public func observe(on scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        let source = self
        return Observable { observer in
            ObserveOnSink(observer: observer, scheduler: scheduler).run(source)
        }
    }
}

/// Events queue up here; at most one scheduled drain exists at a time and it
/// delivers the whole queue, so a concurrent scheduler can never run two
/// deliveries at once or reorder them.
private final class ObserveOnSink<Element: Sendable>: Sendable {
    private struct State {
        var queue: [Event<Element>] = []
        var draining = false
    }

    private let observer: AnyObserver<Element>
    private let scheduler: any ImmediateSchedulerType
    private let state = Mutex(State())
    private let drainWork = SerialDisposable()

    init(observer: AnyObserver<Element>, scheduler: any ImmediateSchedulerType) {
        self.observer = observer
        self.scheduler = scheduler
    }

    func run(_ source: some ObservableType<Element>) -> Disposable {
        let subscription = source.subscribe(AnyObserver(on))
        return Disposables.create(subscription, drainWork)
    }

    private func on(_ event: Event<Element>) {
        let startDrain = state.withLock { state -> Bool in
            state.queue.append(event)
            defer { state.draining = true }
            return !state.draining
        }
        if startDrain { drainWork.replace { scheduler.schedule { [self] in drain() } } }
    }

    private func drain() {
        while true {
            let batch = state.withLock { state -> [Event<Element>] in
                if state.queue.isEmpty { state.draining = false }
                defer { state.queue.removeAll(keepingCapacity: true) }
                return state.queue
            }
            if batch.isEmpty { return }
            for event in batch { observer.on(event) }
        }
    }
}
