extension ObservableType where Element: ObservableType {
    /// Merges the inner sequences, at most `maxConcurrent` at a time; the
    /// others wait in arrival order until a running one completes.
    /// merge(maxConcurrent: 1) is concat.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge needs at least one concurrent sequence")
        let source = self
        return Observable { observer in
            MergeLimitedSink<Element>(observer: observer, maxConcurrent: maxConcurrent).run(source)
        }
    }
}

final class MergeLimitedSink<Inner: ObservableType>: Disposable, @unchecked Sendable { // vars guarded by lock
    typealias Element = Inner.Element

    private let lock = ReentrantMutex()
    private let observer: AnyObserver<Element>
    private let maxConcurrent: Int
    private let outer = SingleAssignmentDisposable()
    private let inners = CompositeDisposable()
    private var waiting: [Inner] = []
    private var active = 0
    private var outerDone = false
    private var stopped = false

    init(observer: AnyObserver<Element>, maxConcurrent: Int) {
        self.observer = observer
        self.maxConcurrent = maxConcurrent
    }

    func run<Source: ObservableType>(_ source: Source) -> Disposable where Source.Element == Inner {
        outer.setDisposable(source.subscribe(AnyObserver { self.onOuter($0) }))
        return self
    }

    func dispose() {
        outer.dispose()
        inners.dispose()
    }

    private func onOuter(_ event: Event<Inner>) {
        switch event {
        case .next(let inner):
            let start = lock.withLock { () -> Bool in
                guard !stopped else { return false }
                guard active < maxConcurrent else {
                    waiting.append(inner)
                    return false
                }
                active += 1
                return true
            }
            if start { subscribe(inner) }
        case .error(let error):
            lock.withLock { forwardStop(.error(error)) }
        case .completed:
            // Let go of the outer now, as RxSwift does, not when the last inner ends.
            outer.dispose()
            lock.withLock {
                outerDone = true
                if active == 0 { forwardStop(.completed) }
            }
        }
    }

    private func subscribe(_ inner: Inner) {
        let subscription = SingleAssignmentDisposable()
        guard let key = inners.insert(subscription) else { return }
        subscription.setDisposable(inner.subscribe(AnyObserver { self.onInner($0, key: key) }))
    }

    private func onInner(_ event: Event<Element>, key: CompositeDisposable.Key) {
        switch event {
        case .next:
            lock.withLock { if !stopped { observer.on(event) } }
        case .error:
            lock.withLock { forwardStop(event) }
        case .completed:
            inners.remove(for: key)
            let next = lock.withLock { () -> Inner? in
                guard !stopped else { return nil }
                if !waiting.isEmpty { return waiting.removeFirst() }
                active -= 1
                if outerDone, active == 0 { forwardStop(.completed) }
                return nil
            }
            if let next { subscribe(next) }
        }
    }

    /// Call with the lock held. Our subscriber's sink disposes us after a terminal event.
    private func forwardStop(_ event: Event<Element>) {
        guard !stopped else { return }
        stopped = true
        observer.on(event)
    }
}
