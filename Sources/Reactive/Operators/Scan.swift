extension ObservableType {
    /// Emits each intermediate result of folding the elements into `seed`.
    @inlinable public func scan<Accumulate: Sendable>(
        _ seed: Accumulate,
        accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { state, element in state = try accumulator(state, element) }
    }

    /// Like `scan(_:accumulator:)`, mutating the state in place, which avoids
    /// copying large accumulations such as arrays.
    @inlinable public func scan<Accumulate: Sendable>(
        into seed: Accumulate,
        accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        let source = self
        return Observable { observer in
            let state = LockedValue(seed)
            return source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    do {
                        let result = try state.withLock { state throws -> Accumulate in
                            try accumulator(&state, value)
                            return state
                        }
                        observer.on(.next(result))
                    } catch {
                        observer.on(.error(error))
                    }
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            })
        }
    }
}
