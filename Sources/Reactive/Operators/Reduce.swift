extension ObservableType {
    /// Folds every element into `seed` and emits the result, then completes,
    /// when the sequence completes; an error passes on without a result.
    public func reduce<Accumulate: Sendable, Result: Sendable>(
        _ seed: Accumulate,
        accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping @Sendable (Accumulate) throws -> Result
    ) -> Observable<Result> {
        let source = self
        return Observable { observer in
            let state = LockedValue(seed)
            return source.subscribe(AnyObserver<Element> { event in
                do {
                    switch event {
                    case .next(let value):
                        try state.withLock { state throws in state = try accumulator(state, value) }
                    case .error(let error):
                        observer.on(.error(error))
                    case .completed:
                        observer.on(.next(try mapResult(state.withLock { $0 })))
                        observer.on(.completed)
                    }
                } catch {
                    observer.on(.error(error))
                }
            })
        }
    }

    /// The accumulation of every element from `seed`, once, when the source completes.
    public func reduce<Accumulate: Sendable>(
        _ seed: Accumulate,
        accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}
