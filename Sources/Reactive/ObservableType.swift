/// Anything that can be subscribed to: observables, subjects and relays.
/// Operators are defined on this protocol, so they apply to all of them.
public protocol ObservableType<Element>: Sendable {
    /// What the sequence produces.
    associatedtype Element: Sendable

    /// Starts the sequence for `observer`; disposing the result ends the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element

    /// The sequence as an `Observable`, where the operators are.
    func asObservable() -> Observable<Element>
}

extension ObservableType {
    /// Wraps `subscribe` in an `Observable`.
    @inlinable public func asObservable() -> Observable<Element> {
        Observable { observer in self.subscribe(observer) }
    }

    /// Subscribes with closures; none of them is called after dispose.
    /// `onDisposed` runs once, after a terminal event or on dispose, as in RxSwift.
    @inlinable public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        // A class, not `Cancelable?`: an optional existential is handled through run-time metadata.
        let disposed = onDisposed.map { AnonymousDisposable($0) }
        let observer = ClosureObserver(onNext: onNext, onError: onError, onCompleted: onCompleted, disposed: disposed)
        let subscription = subscribe(observer)
        guard let disposed else { return subscription }
        return Disposables.create {
            subscription.dispose()
            disposed.dispose()
        }
    }

    /// Subscribes with one closure that sees every event.
    @inlinable public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(on))
    }
}

/// The observer `subscribe(onNext:onError:onCompleted:onDisposed:)` makes: a
/// struct, so the sink that holds it calls the closures without a closure
/// of its own in between.
@usableFromInline
struct ClosureObserver<Element: Sendable>: ObserverType {
    @usableFromInline let onNext: (@Sendable (Element) -> Void)?
    @usableFromInline let onError: (@Sendable (any Error) -> Void)?
    @usableFromInline let onCompleted: (@Sendable () -> Void)?
    @usableFromInline let disposed: AnonymousDisposable?

    @inlinable init(
        onNext: (@Sendable (Element) -> Void)?, onError: (@Sendable (any Error) -> Void)?,
        onCompleted: (@Sendable () -> Void)?, disposed: AnonymousDisposable?
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposed = disposed
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value): onNext?(value)
        case .error(let error):
            onError?(error)
            disposed?.dispose()
        case .completed:
            onCompleted?()
            disposed?.dispose()
        }
    }
}
