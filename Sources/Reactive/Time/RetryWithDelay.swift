extension ObservableType {
    /// Resubscribes to the source after an error, waiting `delay(attempt, error)`
    /// first, where `attempt` counts the subscriptions that have failed so far
    /// (1 after the first failure). Gives up and forwards the error after
    /// `maxAttempts` subscriptions in all, or as soon as `delay` returns nil.
    public func retry(
        maxAttempts: Int,
        delay: @escaping @Sendable (_ attempt: Int, _ error: any Error) -> RxTimeInterval?,
        scheduler: some SchedulerType
    ) -> Observable<Element> {
        precondition(maxAttempts >= 1, "retry needs at least one attempt")
        let source = self
        return Observable { observer in
            let attempts = SerialDisposable()
            subscribeAttempt(source, attempt: 1, maxAttempts: maxAttempts, delay: delay,
                             scheduler: scheduler, observer: observer, into: attempts)
            return attempts
        }
    }

    /// Resubscribes after an error on a ready-made schedule, e.g. `.exponential(base: 2, scale: 0.5)`.
    public func retry(
        maxAttempts: Int, schedule: RetrySchedule, scheduler: some SchedulerType
    ) -> Observable<Element> {
        retry(maxAttempts: maxAttempts, delay: schedule.delay, scheduler: scheduler)
    }
}

/// One attempt. `attempts` holds the live subscription or the pending wait;
/// each attempt's subscription goes into its own single-assignment slot
/// first, so a source that fails while being subscribed cannot overwrite the
/// retry it has just scheduled.
private func subscribeAttempt<Source: ObservableType>(
    _ source: Source,
    attempt: Int,
    maxAttempts: Int,
    delay: @escaping @Sendable (Int, any Error) -> RxTimeInterval?,
    scheduler: any SchedulerType,
    observer: AnyObserver<Source.Element>,
    into attempts: SerialDisposable
) {
    let current = SingleAssignmentDisposable()
    attempts.disposable = current
    current.setDisposable(source.subscribe { event in
        guard case .error(let error) = event else { return observer.on(event) }
        guard attempt < maxAttempts, let wait = delay(attempt, error) else { return observer.on(event) }
        attempts.replace {
            scheduler.schedule(after: wait) {
                subscribeAttempt(source, attempt: attempt + 1, maxAttempts: maxAttempts, delay: delay,
                                 scheduler: scheduler, observer: observer, into: attempts)
            }
        }
    })
}
