extension ObservableType {
    /// The elements as an async sequence: iterating subscribes, and the
    /// subscription is disposed when the stream ends or its consumer is
    /// cancelled or goes away. Elements are buffered, never dropped.
    public var values: AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { continuation in
            let subscription = SingleAssignmentDisposable()
            // Set before subscribing: a source that ends synchronously still disposes.
            continuation.onTermination = { _ in subscription.dispose() }
            subscription.setDisposable(subscribe { event in
                switch event {
                case .next(let element): continuation.yield(element)
                case .error(let error): continuation.finish(throwing: error)
                case .completed: continuation.finish()
                }
            })
        }
    }
}
