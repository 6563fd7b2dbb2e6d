/// Per-subscription state of a single-source operator. Upstream calls are
/// already serial, so the lock is never contended; it is here because the
/// state must be Sendable. A test-and-set lock: a compare-exchange and a
/// store per event, where a futex mutex costs two compare-exchanges.
@usableFromInline
final class LockedValue<Value: Sendable>: @unchecked Sendable { // `value` is guarded by `lock`
    @usableFromInline let lock = TestAndSetLock()
    @exclusivity(unchecked) @usableFromInline var value: Value

    @inlinable init(_ value: Value) {
        self.value = value
    }

    @inlinable @inline(__always)
    func withLock<Result: Sendable, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
