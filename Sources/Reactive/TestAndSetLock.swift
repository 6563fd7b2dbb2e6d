#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A lock for critical sections of a few instructions that never call out
/// and are rarely contended: a subscription's bookkeeping, an operator's
/// state. Uncontended it costs one compare-exchange to take and a plain
/// store to let go, where the futex mutex costs two compare-exchanges; a
/// waiter spins, then yields. Its acquire and release are atomics the thread
/// sanitizer follows. Stored inline in its owner, which guards its state with it.
@usableFromInline
struct TestAndSetLock: ~Copyable, Sendable {
    @usableFromInline let locked = Atomic<Bool>(false)

    @inlinable init() {}

    @inlinable @inline(__always)
    func lock() {
        if !locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            lockSlow()
        }
    }

    @inlinable @inline(__always)
    func unlock() {
        locked.store(false, ordering: .releasing)
    }

    @inlinable @inline(__always)
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    @usableFromInline @inline(never)
    func lockSlow() {
        var spins = 0
        while true {
            if !locked.load(ordering: .relaxed),
               locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
                return
            }
            spins += 1
            if spins > 100 { sched_yield() }
        }
    }
}
