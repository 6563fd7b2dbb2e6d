extension PrimitiveSequence where Trait == SingleTrait {
    /// A Single made by a closure that reports its one outcome and returns
    /// what stops its work; outcomes after the first are ignored.
    @inlinable public static func create(
        subscribe: @escaping @Sendable (_ single: @escaping @Sendable (SingleEvent<Element>) -> Void) -> Disposable
    ) -> Single<Element> {
        Single(raw: Observable { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        })
    }

    /// A Single of `element`.
    @inlinable public static func just(_ element: Element) -> Single<Element> {
        Single(raw: .just(element))
    }

    /// Subscribes with one closure that sees the outcome.
    @inlinable public func subscribe(_ observer: @escaping @Sendable (SingleEvent<Element>) -> Void) -> Disposable {
        source.subscribe { event in
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            case .completed: break // always right after the element
            }
        }
    }

    /// Subscribes with closures; `onDisposed` runs once, after the outcome or on dispose.
    @inlinable public func subscribe(
        onSuccess: (@Sendable (Element) -> Void)? = nil,
        onFailure: (@Sendable (any Error) -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// The element transformed.
    @inlinable public func map<Result: Sendable>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Single<Result> {
        Single(raw: source.map(transform))
    }

    /// The Single made from the element.
    @inlinable public func flatMap<Result: Sendable>(
        _ selector: @escaping @Sendable (Element) throws -> Single<Result>
    ) -> Single<Result> {
        Single(raw: source.flatMap { try selector($0).source })
    }

    /// The Maybe made from the element.
    @inlinable public func flatMapMaybe<Result: Sendable>(
        _ selector: @escaping @Sendable (Element) throws -> Maybe<Result>
    ) -> Maybe<Result> {
        Maybe(raw: source.flatMap { try selector($0).source })
    }

    /// The Completable made from the element.
    @inlinable public func flatMapCompletable(_ selector: @escaping @Sendable (Element) throws -> Completable) -> Completable {
        Completable(raw: source.flatMap { try selector($0).source })
    }

    /// On error, continues with the Single `handler` makes from it.
    public func `catch`(_ handler: @escaping @Sendable (any Error) throws -> Single<Element>) -> Single<Element> {
        Single(raw: source.catch { try handler($0).source })
    }

    /// On error, succeeds with `element`.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: source.catchAndReturn(element))
    }

    /// The same element, as a Maybe.
    @inlinable public func asMaybe() -> Maybe<Element> { Maybe(raw: source) }

    /// The same end, without the element.
    @inlinable public func asCompletable() -> Completable { Completable(raw: source.ignoreElements()) }
}

extension ObservableType {
    /// The one element as a Single: fails with `RxError.noElements` if the
    /// sequence completes empty and with `RxError.moreThanOneElement` as soon
    /// as a second element arrives.
    @inlinable public func asSingle() -> Single<Element> {
        Single(raw: atMostOneElement(onEmpty: .error(RxError.noElements)))
    }
}
