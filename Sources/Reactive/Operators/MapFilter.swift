extension ObservableType {
    /// Transforms each element; an error thrown by `transform` ends the sequence with it.
    @inlinable public func map<Result: Sendable>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Observable<Result> {
        let source = self
        return Observable { observer in
            source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    do { observer.on(.next(try transform(value))) } catch { observer.on(.error(error)) }
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            })
        }
    }

    /// Transforms each element and drops the nils.
    @inlinable public func compactMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Observable<Result> {
        let source = self
        return Observable { observer in
            source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    do {
                        if let result = try transform(value) { observer.on(.next(result)) }
                    } catch {
                        observer.on(.error(error))
                    }
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            })
        }
    }

    /// Keeps the elements that satisfy `predicate`.
    @inlinable public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        let source = self
        return Observable { observer in
            source.subscribe(AnyObserver<Element> { event in
                if case .next(let value) = event {
                    do {
                        if try predicate(value) { observer.on(event) }
                    } catch {
                        observer.on(.error(error))
                    }
                } else {
                    observer.on(event)
                }
            })
        }
    }

    /// Emits nothing but the terminal event.
    @inlinable public func ignoreElements() -> Observable<Never> {
        let source = self
        return Observable { observer in
            source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next: break
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            })
        }
    }
}
