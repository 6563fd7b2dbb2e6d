import Synchronization

/// `Mutex` with one extra happens-before edge the thread sanitizer can see.
///
/// On Linux, `Mutex` hands a contended lock from one thread to the next
/// inside the kernel (a priority-inheritance futex), so TSan sees no
/// acquire/release pair and reports races on the state it guards: a
/// three-line program with four threads appending to a `Mutex<[Int]>`
/// reproduces it. Each critical section here ends with a releasing store and
/// the next begins with an acquiring load of the same atomic, which costs two
/// plain moves on x86 and makes `swift test --sanitize=thread` trustworthy.
///
/// Public so every module locks the same way, and named in full outside
/// Reactive: a public alias called `Mutex` would clash with Synchronization's
/// in code that imports both.
public struct SanitizerVisibleMutex<Value: ~Copyable>: ~Copyable, Sendable {
    @usableFromInline let mutex: Synchronization.Mutex<Value>
    @usableFromInline let handoff = Atomic<Bool>(false)

    /// A mutex guarding `initialValue`.
    @inlinable public init(_ initialValue: consuming sending Value) {
        mutex = Synchronization.Mutex(initialValue)
    }

    /// Runs `body` with the value, locked; what it returns or throws comes back.
    @inlinable @inline(__always)
    public borrowing func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
            _ = handoff.load(ordering: .acquiring)
            defer { handoff.store(false, ordering: .releasing) }
            return try body(&value)
        }
    }
}
