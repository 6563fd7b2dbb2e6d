/// The operators that cannot bring in an error keep the result an
/// Infallible; everything else is on `asObservable()`.
extension Infallible {
    /// Each element transformed.
    public func map<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(raw: source.map(transform))
    }

    /// Each element transformed, nil ones left out.
    public func compactMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(raw: source.compactMap(transform))
    }

    /// The elements that pass `predicate`.
    public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> Infallible {
        Infallible(raw: source.filter(predicate))
    }

    /// Every element of each inner Infallible as it comes.
    public func flatMap<Result: Sendable>(_ selector: @escaping @Sendable (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(raw: source.flatMap { selector($0).source })
    }

    /// The elements of the latest inner Infallible only: a new element leaves the one before.
    public func flatMapLatest<Result: Sendable>(_ selector: @escaping @Sendable (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(raw: source.flatMapLatest { selector($0).source })
    }

    /// The elements of one inner Infallible at a time: elements that come while it runs are dropped.
    public func flatMapFirst<Result: Sendable>(_ selector: @escaping @Sendable (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(raw: source.flatMapFirst { selector($0).source })
    }

    /// Each inner Infallible's elements in turn, the next subscribed when the one before completes.
    public func concatMap<Result: Sendable>(_ selector: @escaping @Sendable (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(raw: source.concatMap { selector($0).source })
    }

    /// Each step of the accumulation from `seed`.
    public func scan<State: Sendable>(
        _ seed: State, accumulator: @escaping @Sendable (State, Element) -> State
    ) -> Infallible<State> {
        Infallible<State>(raw: source.scan(seed, accumulator: accumulator))
    }

    /// `elements` first, then the sequence's own.
    public func startWith(_ elements: Element...) -> Infallible {
        Infallible(raw: Observable.concat([.from(elements), source]))
    }

    /// The first `count` elements, then completion.
    public func take(_ count: Int) -> Infallible { Infallible(raw: source.take(count)) }
    /// Every element after the first `count`.
    public func skip(_ count: Int) -> Infallible { Infallible(raw: source.skip(count)) }

    /// The same sequence, calling `onNext` and `onCompleted` as its events pass.
    public func `do`(onNext: (@Sendable (Element) -> Void)? = nil, onCompleted: (@Sendable () -> Void)? = nil) -> Infallible {
        Infallible(raw: source.do(onNext: onNext, onCompleted: onCompleted))
    }

    /// The same sequence, delivered on `scheduler`.
    public func observe(on scheduler: some ImmediateSchedulerType) -> Infallible {
        Infallible(raw: source.observe(on: scheduler))
    }

    /// An element only after `dueTime` seconds of quiet since it came.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Infallible {
        Infallible(raw: source.debounce(dueTime, scheduler: scheduler))
    }

    /// At most one element every `dueTime` seconds: the first of each window, and the latest at its end unless `latest` is false.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: some SchedulerType) -> Infallible {
        Infallible(raw: source.throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Each element with `other`'s latest, combined by `resultSelector`, once `other` has sent one.
    public func withLatestFrom<Other: Sendable, Result: Sendable>(
        _ other: Infallible<Other>, resultSelector: @escaping @Sendable (Element, Other) -> Result
    ) -> Infallible<Result> {
        Infallible<Result>(raw: source.withLatestFrom(other.source, resultSelector: resultSelector))
    }

    /// Every element of every source as it comes; it completes when all have.
    public static func merge(_ sources: [Infallible]) -> Infallible {
        Infallible(raw: .merge(sources.map(\.source)))
    }

    /// Every element of every source as it comes; it completes when all have.
    public static func merge(_ sources: Infallible...) -> Infallible { merge(sources) }

    /// The latest elements of both, combined by `resultSelector` each time either sends, once both have.
    public static func combineLatest<A: Sendable, B: Sendable>(
        _ a: Infallible<A>, _ b: Infallible<B>, resultSelector: @escaping @Sendable (A, B) -> Element
    ) -> Infallible {
        Infallible(raw: .combineLatest(a.source, b.source, resultSelector: resultSelector))
    }
}

extension Infallible where Element: Equatable {
    /// Each element that differs from the one before it.
    public func distinctUntilChanged() -> Infallible { Infallible(raw: source.distinctUntilChanged()) }
}
