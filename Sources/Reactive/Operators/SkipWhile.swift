extension ObservableType {
    /// Drops elements while `predicate` holds; from the first that fails it on, passes everything.
    public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        let source = self
        return Observable { observer in
            let skipping = LockedValue(true)
            return source.subscribe(AnyObserver<Element> { event in
                guard case .next(let value) = event, skipping.withLock({ $0 }) else { return observer.on(event) }
                do {
                    guard try !predicate(value) else { return }
                    skipping.withLock { $0 = false }
                    observer.on(event)
                } catch {
                    observer.on(.error(error))
                }
            })
        }
    }
}
