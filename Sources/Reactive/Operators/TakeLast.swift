extension ObservableType {
    /// The last `count` elements, emitted together when the sequence
    /// completes; an error passes on without them.
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast needs a count of zero or more")
        let source = self
        return Observable { observer in
            let kept = LockedValue<[Element]>([])
            return source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    guard count > 0 else { return }
                    kept.withLock { kept in
                        if kept.count == count { kept.removeFirst() }
                        kept.append(value)
                    }
                case .error:
                    observer.on(event)
                case .completed:
                    for value in kept.withLock({ $0 }) { observer.on(.next(value)) }
                    observer.on(.completed)
                }
            })
        }
    }
}
