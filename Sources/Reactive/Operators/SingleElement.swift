extension ObservableType {
    /// The only element, passed on as it arrives, then completion; fails with
    /// `RxError.moreThanOneElement` at a second element, or with
    /// `RxError.noElements` if the sequence completes without one, as RxSwift's `single()`.
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Like `single()`, counting only the elements that satisfy `predicate`.
    public func single(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        let source = self
        return Observable { observer in
            let seen = LockedValue(false)
            return source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    do {
                        guard try predicate(value) else { return }
                    } catch {
                        return observer.on(.error(error))
                    }
                    let isSecond = seen.withLock { seen -> Bool in
                        defer { seen = true }
                        return seen
                    }
                    observer.on(isSecond ? .error(RxError.moreThanOneElement) : event)
                case .error:
                    observer.on(event)
                case .completed:
                    observer.on(seen.withLock { $0 } ? .completed : .error(RxError.noElements))
                }
            })
        }
    }
}
