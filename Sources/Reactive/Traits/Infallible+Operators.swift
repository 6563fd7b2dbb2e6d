/// The operators that cannot bring in an error keep the result an
/// Infallible; everything else is on `asObservable()`.
extension Infallible {
    public func map<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(raw: source.map(transform))
    }

    public func compactMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(raw: source.compactMap(transform))
    }

    public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> Infallible {
        Infallible(raw: source.filter(predicate))
    }

    public func flatMap<Result: Sendable>(_ selector: @escaping @Sendable (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(raw: source.flatMap { selector($0).source })
    }

    public func flatMapLatest<Result: Sendable>(_ selector: @escaping @Sendable (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(raw: source.flatMapLatest { selector($0).source })
    }

    public func flatMapFirst<Result: Sendable>(_ selector: @escaping @Sendable (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(raw: source.flatMapFirst { selector($0).source })
    }

    public func concatMap<Result: Sendable>(_ selector: @escaping @Sendable (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(raw: source.concatMap { selector($0).source })
    }

    public func scan<State: Sendable>(
        _ seed: State, accumulator: @escaping @Sendable (State, Element) -> State
    ) -> Infallible<State> {
        Infallible<State>(raw: source.scan(seed, accumulator: accumulator))
    }

    public func startWith(_ elements: Element...) -> Infallible {
        Infallible(raw: Observable.concat([.from(elements), source]))
    }

    public func take(_ count: Int) -> Infallible { Infallible(raw: source.take(count)) }
    public func skip(_ count: Int) -> Infallible { Infallible(raw: source.skip(count)) }

    public func `do`(onNext: (@Sendable (Element) -> Void)? = nil, onCompleted: (@Sendable () -> Void)? = nil) -> Infallible {
        Infallible(raw: source.do(onNext: onNext, onCompleted: onCompleted))
    }

    public func observe(on scheduler: some ImmediateSchedulerType) -> Infallible {
        Infallible(raw: source.observe(on: scheduler))
    }

    public func debounce(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Infallible {
        Infallible(raw: source.debounce(dueTime, scheduler: scheduler))
    }

    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: some SchedulerType) -> Infallible {
        Infallible(raw: source.throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    public func withLatestFrom<Other: Sendable, Result: Sendable>(
        _ other: Infallible<Other>, resultSelector: @escaping @Sendable (Element, Other) -> Result
    ) -> Infallible<Result> {
        Infallible<Result>(raw: source.withLatestFrom(other.source, resultSelector: resultSelector))
    }

    public static func merge(_ sources: [Infallible]) -> Infallible {
        Infallible(raw: .merge(sources.map(\.source)))
    }

    public static func merge(_ sources: Infallible...) -> Infallible { merge(sources) }

    public static func combineLatest<A: Sendable, B: Sendable>(
        _ a: Infallible<A>, _ b: Infallible<B>, resultSelector: @escaping @Sendable (A, B) -> Element
    ) -> Infallible {
        Infallible(raw: .combineLatest(a.source, b.source, resultSelector: resultSelector))
    }
}

extension Infallible where Element: Equatable {
    public func distinctUntilChanged() -> Infallible { Infallible(raw: source.distinctUntilChanged()) }
}
