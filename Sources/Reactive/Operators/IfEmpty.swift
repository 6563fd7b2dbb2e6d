extension ObservableType {
    /// Emits `element` and completes when the sequence completes without an element.
    public func ifEmpty(default element: Element) -> Observable<Element> {
        ifEmpty(switchTo: Observable.just(element))
    }

    /// Continues with `other` when the sequence completes without an element;
    /// the source is let go of when it completes.
    public func ifEmpty<Other: ObservableType>(switchTo other: Other) -> Observable<Element>
    where Other.Element == Element {
        let source = self
        return Observable { observer in
            let sawElement = LockedValue(false)
            let first = SingleAssignmentDisposable()
            let fallback = SingleAssignmentDisposable()
            first.setDisposable(source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next:
                    sawElement.withLock { $0 = true }
                    observer.on(event)
                case .error:
                    observer.on(event)
                case .completed:
                    guard !sawElement.withLock({ $0 }) else { return observer.on(event) }
                    first.dispose()
                    fallback.setDisposable(other.subscribe(observer))
                }
            }))
            return Disposables.create(first, fallback)
        }
    }
}
