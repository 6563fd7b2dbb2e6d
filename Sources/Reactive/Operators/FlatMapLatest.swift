extension ObservableType {
    /// Follows only the sequence made from the latest element: a new element
    /// disposes the previous inner sequence before subscribing the next.
    /// Completes when this sequence and the latest inner one have completed.
    public func flatMapLatest<Inner: ObservableType>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = self
        return Observable { observer in
            SwitchSink(observer: observer, selector: selector).run(source)
        }
    }
}

extension ObservableType where Element: ObservableType {
    /// Follows the latest inner sequence, dropping the earlier ones.
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}

final class SwitchSink<SourceElement: Sendable, Inner: ObservableType>: Disposable, @unchecked Sendable { // vars guarded by lock
    typealias Element = Inner.Element

    private let lock = ReentrantMutex()
    private let observer: AnyObserver<Element>
    private let selector: @Sendable (SourceElement) throws -> Inner
    private let outer = SingleAssignmentDisposable()
    private let inner = SerialDisposable()
    /// Identifies the latest inner; events of older ones are stale.
    private var latest: UInt64 = 0
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
            let next: Inner
            do {
                next = try selector(value)
            } catch {
                return lock.withLock { forwardStop(.error(error)) }
            }
            let id = lock.withLock { () -> UInt64? in
                guard !stopped else { return nil }
                latest &+= 1
                innerActive = true
                return latest
            }
            guard let id else { return }
            // Assigning disposes the previous inner before the next is subscribed.
            let subscription = SingleAssignmentDisposable()
            inner.disposable = subscription
            subscription.setDisposable(next.subscribe(AnyObserver { self.onInner($0, id: id) }))
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

    private func onInner(_ event: Event<Element>, id: UInt64) {
        lock.withLock {
            guard id == latest, !stopped else { return }
            switch event {
            case .next: observer.on(event)
            case .error: forwardStop(event)
            case .completed:
                innerActive = false
                if outerDone { forwardStop(.completed) }
            }
        }
    }

    private func forwardStop(_ event: Event<Element>) {
        guard !stopped else { return }
        stopped = true
        observer.on(event)
    }
}
