import Synchronization

/// Per-subscription state of a single-source operator. Upstream calls are
/// already serial, so the lock is never contended; it is here because the
/// state must be Sendable, and the lock costs no allocation per event.
final class LockedValue<Value: Sendable>: Sendable {
    let mutex: Mutex<Value>

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    @inline(__always)
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock(body)
    }
}
