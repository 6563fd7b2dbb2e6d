import Synchronization

extension ObservableType {
    /// Resubscribes after every error, for ever.
    public func retry() -> Observable<Element> {
        retryingSubscription(maxAttempts: nil)
    }

    /// Subscribes at most `maxAttempts` times in all, as RxSwift counts:
    /// retry(3) is the first attempt and two more; the last error is passed on.
    public func retry(_ maxAttempts: Int) -> Observable<Element> {
        precondition(maxAttempts >= 1, "retry needs at least one attempt")
        return retryingSubscription(maxAttempts: maxAttempts)
    }

    private func retryingSubscription(maxAttempts: Int?) -> Observable<Element> {
        let source = self
        return Observable { observer in
            let sink = RetrySink(source: source, observer: observer, maxAttempts: maxAttempts)
            sink.subscribeLoop()
            return sink.current
        }
    }
}

final class RetrySink<Source: ObservableType>: Sendable {
    typealias Element = Source.Element

    private struct State {
        var attempts = 0
        /// A thread is in `subscribeLoop`; an error it meets asks that loop to go round again.
        var looping = false
        var again = false
    }

    private let source: Source
    private let observer: AnyObserver<Element>
    private let maxAttempts: Int?
    private let state = SanitizerVisibleMutex(State())
    let current = SerialDisposable()

    init(source: Source, observer: AnyObserver<Element>, maxAttempts: Int?) {
        self.source = source
        self.observer = observer
        self.maxAttempts = maxAttempts
    }

    /// Loops rather than recursing, so a source that fails while being
    /// subscribed can be retried many times without growing the stack.
    func subscribeLoop() {
        repeat {
            guard !current.isDisposed else { return }
            state.withLock { state in
                state.attempts += 1
                state.looping = true
                state.again = false
            }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source.subscribe(AnyObserver { self.on($0) }))
        } while state.withLock { state in
            state.looping = false
            return state.again
        }
    }

    private func on(_ event: Event<Element>) {
        guard case .error = event else { return observer.on(event) }
        let retry = state.withLock { state -> Bool? in
            if let maxAttempts, state.attempts >= maxAttempts { return nil }
            if state.looping {
                state.again = true
                return false
            }
            return true
        }
        switch retry {
        case nil: observer.on(event)
        case true?: subscribeLoop()
        case false?: break
        }
    }
}
