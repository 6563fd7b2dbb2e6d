import Foundation
import Reactive

/// The deadlines of a client's requests — each attempt's, and each request's
/// retry budget — on one timer of the client's scheduler.
///
/// A dispatch timer cannot be taken back: each request's two, set 30 and 60
/// seconds on and almost always answered long before, would stay queued until
/// then and wake a thread to do nothing, thousands of them under steady
/// traffic. Here a deadline is an entry in a heap, forgotten when disposed,
/// and the scheduler is asked to wake only for the earliest; a wake whose
/// entry was disposed drops it and sleeps until the next one still wanted.
final class RequestDeadlines: Sendable {
    private struct Entry {
        let due: Date
        let id: UInt64

        /// Earlier first; of two due together, the one set first.
        func precedes(_ other: Entry) -> Bool { due < other.due || (due == other.due && id < other.id) }
    }

    private struct State {
        /// A binary min-heap (`precedes`); disposed entries stay until they reach the top.
        var heap: [Entry] = []
        var actions: [UInt64: @Sendable () -> Void] = [:]
        var lastID: UInt64 = 0
        /// The scheduled wake that counts; an earlier arming makes the others stale.
        var wake: (due: Date, generation: UInt64)?
        var generation: UInt64 = 0
    }

    private let scheduler: any SchedulerType
    private let state = SanitizerVisibleMutex(State())

    init(scheduler: any SchedulerType) {
        self.scheduler = scheduler
    }

    /// Runs `action` once `interval` has passed, unless the returned disposable is disposed first.
    func schedule(after interval: TimeInterval, _ action: @escaping @Sendable () -> Void) -> Disposable {
        let due = scheduler.now.addingTimeInterval(max(0, interval))
        let (id, arming) = state.withLock { state -> (UInt64, (Date, UInt64)?) in
            state.lastID += 1
            state.actions[state.lastID] = action
            Self.push(Entry(due: due, id: state.lastID), onto: &state.heap)
            if let wake = state.wake, wake.due <= due { return (state.lastID, nil) }
            return (state.lastID, Self.arm(due, &state))
        }
        if let arming { wake(at: arming.0, generation: arming.1) }
        return Disposables.create { [weak self] in self?.state.withLock { _ = $0.actions.removeValue(forKey: id) } }
    }

    /// Deadlines waiting, disposed ones not counted.
    var pendingCount: Int { state.withLock { $0.actions.count } }

    private static func arm(_ due: Date, _ state: inout State) -> (Date, UInt64) {
        state.generation += 1
        state.wake = (due, state.generation)
        return (due, state.generation)
    }

    private func wake(at due: Date, generation: UInt64) {
        _ = scheduler.schedule(after: due.timeIntervalSince(scheduler.now)) { [weak self] in self?.fire(generation: generation) }
    }

    private func fire(generation: UInt64) {
        let now = scheduler.now
        var due: [@Sendable () -> Void] = []
        let arming = state.withLock { state -> (Date, UInt64)? in
            guard state.wake?.generation == generation else { return nil }
            state.wake = nil
            while let top = state.heap.first, top.due <= now || state.actions[top.id] == nil {
                Self.popTop(of: &state.heap)
                if let action = state.actions.removeValue(forKey: top.id) { due.append(action) }
            }
            return state.heap.first.map { Self.arm($0.due, &state) }
        }
        if let arming { wake(at: arming.0, generation: arming.1) }
        for action in due { action() }
    }

    // MARK: Heap

    private static func push(_ entry: Entry, onto heap: inout [Entry]) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private static func popTop(of heap: inout [Entry]) {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
