/// Anything that can be subscribed to: observables, subjects and relays.
/// Operators are defined on this protocol, so they apply to all of them.
public protocol ObservableType<Element>: Sendable {
    associatedtype Element: Sendable

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element

    func asObservable() -> Observable<Element>
}

extension ObservableType {
    public func asObservable() -> Observable<Element> {
        Observable { observer in self.subscribe(observer) }
    }

    /// Subscribes with closures; none of them is called after dispose.
    /// `onDisposed` runs once, after a terminal event or on dispose, as in RxSwift.
    public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        // A class, not `Cancelable?`: an optional existential is handled through run-time metadata.
        let disposed = onDisposed.map { AnonymousDisposable($0) }
        let observer = AnyObserver<Element> { event in
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
        let subscription = subscribe(observer)
        guard let disposed else { return subscription }
        return Disposables.create {
            subscription.dispose()
            disposed.dispose()
        }
    }

    /// Subscribes with one closure that sees every event.
    public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(on))
    }
}
