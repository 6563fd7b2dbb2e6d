extension ObservableType {
    /// Runs side effects at each point of a subscription's life; an error
    /// thrown by an event handler fails the sequence in place of that event.
    /// `onDispose` runs once, whether the subscription is disposed or ends.
    @inlinable public func `do`(
        onNext: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (any Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Observable<Element> {
        let source = self
        return Observable { observer in
            onSubscribe?()
            let subscription = source.subscribe(AnyObserver<Element> { event in
                do {
                    switch event {
                    case .next(let value): try onNext?(value)
                    case .error(let error): try onError?(error)
                    case .completed: try onCompleted?()
                    }
                    observer.on(event)
                } catch {
                    observer.on(.error(error))
                }
            })
            onSubscribed?()
            guard let onDispose else { return subscription }
            return Disposables.create {
                subscription.dispose()
                onDispose()
            }
        }
    }
}
