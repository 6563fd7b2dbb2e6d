/// How a Maybe ends: with its element, empty, or with an error.
public enum MaybeEvent<Element: Sendable>: Sendable {
    /// Its one element, then the end.
    case success(Element)
    /// It failed.
    case error(any Error)
    /// It completed without an element.
    case completed
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// A Maybe made by a closure that reports its one outcome and returns
    /// what stops its work; outcomes after the first are ignored.
    public static func create(
        subscribe: @escaping @Sendable (_ maybe: @escaping @Sendable (MaybeEvent<Element>) -> Void) -> Disposable
    ) -> Maybe<Element> {
        Maybe(raw: Observable { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        })
    }

    /// A Maybe of `element`.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: .just(element))
    }

    /// Completes at once without an element.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: .empty())
    }

    /// Subscribes with one closure that sees the outcome.
    public func subscribe(_ observer: @escaping @Sendable (MaybeEvent<Element>) -> Void) -> Disposable {
        let succeeded = LockedValue(false)
        return source.subscribe { event in
            switch event {
            case .next(let element):
                succeeded.withLock { $0 = true }
                observer(.success(element))
            case .error(let error):
                observer(.error(error))
            case .completed:
                // The completion after an element is part of that success.
                if !succeeded.withLock({ $0 }) { observer(.completed) }
            }
        }
    }

    /// Subscribes with closures; `onCompleted` runs only when there was no element.
    public func subscribe(
        onSuccess: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        let succeeded = LockedValue(false)
        return source.subscribe(
            onNext: { element in
                succeeded.withLock { $0 = true }
                onSuccess?(element)
            },
            onError: onError,
            onCompleted: { if !succeeded.withLock({ $0 }) { onCompleted?() } },
            onDisposed: onDisposed
        )
    }

    /// The element transformed; an empty Maybe stays empty.
    public func map<Result: Sendable>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: source.map(transform))
    }

    /// The Maybe made from the element, if there is one.
    public func flatMap<Result: Sendable>(
        _ selector: @escaping @Sendable (Element) throws -> Maybe<Result>
    ) -> Maybe<Result> {
        Maybe(raw: source.flatMap { try selector($0).source })
    }

    /// On error, continues with the Maybe `handler` makes from it.
    public func `catch`(_ handler: @escaping @Sendable (any Error) throws -> Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: source.catch { try handler($0).source })
    }

    /// On error, succeeds with `element`.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: source.catchAndReturn(element))
    }

    /// A Single of the element, or of `default` when there is none.
    public func ifEmpty(default element: Element) -> Single<Element> {
        Single(raw: source.ifEmpty(default: element))
    }

    /// Continues with `other` when there is no element.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: source.ifEmpty(switchTo: other.source))
    }

    /// Continues with the Single `other` when there is no element.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: source.ifEmpty(switchTo: other.source))
    }

    /// The same end, without the element.
    public func asCompletable() -> Completable { Completable(raw: source.ignoreElements()) }
}

extension ObservableType {
    /// The element, if any, as a Maybe: fails with `RxError.moreThanOneElement`
    /// as soon as a second element arrives.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: atMostOneElement(onEmpty: .completed))
    }
}
