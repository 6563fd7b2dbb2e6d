import Synchronization

/// Counts live subscriptions, so a test can prove that every one of them
/// ends when it is disposed or terminates. Counted in debug builds (what
/// `swift test` runs); release builds skip the two atomic operations per
/// subscription, as RxSwift does outside TRACE_RESOURCES.
public enum Resources {
    #if DEBUG
    @usableFromInline static let live = Atomic<Int>(0)

    /// Subscriptions that are neither terminated nor disposed, across the process.
    public static var total: Int { live.load(ordering: .acquiring) }

    @inlinable @inline(__always) static func increment() { live.add(1, ordering: .relaxed) }
    @inlinable @inline(__always) static func decrement() { live.subtract(1, ordering: .relaxed) }
    #else
    /// Always 0 in release builds: only debug builds count.
    public static var total: Int { 0 }

    @inlinable @inline(__always) static func increment() {}
    @inlinable @inline(__always) static func decrement() {}
    #endif
}
