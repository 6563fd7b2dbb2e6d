import CReactive

/// The kernel's process-wide memory barrier (Linux `membarrier`), for
/// handshakes where one side is hot and the other rare: the hot side orders
/// its store and load with `compilerOnly()`, which costs nothing, and the
/// rare side calls `synchronize()`, which makes every running thread of the
/// process pass a full barrier. Then, as with two full fences, at least one
/// side sees the other's store.
@usableFromInline
enum ProcessBarrier {
    /// Registered once per process; false where the kernel has no expedited barrier.
    @usableFromInline static let isAvailable: Bool = courier_register_process_barrier() == 0

    @inlinable @inline(__always)
    static func compilerOnly() {
        courier_compiler_barrier()
    }

    @usableFromInline static func synchronize() {
        courier_process_barrier()
    }
}

/// A number naming the current thread, unique among living threads and never 0 or odd.
@usableFromInline
enum ThreadToken {
    @inlinable @inline(__always)
    static var current: UInt { UInt(courier_thread_token()) }
}
