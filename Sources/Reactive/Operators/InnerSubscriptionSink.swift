import Synchronization

/// The state of flatMap, flatMapFirst, flatMapLatest, concatMap and
/// merge(maxConcurrent:): the outer subscription, the live inner ones,
/// forwarding, errors, and completion once the outer and every inner have
/// ended. What a new inner does to the running ones is its `Policy`, a
/// generic parameter so the sink is specialised for each and flatMap pays
/// for none of the others' steps.
///
/// Events are forwarded under a reentrant lock: it keeps delivery serial
/// across threads and lets an inner emit while it is being subscribed, which
/// happens inside our own outer `next`. The subscriptions (and the policy)
/// sit under a second lock that is never held while calling out, so
/// `dispose` never waits for a delivery: a downstream operator that disposes
/// us while holding its own lock (take(until:) ending) cannot deadlock with
/// a delivery that holds ours and waits for its. The sink is its own
/// disposable and keeps the subscriptions in a plain array, because
/// `just(x).flatMap { just($0) }` is the cost every request pays.
@usableFromInline
final class InnerSubscriptionSink<SourceElement: Sendable, Policy: InnerSubscriptionPolicy>: Disposable, @unchecked Sendable { // `state` and `policy` are guarded by `subscriptionsLock`
    @usableFromInline typealias Inner = Policy.Inner
    @usableFromInline typealias Element = Inner.Element

    /// An inner to subscribe, with its key.
    @usableFromInline typealias Start = (inner: Inner, key: UInt64, inline: Bool)

    @usableFromInline let lock = ReentrantMutex()
    @usableFromInline let subscriptionsLock = TestAndSetLock()
    @exclusivity(unchecked) @usableFromInline var state = InnerSubscriptionState()
    /// Not in `state`, whose layout then depends on no generic parameter: the
    /// sink's unspecialised `dispose` and `deinit` (called through
    /// `Disposable`) need no run-time metadata lookup for it.
    @exclusivity(unchecked) @usableFromInline var policy: Policy
    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline let selector: @Sendable (SourceElement) throws -> Inner
    /// Set once, under `lock`, when the terminal event goes out. Atomic so
    /// starting and ending an inner can check it without taking `lock`.
    @usableFromInline let stopped = Atomic<Bool>(false)

    @inlinable init(observer: AnyObserver<Element>, policy: Policy, selector: @escaping @Sendable (SourceElement) throws -> Inner) {
        self.observer = observer
        self.selector = selector
        self.policy = policy
    }

    /// Never held while calling out, so a short lock.
    @inlinable @inline(__always)
    func withSubscriptions<Result>(_ body: (inout InnerSubscriptionState) -> Result) -> Result {
        subscriptionsLock.lock()
        defer { subscriptionsLock.unlock() }
        return body(&state)
    }

    /// The outer and every inner have ended and nothing waits; under `subscriptionsLock`.
    @inlinable func isFinished(_ state: InnerSubscriptionState) -> Bool {
        state.inners.isEmpty && !state.outerLive && policy.isIdle && !state.disposed
    }

    @inlinable func run<Source: ObservableType>(_ source: Source) -> Disposable where Source.Element == SourceElement {
        let subscription = source.subscribe(AnyObserver { self.onOuter($0) })
        let keep = withSubscriptions { state -> Bool in
            guard !state.disposed, state.outerLive else { return false }
            state.outer = subscription
            return true
        }
        if !keep { subscription.dispose() }
        return self
    }

    @inlinable func dispose() {
        let (outerSubscription, innerSubscriptions) = withSubscriptions { state -> (Disposable, InnerSubscriptions) in
            guard !state.disposed else { return (NopDisposable(), InnerSubscriptions()) }
            state.disposed = true
            if Policy.queues { policy.removeAll() }
            defer {
                state.outer = NopDisposable()
                state.outerLive = false
            }
            return (state.outer, state.inners.removeAll())
        }
        outerSubscription.dispose()
        innerSubscriptions.disposeAll()
    }

