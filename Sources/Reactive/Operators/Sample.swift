extension ObservableType {
    /// At each element of `sampler`, emits the latest element of this
    /// sequence if one arrived since the last sample, or else `defaultValue`
    /// if given. After this sequence completes, the next sample (or the
    /// sampler's completion) emits what is left and completes, as in RxSwift.
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil) -> Observable<Element> {
        let source = self
        return Observable { observer in
            let sink = SampleSink<Element, Sampler.Element>(observer: observer, defaultValue: defaultValue)
            sink.sourceSubscription.setDisposable(source.subscribe(AnyObserver { sink.onSource($0) }))
            let samplerSubscription = sampler.subscribe(AnyObserver { sink.onSampler($0) })
            return Disposables.create(sink.sourceSubscription, samplerSubscription)
        }
    }
}

private final class SampleSink<Element: Sendable, SamplerElement: Sendable>: @unchecked Sendable { // vars guarded by lock
    private let lock = ReentrantMutex()
    private let observer: AnyObserver<Element>
    private let defaultValue: Element?
    let sourceSubscription = SingleAssignmentDisposable()
    private var latest: Element?
    private var sourceDone = false

    init(observer: AnyObserver<Element>, defaultValue: Element?) {
        self.observer = observer
        self.defaultValue = defaultValue
    }

    func onSource(_ event: Event<Element>) {
        let done = lock.withLock { () -> Bool in
            switch event {
            case .next(let value): latest = value
            case .error: observer.on(event)
            case .completed: sourceDone = true
            }
            return event.isStopEvent
        }
        if done { sourceSubscription.dispose() }
    }

    func onSampler(_ event: Event<SamplerElement>) {
        lock.withLock {
            if case .error(let error) = event { return observer.on(.error(error)) }
            if let value = latest ?? defaultValue {
                latest = nil
                observer.on(.next(value))
            }
            if sourceDone { observer.on(.completed) }
        }
    }
}
