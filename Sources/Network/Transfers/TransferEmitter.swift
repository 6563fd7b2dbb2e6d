import Reactive

/// Delivers one transfer's events to its subscriber: progress only forward
/// and not too often, then the result and completion, then nothing. Progress
/// comes from the transport's threads and the result from the operation's,
/// so each event is delivered under the lock, one at a time, in order.
final class TransferEmitter<Value: Sendable>: Sendable {
    private let observer: AnyObserver<TransferEvent<Value>>
    private let throttle = ProgressThrottle()
    private let finished = SanitizerVisibleMutex(false)

    init(_ observer: AnyObserver<TransferEvent<Value>>) {
        self.observer = observer
    }

    func progress(_ progress: TransferProgress) {
        guard throttle.admit(progress) else { return }
        finished.withLock { finished in
            if !finished { observer.onNext(.progress(progress)) }
        }
    }

    /// Ends the stream; `last` is reported first if it moves progress forward (a body's end the transport did not report).
    func finish(_ result: NetworkResult<Value>, last: TransferProgress? = nil) {
        if let last { progress(last) }
        let first = finished.withLock { finished -> Bool in
            defer { finished = true }
            if !finished { observer.onNext(.result(result)) }
            return !finished
        }
        if first { observer.onCompleted() }
    }
}
