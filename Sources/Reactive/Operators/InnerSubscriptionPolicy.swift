/// What an `InnerSubscriptionSink` does with a new inner sequence while
/// others run: the one thing in which flatMap, flatMapFirst, flatMapLatest
/// and merge(maxConcurrent:) differ. The sink keeps the policy in its
/// bookkeeping and calls it only under its bookkeeping lock, never while
/// calling out. The static flags switch whole steps of the sink on: the sink
/// is specialised for its policy, so a step a policy leaves off costs nothing,
/// not even a branch (flatMap's policy leaves all of them off). The protocol,
/// the policies and their defaults are visible to callers' modules, so a
/// sink specialised there sees through the policy instead of calling it
/// through its witness table.
@usableFromInline
protocol InnerSubscriptionPolicy: Sendable {
    associatedtype Inner: ObservableType

    /// Asks `mayStart()` before the selector runs, taking the lock once more per element.
    static var screensElements: Bool { get }
    /// Running inners may be dropped for a new one: each inner is observed
    /// with its own key, and the events of one no longer followed are dropped.
    static var switches: Bool { get }
    /// Inners may wait for a place: the sink asks for the next one after each
    /// subscribe, in a loop, so a long queue of inners that end while being
    /// subscribed does not grow the stack.
    static var queues: Bool { get }

    /// Before the selector (if `screensElements`): false drops the element.
    mutating func mayStart() -> Bool
    /// After the selector: true starts `inner` now beside the `running`
    /// ones (after dropping them, if `switches`); false means the policy
    /// keeps it waiting.
    mutating func admit(_ inner: Inner, running: Int) -> Bool
    /// After a subscribe returned (if `queues`): the waiting inner to start next, if there is room.
    mutating func nextAfterSubscribe(running: Int) -> Inner?
    /// After an inner completed, unless `queues`.
    mutating func innerEnded()
    /// After an inner completed (if `queues`): the waiting inner to start in its place, if any.
    mutating func nextAfterEnd(running: Int) -> Inner?
    /// Nothing waits or is about to start: with the outer and every inner
    /// ended, the result completes.
    var isIdle: Bool { get }
    /// Lets go of whatever waits, on dispose.
    mutating func removeAll()
}

extension InnerSubscriptionPolicy {
    @inlinable static var screensElements: Bool { false }
    @inlinable static var switches: Bool { false }
    @inlinable static var queues: Bool { false }
    @inlinable mutating func mayStart() -> Bool { true }
    @inlinable mutating func admit(_ inner: Inner, running: Int) -> Bool { true }
    @inlinable mutating func nextAfterSubscribe(running: Int) -> Inner? { nil }
    @inlinable mutating func innerEnded() {}
    @inlinable mutating func nextAfterEnd(running: Int) -> Inner? { nil }
    @inlinable var isIdle: Bool { true }
    @inlinable mutating func removeAll() {}
}

/// flatMap: every inner starts at once, beside the running ones.
@usableFromInline
struct MergeEveryInner<Inner: ObservableType>: InnerSubscriptionPolicy {
    @inlinable init() {}
}

/// flatMapFirst: an element that arrives while an inner runs (or is being
/// made) is dropped before the selector sees it.
@usableFromInline
struct DropWhileBusy<Inner: ObservableType>: InnerSubscriptionPolicy {
    @usableFromInline var busy = false

    @inlinable init() {}

    @inlinable static var screensElements: Bool { true }

    @inlinable mutating func mayStart() -> Bool {
        guard !busy else { return false }
        busy = true
        return true
    }

    @inlinable mutating func innerEnded() {
        busy = false
    }

    @inlinable var isIdle: Bool { !busy }
}

/// flatMapLatest: a new inner drops the running one, which is disposed
/// before the new one is subscribed.
@usableFromInline
struct SwitchToLatest<Inner: ObservableType>: InnerSubscriptionPolicy {
    @inlinable init() {}

    @inlinable static var switches: Bool { true }
}

/// merge(maxConcurrent:) and concatMap: beyond `limit` running inners, new
/// ones wait in arrival order for a running one to complete.
@usableFromInline
struct QueueBeyondLimit<Inner: ObservableType>: InnerSubscriptionPolicy {
    let limit: Int
    private var waiting: [Inner] = []
    private var waitingHead = 0
    /// A thread is in the sink's subscribe loop; an inner completing meanwhile leaves the next start to it.
    private var subscribing = false

    @usableFromInline init(limit: Int) {
        self.limit = limit
    }

    @inlinable static var queues: Bool { true }

    @usableFromInline mutating func admit(_ inner: Inner, running: Int) -> Bool {
        guard running < limit, !subscribing else {
            waiting.append(inner)
            return false
        }
        subscribing = true
        return true
    }

    @usableFromInline mutating func nextAfterSubscribe(running: Int) -> Inner? {
        if running < limit, let next = dequeue() { return next }
        subscribing = false
        return nil
    }

    @usableFromInline mutating func nextAfterEnd(running: Int) -> Inner? {
        guard !subscribing, running < limit, let next = dequeue() else { return nil }
        subscribing = true
        return next
    }

    @usableFromInline var isIdle: Bool { !subscribing && waitingHead == waiting.count }

    @usableFromInline mutating func removeAll() {
        waiting = []
        waitingHead = 0
    }

    /// The next inner in arrival order.
    private mutating func dequeue() -> Inner? {
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
}
