import Synchronization

/// Names one request for cancel, pause and resume; generated when not given.
public struct RequestID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The id as text.
    public let rawValue: String

    /// An id with this text; unique among the pending requests if it is to name one.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// An id from a literal: `client.cancel("orders")`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The id as text.
    public var description: String { rawValue }

    private static let counter = Atomic<UInt64>(0)

    /// "req-1", "req-2", ... unique within the process.
    public static func generate() -> RequestID {
        RequestID("req-\(counter.add(1, ordering: .relaxed).newValue)")
    }
}

/// A request the registry knows of, for a list of what is pending.
public struct PendingRequest: Sendable, Equatable {
    /// Where a pending request is.
    public enum State: String, Sendable {
        /// An attempt is on its way.
        case running
        /// Waiting for the next attempt, or for its retrier to decide.
        case waitingToRetry
        /// Waiting for the credentials' refresh.
        case refreshingToken
        /// Paused: `resume` sends it again.
        case paused
    }

    /// The request's id.
    public let id: RequestID
    /// The route's name ("OrderRouter.list").
    public let route: String
    /// Where it is now.
    public let state: State
}
