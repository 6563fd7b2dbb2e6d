extension ObservableType {
    /// The first element, or nil if the sequence completes empty, as a
    /// Single; the source is let go of at the first element.
    public func first() -> Single<Element?> {
        let source = self
        return Single(raw: Observable { observer in
            source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    observer.on(.next(value))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.next(nil))
                    observer.on(.completed)
                }
            })
        })
    }
}
