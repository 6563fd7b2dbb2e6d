extension ObservableType {
    /// Emits an element only once `dueTime` has passed without another one:
    /// each element restarts the wait. Completion first emits the element
    /// still waiting; an error is forwarded at once and drops it.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        let source = self
        return Observable { observer in
            DebounceSink(observer: observer, dueTime: dueTime, scheduler: scheduler).run(source)
        }
    }
}

/// The timer fires on the scheduler's thread while the source may emit on
/// another, so both forward while holding the lock.
private final class DebounceSink<Element: Sendable>: @unchecked Sendable { // state guarded by `lock`
    private let observer: AnyObserver<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: any SchedulerType
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()

    private var pending: Element?
    /// Which element the running timer was started for; a stale timer does nothing.
    private var generation: UInt64 = 0

    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
        self.observer = observer
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    func run(_ source: some ObservableType<Element>) -> Disposable {
        let subscription = source.subscribe(AnyObserver(on))
        return Disposables.create(subscription, timer)
    }

    private func on(_ event: Event<Element>) {
        lock.withLock {
            switch event {
            case .next(let element):
                generation &+= 1
                let current = generation
                pending = element
                timer.replace { scheduler.schedule(after: dueTime) { [self] in fire(current) } }
            case .error:
                pending = nil
                observer.on(event)
            case .completed:
                if let element = pending {
                    pending = nil
                    observer.onNext(element)
                }
                observer.onCompleted()
            }
        }
    }

    private func fire(_ expected: UInt64) {
        lock.withLock {
            guard generation == expected, let element = pending else { return }
            pending = nil
            observer.onNext(element)
        }
    }
}
