extension ObservableType {
    /// Combines each element with the latest element of `second`; elements
    /// that arrive before `second` has emitted are dropped. Completes with
    /// this sequence; `second` completing changes nothing.
    public func withLatestFrom<Second: ObservableType, Result: Sendable>(
        _ second: Second,
        resultSelector: @escaping @Sendable (Element, Second.Element) throws -> Result
    ) -> Observable<Result> {
        let source = self
        return Observable { observer in
            let sink = WithLatestFromSink(observer: observer, resultSelector: resultSelector)
            // `second` first, so a value it has at once is there for the first element.
            let secondSubscription = SingleAssignmentDisposable()
            secondSubscription.setDisposable(second.subscribe(AnyObserver { event in
                if event.isStopEvent { secondSubscription.dispose() }
                sink.onSecond(event)
            }))
            let firstSubscription = source.subscribe(AnyObserver { sink.onFirst($0) })
            return Disposables.create(secondSubscription, firstSubscription)
        }
    }

    /// Each element replaced by the latest element of `second`.
    public func withLatestFrom<Second: ObservableType>(_ second: Second) -> Observable<Second.Element> {
        withLatestFrom(second) { $1 }
    }
}

private final class WithLatestFromSink<First: Sendable, Second: Sendable, Result: Sendable>: @unchecked Sendable { // vars guarded by lock
    private let lock = ReentrantMutex()
    private let observer: AnyObserver<Result>
    private let resultSelector: @Sendable (First, Second) throws -> Result
    private var latest: Second?
    private var stopped = false

    init(observer: AnyObserver<Result>, resultSelector: @escaping @Sendable (First, Second) throws -> Result) {
        self.observer = observer
        self.resultSelector = resultSelector
    }

    func onFirst(_ event: Event<First>) {
        lock.withLock {
            guard !stopped else { return }
            switch event {
            case .next(let value):
                guard let latest else { return }
                do { observer.on(.next(try resultSelector(value, latest))) } catch { forwardStop(.error(error)) }
            case .error(let error): forwardStop(.error(error))
            case .completed: forwardStop(.completed)
            }
        }
    }

    func onSecond(_ event: Event<Second>) {
        lock.withLock {
            guard !stopped else { return }
            switch event {
            case .next(let value): latest = value
            case .error(let error): forwardStop(.error(error))
            case .completed: break
            }
        }
    }

    private func forwardStop(_ event: Event<Result>) {
        stopped = true
        observer.on(event)
    }
}
