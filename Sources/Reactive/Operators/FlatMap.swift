extension ObservableType {
    /// Subscribes to the sequence made from each element and merges all of
    /// them; completes once this sequence and every inner one have completed.
    public func flatMap<Inner: ObservableType>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = self
        return Observable { observer in
            MergeSink(observer: observer, selector: selector).run(source)
        }
    }
}

extension ObservableType where Element: ObservableType {
    /// Merges the inner sequences as they arrive.
    public func merge() -> Observable<Element.Element> {
        flatMap { $0 }
    }
}

extension Observable {
    /// Interleaves the elements of every source; fails when one fails.
    public static func merge<Source: ObservableType>(_ sources: [Source]) -> Observable<Element>
    where Source.Element == Element {
        Observable<Source>.from(sources).flatMap { $0 }
    }

    public static func merge<Source: ObservableType>(_ sources: Source...) -> Observable<Element>
    where Source.Element == Element {
        merge(sources)
    }
}

/// flatMap's state. Events are forwarded under a recursive lock: it keeps
/// delivery serial across threads and lets an inner emit while it is being
/// subscribed, which happens inside our own outer `next`.
final class MergeSink<SourceElement: Sendable, Inner: ObservableType>: @unchecked Sendable { // vars guarded by lock
    typealias Element = Inner.Element

    private let lock = RecursiveLock()
    private let observer: AnyObserver<Element>
    private let selector: @Sendable (SourceElement) throws -> Inner
    private let group = CompositeDisposable()
    private let outer = SingleAssignmentDisposable()
    /// The outer sequence and each inner one not yet completed.
    private var active = 1
    private var stopped = false

    init(observer: AnyObserver<Element>, selector: @escaping @Sendable (SourceElement) throws -> Inner) {
        self.observer = observer
        self.selector = selector
    }

    func run<Source: ObservableType>(_ source: Source) -> Disposable where Source.Element == SourceElement {
        group.insert(outer)
        outer.setDisposable(source.subscribe(AnyObserver { self.onOuter($0) }))
        return group
    }

    private func onOuter(_ event: Event<SourceElement>) {
        switch event {
        case .next(let value):
            let inner: Inner
            do {
                inner = try selector(value)
            } catch {
                return stop(.error(error))
            }
            let proceed = lock.withLock { () -> Bool in
                guard !stopped else { return false }
                active += 1
                return true
            }
            guard proceed else { return }
            let subscription = SingleAssignmentDisposable()
            guard let key = group.insert(subscription) else { return }
            subscription.setDisposable(inner.subscribe(AnyObserver { self.onInner($0, key: key) }))
        case .error(let error):
            stop(.error(error))
        case .completed:
            // Let go of the outer now, as RxSwift does, not when the last inner ends.
            outer.dispose()
            completeOne()
        }
    }

    private func onInner(_ event: Event<Element>, key: CompositeDisposable.Key) {
        switch event {
        case .next:
            lock.withLock {
                guard !stopped else { return }
                observer.on(event)
            }
        case .error:
            stop(event)
        case .completed:
            group.remove(for: key)
            completeOne()
        }
    }

    private func completeOne() {
        lock.withLock {
            active -= 1
            if active == 0 { forwardStop(.completed) }
        }
    }

    private func stop(_ event: Event<Element>) {
        lock.withLock { forwardStop(event) }
    }

    /// Call with the lock held. Our subscriber's sink disposes `group` after a terminal event.
    private func forwardStop(_ event: Event<Element>) {
        guard !stopped else { return }
        stopped = true
        observer.on(event)
    }
}
