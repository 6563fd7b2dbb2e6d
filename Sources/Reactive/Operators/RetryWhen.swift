import Synchronization

extension ObservableType {
    /// On error, hands the error to the sequence `notificationHandler` made
    /// from the stream of errors: its next element resubscribes to the
    /// source, its error or completion ends the result with that event.
    /// As in RxSwift 6, the handler's sequence is subscribed once, before the
    /// source, but its events count only after an error: one that completes
    /// before any error ends the result at the next error, not at once. A
    /// resubscription asked for while the source is being subscribed (it
    /// failed at once) runs after that subscribe returns, not inside it.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping @Sendable (Observable<any Error>) -> Trigger
    ) -> Observable<Element> {
        let source = self
        return Observable { observer in
            RetryWhenSink(source: source, observer: observer).run(notificationHandler)
        }
    }
}

private final class RetryWhenSink<Source: ObservableType, Trigger: ObservableType>: Sendable {
    typealias Element = Source.Element

    private struct Attempts {
        /// A thread is subscribing the source; a request it meets waits for it.
        var running = false
        var requested = false
    }

    /// The source and the trigger may emit on different threads; this keeps delivery serial.
    private let lock = ReentrantMutex()
    private let source: Source
    private let observer: AnyObserver<Element>
    private let errors = PublishSubject<any Error>()
    /// What the handler's sequence sends; an attempt that failed listens to it.
    private let notifier = PublishSubject<Trigger.Element>()
    /// The current attempt: its source subscription and its listening to `notifier`.
    private let attempt = SerialDisposable()
    private let attempts = SanitizerVisibleMutex(Attempts())

    init(source: Source, observer: AnyObserver<Element>) {
        self.source = source
        self.observer = observer
    }

    func run(_ notificationHandler: @Sendable (Observable<any Error>) -> Trigger) -> Disposable {
        let trigger = notificationHandler(errors.asObservable()).subscribe(notifier)
        requestAttempt()
        return Disposables.create(trigger, attempt)
    }

    /// Subscribes the source now, or, if a thread is already doing so
    /// further down this stack or elsewhere, has it go round once more.
    private func requestAttempt() {
        let start = attempts.withLock { attempts -> Bool in
            attempts.requested = true
            guard !attempts.running else { return false }
            attempts.running = true
            return true
        }
        guard start else { return }
        while attempts.withLock({ attempts -> Bool in
            attempts.running = attempts.requested
            attempts.requested = false
            return attempts.running
        }) {
            subscribeSource()
        }
    }

    private func subscribeSource() {
        guard !attempt.isDisposed else { return }
        let subscription = SingleAssignmentDisposable()
        let listening = SingleAssignmentDisposable()
        attempt.disposable = Disposables.create(subscription, listening)
        subscription.setDisposable(source.subscribe(AnyObserver { [self] event in
            guard case .error(let error) = event else { return forward(event) }
            subscription.dispose()
            listening.setDisposable(notifier.subscribe(AnyObserver { [self] trigger in
                switch trigger {
                case .next: requestAttempt()
                case .error(let error): forward(.error(error))
                case .completed: forward(.completed)
                }
            }))
            errors.onNext(error)
        }))
    }

    private func forward(_ event: Event<Element>) {
        lock.withLock { observer.on(event) }
    }
}
