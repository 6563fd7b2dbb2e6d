import Synchronization

/// Per-subscription state of a single-source operator. Upstream calls are
/// already serial, so the lock is never contended; it is here because the
/// state must be Sendable, and a futex costs no allocation per event.
final class LockedValue<Value: Sendable>: Sendable {
    let mutex: SanitizerVisibleMutex<Value>

    init(_ value: Value) {
        mutex = SanitizerVisibleMutex(value)
    }

    @inline(__always)
    func withLock<Result: Sendable, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> Result {
        try mutex.withLock(body)
    }
}
