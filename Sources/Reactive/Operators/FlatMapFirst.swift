extension ObservableType {
    /// Follows only the sequence made from an element that arrived while no
    /// inner sequence was running; elements arriving while one runs are
    /// dropped without calling `selector`, as in RxSwift. Completes when this
    /// sequence and the running inner one have completed.
    public func flatMapFirst<Inner: ObservableType>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = self
        return Observable { observer in
            FlatMapFirstSink(observer: observer, selector: selector).run(source)
        }
    }
}

final class FlatMapFirstSink<SourceElement: Sendable, Inner: ObservableType>: Disposable, @unchecked Sendable { // vars guarded by lock
    typealias Element = Inner.Element

    private let lock = ReentrantMutex()
    private let observer: AnyObserver<Element>
    private let selector: @Sendable (SourceElement) throws -> Inner
    private let outer = SingleAssignmentDisposable()
    private let inner = SerialDisposable()
    /// Set before `selector` runs, so an element that arrives meanwhile is dropped too.
    private var innerActive = false
    private var outerDone = false
    private var stopped = false

    init(observer: AnyObserver<Element>, selector: @escaping @Sendable (SourceElement) throws -> Inner) {
        self.observer = observer
        self.selector = selector
    }

    func run<Source: ObservableType>(_ source: Source) -> Disposable where Source.Element == SourceElement {
        outer.setDisposable(source.subscribe(AnyObserver { self.onOuter($0) }))
        return self
    }

    func dispose() {
        outer.dispose()
        inner.dispose()
    }

    private func onOuter(_ event: Event<SourceElement>) {
        switch event {
        case .next(let value):
            let start = lock.withLock { () -> Bool in
                guard !stopped, !innerActive else { return false }
                innerActive = true
                return true
            }
            guard start else { return }
            let next: Inner
            do {
                next = try selector(value)
            } catch {
                return lock.withLock { forwardStop(.error(error)) }
            }
            // The previous inner has completed, so assigning only lets go of it. Each inner
            // has its own holder: one that completes while being subscribed is disposed on
            // arrival, and cannot dispose an inner that a re-entrant element started meanwhile.
            let subscription = SingleAssignmentDisposable()
            inner.disposable = subscription
            subscription.setDisposable(next.subscribe(AnyObserver { self.onInner($0, subscription: subscription) }))
        case .error(let error):
            lock.withLock { forwardStop(.error(error)) }
        case .completed:
            outer.dispose()
            lock.withLock {
                outerDone = true
                if !innerActive { forwardStop(.completed) }
            }
        }
    }

    private func onInner(_ event: Event<Element>, subscription: SingleAssignmentDisposable) {
        switch event {
        case .next:
            lock.withLock {
                guard !stopped else { return }
                observer.on(event)
            }
        case .error:
            lock.withLock { forwardStop(event) }
        case .completed:
            // Let go of the inner when it ends, as RxSwift does, not when the next one starts.
            subscription.dispose()
            lock.withLock {
                innerActive = false
                if outerDone { forwardStop(.completed) }
            }
        }
    }

    /// Call with the lock held. Our subscriber's sink disposes us after a terminal event.
    private func forwardStop(_ event: Event<Element>) {
        guard !stopped else { return }
        stopped = true
        observer.on(event)
    }
}
