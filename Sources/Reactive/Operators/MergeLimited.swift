extension ObservableType where Element: ObservableType {
    /// Merges the inner sequences, at most `maxConcurrent` at a time; the
    /// others wait in arrival order until a running one completes.
    /// merge(maxConcurrent: 1) is concat.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge needs at least one concurrent sequence")
        let source = self
        return Observable { observer in
            MergeLimitedSink<Element, Element>(observer: observer, maxConcurrent: maxConcurrent, selector: { $0 }).run(source)
        }
    }
}

/// merge(maxConcurrent:) and, with a limit of one, concatMap: `selector`
/// runs as each element arrives, and the sequences it makes wait in order
/// for a free place.
final class MergeLimitedSink<SourceElement: Sendable, Inner: ObservableType>: Disposable, @unchecked Sendable { // vars guarded by lock
    typealias Element = Inner.Element

    private let lock = ReentrantMutex()
    private let observer: AnyObserver<Element>
    private let maxConcurrent: Int
    private let selector: @Sendable (SourceElement) throws -> Inner
    private let outer = SingleAssignmentDisposable()
    private let inners = CompositeDisposable()
    private var waiting: [Inner] = []
    private var waitingHead = 0
    private var active = 0
    /// A thread is inside `subscribeWhileRoom`; a completion it causes leaves the next subscription to that loop.
    private var subscribing = false
    private var outerDone = false
    private var stopped = false

    init(observer: AnyObserver<Element>, maxConcurrent: Int, selector: @escaping @Sendable (SourceElement) throws -> Inner) {
        self.observer = observer
        self.maxConcurrent = maxConcurrent
        self.selector = selector
    }

    func run<Source: ObservableType>(_ source: Source) -> Disposable where Source.Element == SourceElement {
        outer.setDisposable(source.subscribe(AnyObserver { self.onOuter($0) }))
        return self
    }

    func dispose() {
        outer.dispose()
        inners.dispose()
    }

    private func onOuter(_ event: Event<SourceElement>) {
        switch event {
        case .next(let value):
            let inner: Inner
            do {
                inner = try selector(value)
            } catch {
                return lock.withLock { forwardStop(.error(error)) }
            }
            let start = lock.withLock { () -> Bool in
                guard !stopped else { return false }
                guard active < maxConcurrent, !subscribing else {
                    waiting.append(inner)
                    return false
                }
                active += 1
                subscribing = true
                return true
            }
            if start { subscribeWhileRoom(inner) }
        case .error(let error):
            lock.withLock { forwardStop(.error(error)) }
        case .completed:
            // Let go of the outer now, as RxSwift does, not when the last inner ends.
            outer.dispose()
            lock.withLock {
                outerDone = true
                completeIfDone()
            }
        }
    }

    /// A loop rather than recursion, so a long queue of inners that complete
    /// while subscribed does not grow the stack.
    private func subscribeWhileRoom(_ first: Inner) {
        var next = first
        while true {
            let subscription = SingleAssignmentDisposable()
            if let key = inners.insert(subscription) {
                subscription.setDisposable(next.subscribe(AnyObserver { self.onInner($0, key: key) }))
            }
            let following = lock.withLock { () -> Inner? in
                if !stopped, active < maxConcurrent, let queued = dequeue() {
                    active += 1
                    return queued
                }
                subscribing = false
                completeIfDone()
                return nil
            }
            guard let following else { return }
            next = following
        }
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
                active -= 1
                if subscribing { return nil }
                if let queued = dequeue() {
                    active += 1
                    subscribing = true
                    return queued
                }
                completeIfDone()
                return nil
            }
            if let next { subscribeWhileRoom(next) }
        }
    }

    /// Call with the lock held; the next inner in arrival order.
    private func dequeue() -> Inner? {
        guard waitingHead < waiting.count else { return nil }
        defer {
            waitingHead += 1
            if waitingHead == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                waitingHead = 0
            }
        }
        return waiting[waitingHead]
    }

    /// Call with the lock held.
    private func completeIfDone() {
        if outerDone, active == 0, !subscribing, waitingHead == waiting.count { forwardStop(.completed) }
    }

    /// Call with the lock held. Our subscriber's sink disposes us after a terminal event.
    private func forwardStop(_ event: Event<Element>) {
        guard !stopped else { return }
        stopped = true
        observer.on(event)
    }
}
