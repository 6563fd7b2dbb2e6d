extension ObservableType {
    /// Drops elements until `other` emits, then passes everything; `other`
    /// is let go of once it has emitted or completed. An error from either
    /// fails the sequence. As in RxSwift, the source completing before
    /// `other` emitted ends nothing downstream, and both are let go of.
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let source = self
        return Observable { observer in
            let sink = SkipUntilSink<Element, Other.Element>(observer: observer)
            sink.sourceSubscription.setDisposable(source.subscribe(AnyObserver<Element> { sink.onSource($0) }))
            sink.otherSubscription.setDisposable(other.subscribe(AnyObserver<Other.Element> { sink.onOther($0) }))
            return Disposables.create(sink.sourceSubscription, sink.otherSubscription)
        }
    }
}

/// Serialises the two sources' effects on one observer.
private final class SkipUntilSink<Element: Sendable, OtherElement: Sendable>: @unchecked Sendable { // `forwarding` guarded by lock
    private let lock = ReentrantMutex()
    private let observer: AnyObserver<Element>
    let sourceSubscription = SingleAssignmentDisposable()
    let otherSubscription = SingleAssignmentDisposable()
    private var forwarding = false

    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    func onSource(_ event: Event<Element>) {
        let silentEnd = lock.withLock { () -> Bool in
            switch event {
            case .next:
                if forwarding { observer.on(event) }
                return false
            case .error:
                observer.on(event)
                return false
            case .completed:
                if forwarding { observer.on(event) }
                return !forwarding
            }
        }
        if silentEnd {
            sourceSubscription.dispose()
            otherSubscription.dispose()
        }
    }

    func onOther(_ event: Event<OtherElement>) {
        lock.withLock {
            switch event {
            case .next: forwarding = true
            case .error(let error): observer.on(.error(error))
            case .completed: break
            }
        }
        otherSubscription.dispose()
    }
}
