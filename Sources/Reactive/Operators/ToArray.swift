extension ObservableType {
    /// Every element, as one array when the sequence completes; an error
    /// passes on without the partial array.
    public func toArray() -> Single<[Element]> {
        let source = self
        return Single(raw: Observable { observer in
            let collected = LockedValue<[Element]>([])
            return source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value): collected.withLock { $0.append(value) }
                case .error(let error): observer.on(.error(error))
                case .completed:
                    observer.on(.next(collected.withLock { $0 }))
                    observer.on(.completed)
                }
            })
        })
    }
}
