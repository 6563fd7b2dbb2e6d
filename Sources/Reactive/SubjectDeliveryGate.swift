#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Who delivers a subject's events: 0 when nobody, else the deliverer's
/// thread token, with `writing` set while it writes a behavior subject's
/// element without the state lock. Sequentially consistent where a side
/// looks at the other's flag after setting its own (the state lock, `pending`).
@usableFromInline
struct SubjectDeliveryGate: ~Copyable, Sendable {
    @usableFromInline let word = Atomic<UInt>(0)
    @inlinable static var writing: UInt { 1 }

    @inlinable init() {}

    /// Takes the gate for `me` if nobody holds it; returns 0 then, or else who holds it.
    @inlinable @inline(__always)
    func claim(_ me: UInt) -> UInt {
        let (exchanged, original) = word.compareExchange(expected: 0, desired: me, ordering: .sequentiallyConsistent)
        return exchanged ? 0 : original
    }

    /// Takes the gate with the right to write the behavior element, if nobody holds it.
    @inlinable @inline(__always)
    func claimForWriting(_ me: UInt) -> Bool {
        word.compareExchange(expected: 0, desired: me | Self.writing, ordering: .sequentiallyConsistent).exchanged
    }

    /// Keeps the gate for `me`, giving up the right to write.
    @inlinable @inline(__always)
    func endWriting(_ me: UInt) {
        word.store(me, ordering: .releasing)
    }

    @inlinable @inline(__always)
    var isFree: Bool { word.load(ordering: .sequentiallyConsistent) == 0 }

    /// Lets go with a plain store, for a queuer's process barrier to pair with.
    @inlinable @inline(__always)
    func releaseWithStore() {
        word.store(0, ordering: .releasing)
    }

    /// Lets go where the kernel has no process-wide barrier.
    @inlinable @inline(__always)
    func releaseWithExchange() {
        _ = word.exchange(0, ordering: .sequentiallyConsistent)
    }

    /// Under the state lock, before the behavior element is touched: a
    /// deliverer that took the right to write before the lock was taken
    /// finishes its few instructions.
    @usableFromInline func waitForWriter() {
        var spins = 0
        while word.load(ordering: .sequentiallyConsistent) & Self.writing != 0 {
            spins += 1
            if spins > 100 { sched_yield() }
        }
    }
}
