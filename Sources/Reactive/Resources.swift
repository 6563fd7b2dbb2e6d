import Synchronization

/// Counts live subscriptions, so a test can prove that every one of them
/// ends when it is disposed or terminates.
public enum Resources {
    private static let live = Atomic<Int>(0)

    /// Subscriptions that are neither terminated nor disposed, across the process.
    public static var total: Int { live.load(ordering: .acquiring) }

    static func increment() { live.add(1, ordering: .relaxed) }
    static func decrement() { live.subtract(1, ordering: .relaxed) }
}
