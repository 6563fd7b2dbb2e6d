extension PrimitiveSequence where Trait == SingleTrait {
    /// The element if it satisfies `predicate`, else completion without one.
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    /// The element transformed, or completion without one where `transform` gives nil.
    public func compactMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: source.compactMap(transform))
    }

    /// Both elements, once both have succeeded; the first error fails it.
    public static func zip<A: Sendable, B: Sendable>(
        _ a: Single<A>, _ b: Single<B>, resultSelector: @escaping @Sendable (A, B) throws -> Element
    ) -> Single<Element> {
        Single(raw: .zip(a.source, b.source, resultSelector: resultSelector))
    }

    /// Both elements as a pair, once both have succeeded.
    public static func zip<A: Sendable, B: Sendable>(_ a: Single<A>, _ b: Single<B>) -> Single<Element>
    where Element == (A, B) {
        zip(a, b) { ($0, $1) }
    }

    /// The three elements combined by `resultSelector`, once all have succeeded.
    public static func zip<A: Sendable, B: Sendable, C: Sendable>(
        _ a: Single<A>, _ b: Single<B>, _ c: Single<C>, resultSelector: @escaping @Sendable (A, B, C) throws -> Element
    ) -> Single<Element> {
        Single(raw: .zip(a.source, b.source, c.source, resultSelector: resultSelector))
    }

    /// Every element in order; an empty array succeeds at once with [], as in RxSwift.
    public static func zip<Item: Sendable>(_ singles: [Single<Item>]) -> Single<Element> where Element == [Item] {
        guard !singles.isEmpty else { return .just([]) }
        return Single(raw: Observable.zip(singles.map(\.source)))
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// The element if it satisfies `predicate`, else completion without one.
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    /// The element transformed, or completion without one where `transform` gives nil.
    public func compactMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: source.compactMap(transform))
    }

    /// Both elements, once both have one; completes empty once both have ended without a pair.
    public static func zip<A: Sendable, B: Sendable>(
        _ a: Maybe<A>, _ b: Maybe<B>, resultSelector: @escaping @Sendable (A, B) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: .zip(a.source, b.source, resultSelector: resultSelector))
    }

    /// Both elements as a pair, if both have one.
    public static func zip<A: Sendable, B: Sendable>(_ a: Maybe<A>, _ b: Maybe<B>) -> Maybe<Element>
    where Element == (A, B) {
        zip(a, b) { ($0, $1) }
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// Runs all at once; completes when every one has, fails at the first error.
    public static func merge(_ sources: [Completable]) -> Completable {
        Completable(raw: .merge(sources.map(\.source)))
    }

    /// Runs all at once; completes when every one has, fails at the first error.
    public static func merge(_ sources: Completable...) -> Completable {
        merge(sources)
    }

    /// Runs them one after another; fails at the first error.
    public static func concat(_ sources: [Completable]) -> Completable {
        Completable(raw: .concat(sources.map(\.source)))
    }

    /// Runs them one after another; fails at the first error.
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// Completes once every one has, as `merge`: RxSwift's name for the same wait.
    public static func zip(_ sources: [Completable]) -> Completable {
        merge(sources)
    }

    /// Completes once every one has, as `merge`.
    public static func zip(_ sources: Completable...) -> Completable {
        merge(sources)
    }
}
