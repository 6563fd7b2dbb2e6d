import Synchronization

/// Names one request for cancel, pause and resume; generated when not given.
public struct RequestID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }

    private static let counter = Atomic<UInt64>(0)

    /// "req-1", "req-2", ... unique within the process.
    public static func generate() -> RequestID {
        RequestID("req-\(counter.add(1, ordering: .relaxed).newValue)")
    }
}

/// A request the registry knows of, for a list of what is pending.
public struct PendingRequest: Sendable, Equatable {
    public enum State: String, Sendable { case running, waitingToRetry, refreshingToken, paused }
    public let id: RequestID
    public let route: String
    public let state: State
}
