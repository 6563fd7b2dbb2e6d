import Foundation

/// Answers already computed for deterministic GETs, least recently used
/// out. Encoding a 30-product page took ~2 ms of JSONEncoder and SHA-256
/// per request; a hit costs a dictionary lookup under a lock.
///
/// Guarded by `PthreadLocked` (a pthread mutex) rather than Synchronization.Mutex
/// because ThreadSanitizer on Linux cannot see Mutex's futex.
final class ResponseMemo: Sendable {
    /// How much the memo may hold. Both bounds apply: the entry count keeps
    /// eviction scans short, the byte budget stops a few `limit=0` pages of
    /// a 100k-record server from holding hundreds of megabytes.
    struct Limits: Sendable, Equatable {
        var entries: Int
        var bytes: Int

        static let `default` = Limits(entries: StagingAPI.Configuration.defaultMemoEntries, bytes: 32 * 1024 * 1024)
    }

    /// A routed answer with its strong validator, computed once.
    struct Entry: Sendable {
        let response: HTTPResponse
        let etag: String?
    }

    private struct Slot {
        let entry: Entry
        var lastUse: UInt64
    }

    private struct State {
        var slots: [String: Slot] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    let limits: Limits
    private let state = PthreadLocked(State())

    init(limits: Limits = .default) {
        self.limits = limits
    }

    func entry(for key: String) -> Entry? {
        state.withLock { state in
            // By index: one hash of the key per hit, not one to read and one to write back.
            guard let index = state.slots.index(forKey: key) else { return nil }
            state.clock &+= 1
            state.slots.values[index].lastUse = state.clock
            return state.slots.values[index].entry
        }
    }

    /// Stores the entry, evicting the least recently used until both
    /// limits hold. A body larger than the whole budget is not kept.
    func store(_ entry: Entry, for key: String) {
        let size = entry.response.body.count
        guard limits.entries > 0, size <= limits.bytes else { return }
        state.withLock { state in
            state.clock &+= 1
            if let old = state.slots.updateValue(Slot(entry: entry, lastUse: state.clock), forKey: key) {
                state.bytes -= old.entry.response.body.count
            }
            state.bytes += size
            // A linear scan for the oldest: it runs only on a miss, which
            // has just spent milliseconds encoding, and `entries` is small.
            while state.slots.count > limits.entries || state.bytes > limits.bytes,
                  let oldest = state.slots.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.slots.removeValue(forKey: oldest.key)
                state.bytes -= oldest.value.entry.response.body.count
            }
        }
    }

    var count: Int { state.withLock { $0.slots.count } }
    var byteCount: Int { state.withLock { $0.bytes } }
}
