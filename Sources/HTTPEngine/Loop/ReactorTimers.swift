import Dispatch

/// The reactor's pending timed work, soonest first: a binary min-heap.
/// Cancelling is the owner's business (a generation it checks when the task
/// runs), so a re-armed deadline costs one push and no search.
struct ReactorTimers {
    enum Action {
        case task(() -> Void)
        /// A handler's deadline, by token rather than by reference: a closed
        /// connection's entry holds none of its memory until it comes due.
        case handler(token: UInt64, generation: Int)
    }

    private struct Entry {
        let deadline: UInt64
        /// Keeps tasks due at the same nanosecond in the order they were added.
        let sequence: UInt64
        let action: Action

        func precedes(_ other: Entry) -> Bool {
            deadline != other.deadline ? deadline < other.deadline : sequence < other.sequence
        }
    }

    private var heap: [Entry] = []
    private var sequence: UInt64 = 0

    var isEmpty: Bool { heap.isEmpty }

    /// The uptime in nanoseconds the soonest task is due at.
    var nextDeadline: UInt64? { heap.first?.deadline }

    mutating func add(at deadline: DispatchTime, _ action: Action) {
        sequence &+= 1
        heap.append(Entry(deadline: deadline.uptimeNanoseconds, sequence: sequence, action: action))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the soonest task if it is due by `now`.
    mutating func popDue(now: UInt64) -> Action? {
        guard let first = heap.first, first.deadline <= now else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < heap.count else { break }
                var child = left
                if left + 1 < heap.count, heap[left + 1].precedes(heap[left]) { child = left + 1 }
                guard heap[child].precedes(heap[parent]) else { break }
                heap.swapAt(child, parent)
                parent = child
            }
        }
        // A spike of connections leaves a spike's worth of slots behind.
        if heap.capacity > 1024, heap.count < heap.capacity / 8 { heap = Array(heap) }
        return first.action
    }
}
