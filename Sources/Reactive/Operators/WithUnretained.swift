extension ObservableType {
    /// Pairs each element with `object` without keeping it alive; the
    /// sequence completes at the first element after `object` has gone.
    public func withUnretained<Object: AnyObject & Sendable, Result: Sendable>(
        _ object: Object,
        resultSelector: @escaping @Sendable (Object, Element) throws -> Result
    ) -> Observable<Result> {
        let source = self
        return Observable { [weak object] observer in
            source.subscribe(AnyObserver<Element> { [weak object] event in
                switch event {
                case .next(let value):
                    guard let object else { return observer.on(.completed) }
                    do { observer.on(.next(try resultSelector(object, value))) } catch { observer.on(.error(error)) }
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            })
        }
    }

    /// Each element with `object`, held weakly: while it lives; the sequence completes when it goes.
    public func withUnretained<Object: AnyObject & Sendable>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}
