extension ObservableType {
    /// On error, hands the error to the sequence `notificationHandler` made
    /// from the stream of errors: its next element resubscribes to the
    /// source, its error or completion ends the result with that event.
    /// The handler's sequence is subscribed once, before the source.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping @Sendable (Observable<any Error>) -> Trigger
    ) -> Observable<Element> {
        let source = self
        return Observable { observer in
            let errors = PublishSubject<any Error>()
            let attempt = SerialDisposable()
            let sink = RetryWhenSink(source: source, observer: observer, errors: errors, attempt: attempt)
            let trigger = notificationHandler(errors.asObservable()).subscribe(AnyObserver<Trigger.Element> { event in
                switch event {
                case .next: sink.subscribeSource()
                case .error(let error): sink.forward(.error(error))
                case .completed: sink.forward(.completed)
                }
            })
            sink.subscribeSource()
            return Disposables.create(trigger, attempt)
        }
    }
}

private final class RetryWhenSink<Source: ObservableType>: Sendable {
    /// The source and the trigger may emit on different threads; this keeps delivery serial.
    private let lock = ReentrantMutex()
    private let source: Source
    private let observer: AnyObserver<Source.Element>
    private let errors: PublishSubject<any Error>
    private let attempt: SerialDisposable

    init(source: Source, observer: AnyObserver<Source.Element>, errors: PublishSubject<any Error>, attempt: SerialDisposable) {
        self.source = source
        self.observer = observer
        self.errors = errors
        self.attempt = attempt
    }

    /// Each attempt has its own holder, so one that fails while being
    /// subscribed, and is retried at once, cannot dispose its successor.
    func subscribeSource() {
        guard !attempt.isDisposed else { return }
        let current = SingleAssignmentDisposable()
        attempt.disposable = current
        current.setDisposable(source.subscribe(AnyObserver { [self] event in
            guard case .error(let error) = event else { return forward(event) }
            current.dispose()
            errors.onNext(error)
        }))
    }

    func forward(_ event: Event<Source.Element>) {
        lock.withLock { observer.on(event) }
    }
}
