#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A lock the owning thread may take again, stored inline in its owner.
/// Multi-source operators hold it while forwarding, which keeps delivery
/// serial across threads and lets an observer re-enter the operator (a
/// subject fed back upstream, an inner that emits while being subscribed).
/// Unlike `RecursiveLock` it needs no allocation and no pthread set-up,
/// which matters because flatMap makes one per subscription.
@usableFromInline
struct ReentrantMutex: ~Copyable, Sendable {
    @usableFromInline let mutex = SanitizerVisibleMutex<Void>(())
    /// The thread holding `mutex`, or 0. Only the holder writes its own id,
    /// so a thread reading its own id knows it already holds the lock.
    @usableFromInline let owner = Atomic<UInt>(0)

    @inlinable init() {}

    @inlinable @inline(__always)
    func withLock<Result>(_ body: () -> Result) -> Result {
        let me = Self.currentThread
        if owner.load(ordering: .relaxed) == me { return body() }
        var result: Result?
        mutex.withLock { _ in
            owner.store(me, ordering: .relaxed)
            result = body()
            owner.store(0, ordering: .relaxed)
        }
        return result!
    }

    @inlinable static var currentThread: UInt {
        #if canImport(Glibc)
        UInt(pthread_self())
        #else
        UInt(bitPattern: pthread_self())
        #endif
    }
}
