import Synchronization

extension ObservableType {
    /// Fails with `RxError.timeout` when no event arrives within `dueTime` of
    /// the subscription or of the previous element.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.create { observer in
            observer.onError(RxError.timeout)
            return Disposables.create()
        }, scheduler: scheduler)
    }

    /// Switches to `other` when no event arrives within `dueTime` of the
    /// subscription or of the previous element; the source is disposed then.
    public func timeout(
        _ dueTime: RxTimeInterval, other: some ObservableType<Element>, scheduler: some SchedulerType
    ) -> Observable<Element> {
        let source = self
        return Observable { observer in
            TimeoutSink(observer: observer, dueTime: dueTime, scheduler: scheduler).run(source, other: other)
        }
    }
}

/// The source and the timer race under a lock; whichever wins first forwards,
/// outside the lock. A timer wins only if no event came since it was started,
/// and once it has, the source is silenced, so delivery stays serial.
private final class TimeoutSink<Element: Sendable>: Sendable {
    private struct State {
        /// Bumped by every source event; a timer started for an older value is stale.
        var generation: UInt64 = 0
        var switched = false
    }

    private let observer: AnyObserver<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: any SchedulerType
    private let state = Mutex(State())
    private let subscription = SerialDisposable()
    private let timer = SerialDisposable()

    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
        self.observer = observer
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    func run(_ source: some ObservableType<Element>, other: some ObservableType<Element>) -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer(for: 0, other: other)
        original.setDisposable(source.subscribe(AnyObserver { [self] event in on(event, other: other) }))
        return Disposables.create(subscription, timer)
    }

    private func on(_ event: Event<Element>, other: some ObservableType<Element>) {
        let generation = state.withLock { state -> UInt64? in
            guard !state.switched else { return nil }
            state.generation &+= 1
            return state.generation
        }
        guard let generation else { return }
        observer.on(event)
        if case .next = event { startTimer(for: generation, other: other) }
    }

    private func startTimer(for generation: UInt64, other: some ObservableType<Element>) {
        timer.replace {
            scheduler.schedule(after: dueTime) { [self] in
                let timerWins = state.withLock { state -> Bool in
                    guard !state.switched, state.generation == generation else { return false }
                    state.switched = true
                    return true
                }
                if timerWins { subscription.disposable = other.subscribe(observer) }
            }
        }
    }
}
