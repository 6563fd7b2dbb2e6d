/// How a Completable ends.
public enum CompletableEvent: Sendable {
    /// It failed.
    case error(any Error)
    /// It completed.
    case completed
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// A Completable made by a closure that reports its outcome and returns
    /// what stops its work; outcomes after the first are ignored.
    public static func create(
        subscribe: @escaping @Sendable (_ completable: @escaping @Sendable (CompletableEvent) -> Void) -> Disposable
    ) -> Completable {
        Completable(raw: Observable { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        })
    }

    /// Completes at once.
    public static func empty() -> Completable {
        Completable(raw: .empty())
    }

    /// Subscribes with one closure that sees the outcome.
    public func subscribe(_ observer: @escaping @Sendable (CompletableEvent) -> Void) -> Disposable {
        source.subscribe { event in
            switch event {
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes with closures; `onDisposed` runs once, after the outcome or on dispose.
    public func subscribe(
        onCompleted: (@Sendable () -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// On error, continues with the Completable `handler` makes from it.
    public func `catch`(_ handler: @escaping @Sendable (any Error) throws -> Completable) -> Completable {
        Completable(raw: source.catch { try handler($0).source })
    }

    /// Then `next`, once this has completed; an error skips it.
    public func andThen(_ next: Completable) -> Completable {
        Completable(raw: .concat(source, next.source))
    }

    /// This Completable, then `next`'s element: `next` is subscribed once this completes.
    public func andThen<Result: Sendable>(_ next: Single<Result>) -> Single<Result> {
        Single(raw: .concat(asObservable(of: Result.self), next.source))
    }

    /// This Completable, then `next`'s element, if any.
    public func andThen<Result: Sendable>(_ next: Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: .concat(asObservable(of: Result.self), next.source))
    }

    /// This Completable, then every element of `next`.
    public func andThen<Result: Sendable>(_ next: Observable<Result>) -> Observable<Result> {
        .concat(asObservable(of: Result.self), next)
    }

    /// The same events as a sequence of any element type: there are no elements to convert.
    private func asObservable<Result: Sendable>(of type: Result.Type) -> Observable<Result> {
        let source = self.source
        return Observable { observer in
            source.subscribe(AnyObserver<Never> { event in
                // An event of Never is a terminal one.
                if case .error(let error) = event { observer.on(.error(error)) } else { observer.on(.completed) }
            })
        }
    }
}

extension ObservableType {
    /// Drops the elements and keeps the outcome.
    public func asCompletable() -> Completable {
        Completable(raw: ignoreElements())
    }
}
