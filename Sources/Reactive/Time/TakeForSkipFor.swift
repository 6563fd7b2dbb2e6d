extension ObservableType {
    /// The elements that arrive within `duration` of subscribing, then completion.
    public func take(for duration: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        take(until: Observable<Int>.timer(duration, scheduler: scheduler))
    }

    /// Drops the elements that arrive within `duration` of subscribing; the
    /// terminal event passes whenever it comes.
    public func skip(for duration: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        let source = self
        return Observable { observer in
            let open = LockedValue(false)
            let timer = scheduler.schedule(after: duration) { open.withLock { $0 = true } }
            let subscription = source.subscribe(AnyObserver<Element> { event in
                if case .next = event, !open.withLock({ $0 }) { return }
                observer.on(event)
            })
            return Disposables.create(timer, subscription)
        }
    }
}
