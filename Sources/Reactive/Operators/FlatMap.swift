import Synchronization

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

    /// Every element of every sequence as it comes; it ends when all have completed, or at the first error.
    public static func merge<Source: ObservableType>(_ sources: Source...) -> Observable<Element>
    where Source.Element == Element {
        merge(sources)
    }
}

/// flatMap's state. Events are forwarded under a reentrant lock: it keeps
/// delivery serial across threads and lets an inner emit while it is being
/// subscribed, which happens inside our own outer `next`. The subscriptions
/// sit under a second lock that is never held while calling out, so
/// `dispose` never waits for a delivery: a downstream operator that disposes
/// us while holding its own lock (take(until:) ending) cannot deadlock with
/// a delivery that holds ours and waits for its. The sink is its own
/// disposable and keeps the subscriptions in a plain array, because
/// `just(x).flatMap { just($0) }` is the cost every request pays.
final class MergeSink<SourceElement: Sendable, Inner: ObservableType>: Disposable, @unchecked Sendable { // `state` is guarded by `subscriptionsLock`
    typealias Element = Inner.Element

    private struct Subscriptions {
        /// The outer subscription, until it ends; `outerLive` false once it has.
        /// No Optionals of existentials here: those are copied through run-time metadata.
        var outer: Disposable = NopDisposable.instance
        var outerLive = true
        /// Live inner subscriptions; few at a time in practice, so a linear search beats hashing.
        var inners = InnerSubscriptions()
        var nextKey: UInt64 = 1
        var disposed = false
    }

    private let lock = ReentrantMutex()
    private let subscriptionsLock = TestAndSetLock()
    private var state = Subscriptions()
    private let observer: AnyObserver<Element>
    private let selector: @Sendable (SourceElement) throws -> Inner
    /// Set once, under `lock`, when the terminal event goes out. Atomic so
    /// starting and ending an inner can check it without taking `lock`.
    private let stopped = Atomic<Bool>(false)

    init(observer: AnyObserver<Element>, selector: @escaping @Sendable (SourceElement) throws -> Inner) {
        self.observer = observer
        self.selector = selector
    }

    /// Never held while calling out, so a short lock.
    @inline(__always)
    private func withSubscriptions<Result>(_ body: (inout Subscriptions) -> Result) -> Result {
        subscriptionsLock.lock()
        defer { subscriptionsLock.unlock() }
        return body(&state)
    }

    func run<Source: ObservableType>(_ source: Source) -> Disposable where Source.Element == SourceElement {
        let subscription = source.subscribe(AnyObserver { self.onOuter($0) })
        let keep = withSubscriptions { state -> Bool in
            guard !state.disposed, state.outerLive else { return false }
            state.outer = subscription
            return true
        }
        if !keep { subscription.dispose() }
        return self
    }

