extension ObservableType {
    /// Like flatMap, one inner sequence at a time. As in RxSwift, `selector`
    /// runs as each element arrives; the sequences it makes wait in order
    /// until the one before them completes.
    public func concatMap<Inner: ObservableType>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = self
        return Observable { observer in
            ConcatSink(observer: observer, selector: selector).run(source)
        }
    }
}

extension ObservableType where Element: ObservableType {
    /// Subscribes to each inner sequence after the previous one completed.
    public func concat() -> Observable<Element.Element> {
        concatMap { $0 }
    }
}

extension ObservableType {
    /// This sequence, then `second` once this one has completed.
    public func concat<Second: ObservableType>(_ second: Second) -> Observable<Element> where Second.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

extension Observable {
    /// The sources one after another.
    public static func concat<Source: ObservableType>(_ sources: [Source]) -> Observable<Element>
    where Source.Element == Element {
        Observable<Source>.from(sources).concat()
    }

    public static func concat<Source: ObservableType>(_ sources: Source...) -> Observable<Element>
    where Source.Element == Element {
        concat(sources)
    }
}

final class ConcatSink<SourceElement: Sendable, Inner: ObservableType>: Disposable, @unchecked Sendable { // vars guarded by lock
    typealias Element = Inner.Element

    private let lock = ReentrantMutex()
    private let observer: AnyObserver<Element>
    private let selector: @Sendable (SourceElement) throws -> Inner
    private let outer = SingleAssignmentDisposable()
    private let inner = SerialDisposable()
    private var waiting: [Inner] = []
    private var waitingHead = 0
    private var innerActive = false
    /// A thread is inside `subscribeInOrder`; a completion it causes leaves the next subscription to that loop.
    private var subscribing = false
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
            let next: Inner
            do {
                next = try selector(value)
            } catch {
                return lock.withLock { forwardStop(.error(error)) }
            }
            let start = lock.withLock { () -> Bool in
                guard !stopped else { return false }
                if innerActive || subscribing {
                    waiting.append(next)
                    return false
                }
                innerActive = true
                subscribing = true
                return true
            }
            if start { subscribeInOrder(next) }
        case .error(let error):
            lock.withLock { forwardStop(.error(error)) }
        case .completed:
            outer.dispose()
            lock.withLock {
                outerDone = true
                completeIfDone()
            }
        }
    }

    /// A loop rather than recursion, so a long queue of inners that complete
    /// while subscribed does not grow the stack.
    private func subscribeInOrder(_ first: Inner) {
        var next = first
        while true {
            let subscription = SingleAssignmentDisposable()
            inner.disposable = subscription
            subscription.setDisposable(next.subscribe(AnyObserver { self.onInner($0) }))
            let following = lock.withLock { () -> Inner? in
                if !innerActive, !stopped, let queued = dequeue() {
                    innerActive = true
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

    private func onInner(_ event: Event<Element>) {
        let next = lock.withLock { () -> Inner? in
            guard !stopped else { return nil }
            switch event {
            case .next: observer.on(event)
            case .error: forwardStop(event)
            case .completed:
                innerActive = false
                if subscribing { return nil }
                if let queued = dequeue() {
                    innerActive = true
                    subscribing = true
                    return queued
                }
                completeIfDone()
            }
            return nil
        }
        if let next { subscribeInOrder(next) }
    }

    /// Call with the lock held.
    private func dequeue() -> Inner? {
        guard waitingHead < waiting.count else { return nil }
        let value = waiting[waitingHead]
        waitingHead += 1
        if waitingHead == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            waitingHead = 0
        }
        return value
    }

    /// Call with the lock held.
    private func completeIfDone() {
        if outerDone, !innerActive, !subscribing, waitingHead == waiting.count { forwardStop(.completed) }
    }

    private func forwardStop(_ event: Event<Element>) {
        guard !stopped else { return }
        stopped = true
        observer.on(event)
    }
}