    @inlinable func onOuter(_ event: Event<SourceElement>) {
        switch event {
        case .next(let value):
            if Policy.screensElements {
                guard !stopped.load(ordering: .relaxed),
                      withSubscriptions({ !$0.disposed && policy.mayStart() }) else { return }
            }
            let inner: Inner
            do {
                inner = try selector(value)
            } catch {
                return lock.withLock { forwardStop(.error(error)) }
            }
            // An inner started as we stop is disposed with us, and its events are dropped.
            guard !stopped.load(ordering: .acquiring) else { return }
            if Policy.switches { return switchTo(inner) }
            let registered: (key: UInt64, inline: Bool)?
            if Policy.queues {
                registered = withSubscriptions { state in
                    guard !state.disposed, policy.admit(inner, running: state.inners.count) else { return nil }
                    return state.register()
                }
            } else {
                registered = withSubscriptions { state in state.disposed ? nil : state.register() }
            }
            guard let (key, inline) = registered else { return }
            start(inner, key: key, inline: inline)
        case .error(let error):
            lock.withLock { forwardStop(.error(error)) }
        case .completed:
            // Let go of the outer now, as RxSwift does, not when the last inner ends.
            let subscription = lock.withLock { () -> Disposable in
                let (subscription, finished) = withSubscriptions { state -> (Disposable, Bool) in
                    defer {
                        state.outer = NopDisposable()
                        state.outerLive = false
                    }
                    return (state.outer, state.inners.isEmpty && policy.isIdle)
                }
                if finished { forwardStop(.completed) }
                return subscription
            }
            subscription.dispose()
        }
    }

    /// Disposes the running inner before subscribing the next, as RxSwift's switch does.
    @inlinable func switchTo(_ inner: Inner) {
        var dropped = InnerSubscriptions()
        let key = withSubscriptions { state -> UInt64? in
            guard !state.disposed else { return nil }
            dropped = state.inners.removeAll()
            return state.register().key
        }
        dropped.disposeAll()
        guard let key else { return }
        start(inner, key: key, inline: false)
    }

    @inlinable @inline(__always)
    func start(_ inner: Inner, key: UInt64, inline: Bool) {
        // The inline inner's observer is a method of ours, which needs no
        // closure context allocated: it stays in the slot until it ends.
        // A policy that switches observes every inner by key, since an inner
        // dropped from the slot may still send.
        let subscription = inner.subscribe(
            inline && !Policy.switches ? AnyObserver(onInlineInner) : AnyObserver { self.onInner($0, key: key) }
        )
        if Policy.queues { return startWhileRoom(after: subscription, key: key) }
        let keep = withSubscriptions { state -> Bool in
            state.inners.set(subscription, for: key)
        }
        // Not kept: it ended, or we were disposed, while it was being subscribed.
        if !keep { subscription.dispose() }
    }

    /// Keeps `subscription`, then starts waiting inners while there is room:
    /// a loop rather than recursion, so a long queue of inners that complete
    /// while subscribed does not grow the stack.
    @inlinable func startWhileRoom(after first: Disposable, key firstKey: UInt64) {
        var subscription = first
        var key = firstKey
        while true {
            let (keep, next, finished) = withSubscriptions { state -> (Bool, Start?, Bool) in
                let keep = state.inners.set(subscription, for: key)
                if stopped.load(ordering: .relaxed) { policy.removeAll() }
                guard let inner = policy.nextAfterSubscribe(running: state.inners.count) else {
                    return (keep, nil, isFinished(state))
                }
                let (key, inline) = state.register()
                return (keep, (inner, key, inline), false)
            }
            if !keep { subscription.dispose() }
            if finished { lock.withLock { forwardStop(.completed) } }
            guard let next else { return }
            subscription = subscribe(next)
            key = next.key
        }
    }