    func dispose() {
        let (outerSubscription, innerSubscriptions) = withSubscriptions { state -> (Disposable, InnerSubscriptions) in
            guard !state.disposed else { return (NopDisposable.instance, InnerSubscriptions()) }
            state.disposed = true
            defer {
                state.outer = NopDisposable.instance
                state.outerLive = false
                state.inners = InnerSubscriptions()
            }
            return (state.outer, state.inners)
        }
        outerSubscription.dispose()
        innerSubscriptions.disposeAll()
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
            // An inner started as we stop is disposed with us, and its events are dropped.
            guard !stopped.load(ordering: .acquiring) else { return }
            let registered = withSubscriptions { state -> (key: UInt64, inline: Bool)? in
                guard !state.disposed else { return nil }
                let key = state.nextKey
                state.nextKey += 1
                return (key, state.inners.append(key))
            }
            guard let (key, inline) = registered else { return }
            // The inline inner's observer is a method of ours, which needs no
            // closure context allocated: it stays in the slot until it ends.
            let subscription = inner.subscribe(inline ? AnyObserver(onInlineInner) : AnyObserver { self.onInner($0, key: key) })
            let keep = withSubscriptions { state -> Bool in
                state.inners.set(subscription, for: key)
            }
            // Not kept: it ended, or we were disposed, while it was being subscribed.
            if !keep { subscription.dispose() }
        case .error(let error):
            lock.withLock { forwardStop(.error(error)) }
        case .completed:
            // Let go of the outer now, as RxSwift does, not when the last inner ends.
            let subscription = lock.withLock { () -> Disposable in
                let (subscription, finished) = withSubscriptions { state -> (Disposable, Bool) in
                    defer {
                        state.outer = NopDisposable.instance
                        state.outerLive = false
                    }
                    return (state.outer, state.inners.isEmpty)
                }
                if finished { forwardStop(.completed) }
                return subscription
            }
            subscription.dispose()
        }
    }

    private func onInlineInner(_ event: Event<Element>) {
        onInner(event, key: InnerSubscriptions.inlineKey)
    }

    /// `key` is `InnerSubscriptions.inlineKey` for the inner in the inline slot.
    private func onInner(_ event: Event<Element>, key: UInt64) {
        switch event {
        case .next:
            lock.withLock {
                guard !stopped.load(ordering: .relaxed) else { return }
                observer.on(event)
            }
        case .error:
            lock.withLock { forwardStop(event) }
        case .completed:
            // Only the last to end, of the inners and the outer, finds it
            // finished: the lock is needed only to send the completion.
            var subscription: Disposable = NopDisposable.instance
            let finished = withSubscriptions { state -> Bool in
                guard state.inners.remove(key, into: &subscription) else { return false }
                return state.inners.isEmpty && !state.outerLive
            }
            if finished { lock.withLock { forwardStop(.completed) } }
            subscription.dispose()
        }
    }

    /// Call with the lock held. Our subscriber's sink disposes us after a terminal event.
    private func forwardStop(_ event: Event<Element>) {
        guard !stopped.load(ordering: .relaxed) else { return }
        stopped.store(true, ordering: .releasing)
        observer.on(event)
    }
}

/// A subscription that may not have arrived yet (subscribe can emit and end
/// before it returns): a nop disposable until it does. Not nested in the
/// generic sink, so unspecialised code needs no metadata lookup to use it.
struct KeyedSubscription {
    let key: UInt64
    var subscription: Disposable = NopDisposable.instance
}

/// flatMap's live inner subscriptions. The first sits inline: a request's
/// `flatMap` has one inner at a time, and needs no array for it.
struct InnerSubscriptions {
    /// 0 when the inline slot is free; inner keys start at 1.
    private var firstKey: UInt64 = 0
    private var firstSubscription: Disposable = NopDisposable.instance
    private var rest: [KeyedSubscription] = []

    var isEmpty: Bool { firstKey == 0 && rest.isEmpty }

    /// Stands for whichever inner holds the inline slot. An inner holds it
    /// from its start to its end, so its events need not say which it is.
    static var inlineKey: UInt64 { 0 }

    /// Adds `key`; true if it took the inline slot.
    mutating func append(_ key: UInt64) -> Bool {
        if firstKey == 0 {
            firstKey = key
            return true
        }
        rest.append(KeyedSubscription(key: key))
        return false
    }

    /// Stores the subscription of `key`; false if `key` has gone.
    mutating func set(_ subscription: Disposable, for key: UInt64) -> Bool {
        if firstKey == key {
            firstSubscription = subscription
            return true
        }
        guard let index = rest.firstIndex(where: { $0.key == key }) else { return false }
        rest[index].subscription = subscription
        return true
    }

    /// Removes `key`, handing over its subscription; false if `key` has gone.
    mutating func remove(_ key: UInt64, into subscription: inout Disposable) -> Bool {
        if firstKey != 0 && (firstKey == key || key == Self.inlineKey) {
            firstKey = 0
            subscription = firstSubscription
            firstSubscription = NopDisposable.instance
            return true
        }
        guard let index = rest.firstIndex(where: { $0.key == key }) else { return false }
        subscription = rest.remove(at: index).subscription
        return true
    }

    func disposeAll() {
        if firstKey != 0 { firstSubscription.dispose() }
        for entry in rest { entry.subscription.dispose() }
    }
}
