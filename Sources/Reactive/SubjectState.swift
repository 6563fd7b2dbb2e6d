/// What a subject's state lock guards: the observers, the terminal event,
/// and the work queued for the deliverer.
@usableFromInline
struct SubjectState<Element: Sendable> {
    @usableFromInline typealias Entry = ObserverEntry<Element>

    /// Work left for the thread that holds the delivery gate.
    @usableFromInline enum Pending {
        case event(Event<Element>)
        /// A new observer with what it must be replayed before joining.
        case attach(Entry, replay: [Element], terminal: Event<Element>?)
    }

    @usableFromInline var observers: [Entry] = []
    @usableFromInline var nextKey: UInt64 = 0
    @usableFromInline var terminal: Event<Element>?
    @usableFromInline var queue: [Pending] = []
    @usableFromInline var queueHead = 0

    @inlinable init() {}

    @inlinable var hasQueued: Bool { queueHead < queue.count }

    @usableFromInline mutating func dequeue() -> Pending? {
        guard queueHead < queue.count else {
            // Nearly every drain finds the queue empty: skip the array call then.
            if queueHead > 0 {
                queue.removeAll(keepingCapacity: true)
                queueHead = 0
            }
            return nil
        }
        defer { queueHead += 1 }
        return queue[queueHead]
    }
}
