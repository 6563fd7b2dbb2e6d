extension ObservableType {
    /// The elements until `other` emits its first element, then completion.
    /// An error from `other` fails the sequence; `other` completing changes nothing.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let source = self
        return Observable { observer in
            let sink = TakeUntilSink(observer: observer)
            // Subscribed first, as in RxSwift, so an `other` that fires at once wins.
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(other.subscribe(AnyObserver<Other.Element> { event in
                switch event {
                case .next: sink.forward(.completed)
                case .error(let error): sink.forward(.error(error))
                case .completed: otherSubscription.dispose()
                }
            }))
            let sourceSubscription = source.subscribe(AnyObserver<Element> { sink.forward($0) })
            return Disposables.create(otherSubscription, sourceSubscription)
        }
    }
}

/// Serialises the two sources' events to one observer.
private final class TakeUntilSink<Element: Sendable>: @unchecked Sendable { // `stopped` guarded by lock
    private let lock = ReentrantMutex()
    private let observer: AnyObserver<Element>
    private var stopped = false

    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    func forward(_ event: Event<Element>) {
        lock.withLock {
            guard !stopped else { return }
            if event.isStopEvent { stopped = true }
            observer.on(event)
        }
    }
}
