/// Timing and threading for every trait: each is the Observable operator,
/// which keeps the trait's grammar.
extension PrimitiveSequence {
    /// The outcome later by `dueTime` (an error is not delayed, as in RxSwift).
    public func delay(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes `dueTime` later.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the outcome on `scheduler`.
    public func observe(on scheduler: some ImmediateSchedulerType) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes (and disposes) on `scheduler`.
    public func subscribe(on scheduler: some ImmediateSchedulerType) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Fails with `RxError.timeout` if no outcome comes within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` if no outcome comes within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence, scheduler: some SchedulerType) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequence where Element: FixedWidthInteger {
    /// 0 after `dueTime`, then completion.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> PrimitiveSequence {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
