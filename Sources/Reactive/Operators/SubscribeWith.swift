extension ObservableType {
    /// Subscribes with closures that get `object` without keeping it alive,
    /// as RxSwift's `subscribe(with:)`: once `object` has gone, the closures
    /// are skipped (the subscription itself lasts until it ends or is disposed).
    @inlinable public func subscribe<Object: AnyObject & Sendable>(
        with object: Object,
        onNext: (@Sendable (Object, Element) -> Void)? = nil,
        onError: (@Sendable (Object, any Error) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        var disposed: (@Sendable () -> Void)?
        if let onDisposed {
            disposed = { [weak object] in if let object { onDisposed(object) } }
        }
        return subscribe(
            onNext: { [weak object] element in if let object { onNext?(object, element) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: disposed
        )
    }

    /// Binds elements to a closure that gets `object` without keeping it
    /// alive; like `bind(onNext:)`, an error ends the binding quietly.
    @inlinable public func bind<Object: AnyObject & Sendable>(
        with object: Object, onNext: @escaping @Sendable (Object, Element) -> Void
    ) -> Disposable {
        subscribe(onNext: { [weak object] element in if let object { onNext(object, element) } })
    }
}