    @inlinable func subscribe(_ start: Start) -> Disposable {
        let key = start.key
        return start.inner.subscribe(start.inline ? AnyObserver(onInlineInner) : AnyObserver { self.onInner($0, key: key) })
    }

    @inlinable func onInlineInner(_ event: Event<Element>) {
        onInner(event, key: InnerSubscriptions.inlineKey)
    }

    /// `key` is `InnerSubscriptions.inlineKey` for the inner in the inline slot.
    /// The steps of a policy that switches or queues are apart, so that
    /// flatMap's delivery and completion stay as short as they can be.
    @inlinable func onInner(_ event: Event<Element>, key: UInt64) {
        switch event {
        case .next:
            if Policy.switches { return lock.withLock { if !stopped.load(ordering: .relaxed), follows(key) { observer.on(event) } } }
            lock.withLock {
                guard !stopped.load(ordering: .relaxed) else { return }
                observer.on(event)
            }
        case .error:
            if Policy.switches { return lock.withLock { if follows(key) { forwardStop(event) } } }
            lock.withLock { forwardStop(event) }
        case .completed:
            if Policy.queues { return endQueued(key) }
            // Only the last to end, of the inners and the outer, finds it
            // finished: the lock is needed only to send the completion.
            var subscription: Disposable = NopDisposable()
            let finished = withSubscriptions { state -> Bool in
                guard state.inners.remove(key, into: &subscription) else { return false }
                policy.innerEnded()
                return state.inners.isEmpty && !state.outerLive && policy.isIdle
            }
            if finished { lock.withLock { forwardStop(.completed) } }
            subscription.dispose()
        }
    }

    /// Whether the inner of `key` is still followed, for a policy that switches.
    @inlinable func follows(_ key: UInt64) -> Bool {
        withSubscriptions { $0.inners.contains(key) }
    }

    /// An inner of a policy that queues has completed: a waiting one may take its place.
    @inlinable func endQueued(_ key: UInt64) {
        var subscription: Disposable = NopDisposable()
        let (next, finished) = withSubscriptions { state -> (Start?, Bool) in
            guard state.inners.remove(key, into: &subscription) else { return (nil, false) }
            if stopped.load(ordering: .relaxed) { policy.removeAll() }
            guard let inner = policy.nextAfterEnd(running: state.inners.count) else {
                return (nil, isFinished(state))
            }
            let (key, inline) = state.register()
            return ((inner, key, inline), false)
        }
        if finished { lock.withLock { forwardStop(.completed) } }
        subscription.dispose()
        if let next { start(next.inner, key: next.key, inline: next.inline) }
    }

    /// Call with the lock held. Our subscriber's sink disposes us after a terminal event.
    @inlinable func forwardStop(_ event: Event<Element>) {
        guard !stopped.load(ordering: .relaxed) else { return }
        stopped.store(true, ordering: .releasing)
        observer.on(event)
    }
}

/// The bookkeeping of an `InnerSubscriptionSink` that does not depend on its
/// types: the outer subscription and the live inner ones.
@usableFromInline
struct InnerSubscriptionState {
    /// The outer subscription, until it ends; `outerLive` false once it has.
    /// No Optionals of existentials here: those are copied through run-time metadata.
    @usableFromInline var outer: Disposable = NopDisposable()
    @usableFromInline var outerLive = true
    /// Live inner subscriptions; few at a time in practice, so a linear search beats hashing.
    @usableFromInline var inners = InnerSubscriptions()
    @usableFromInline var nextKey: UInt64 = 1
    @usableFromInline var disposed = false

    @inlinable init() {}

    /// A key for a starting inner, and whether it took the inline slot.
    @inlinable @inline(__always)
    mutating func register() -> (key: UInt64, inline: Bool) {
        let key = nextKey
        nextKey += 1
        return (key, inners.append(key))
    }
}
