extension ObservableType {
    /// Each element with its position, counting from 0.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = self
        return Observable { observer in
            let next = LockedValue(0)
            return source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    let index = next.withLock { next in
                        defer { next += 1 }
                        return next
                    }
                    observer.on(.next((index, value)))
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            })
        }
    }
}
