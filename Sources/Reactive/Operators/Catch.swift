extension ObservableType {
    /// On error, continues with the sequence `handler` makes from it; an error
    /// thrown by `handler` is what the subscriber sees.
    @inlinable public func `catch`(_ handler: @escaping @Sendable (any Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = self
        return Observable { observer in
            // Two holders, not one serial: a source that fails while being
            // subscribed sets the fallback before its own subscription arrives.
            let first = SingleAssignmentDisposable()
            let fallback = SingleAssignmentDisposable()
            first.setDisposable(source.subscribe(AnyObserver<Element> { event in
                guard case .error(let error) = event else { return observer.on(event) }
                first.dispose()
                do {
                    fallback.setDisposable(try handler(error).subscribe(observer))
                } catch {
                    observer.on(.error(error))
                }
            }))
            return Disposables.create(first, fallback)
        }
    }

    /// On error, emits `element` and completes.
    @inlinable public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in .just(element) }
    }
}
