import Foundation

/// How long a request may take: each attempt, and all of them together.
public struct Timeouts: Sendable, Equatable {
    /// The deadline for one attempt, from sending to the last byte of the
    /// answer. An attempt past it ends with `timedOut`, which the route's
    /// retrier may try again. A route may set its own (`Route.timeout`).
    public var request: TimeInterval
    /// How long all attempts together may take, the waits between them
    /// included: when it is spent the attempt in flight ends with `timedOut`,
    /// and a retry that could not start before it is not made. Like curl's
    /// `--retry-max-time`. A route may set its own (`Route.retryBudget`).
    public var retryBudget: TimeInterval
    /// How long the transport may spend on one attempt in all, as a backstop.
    public var resource: TimeInterval

    /// 30 s per attempt, 60 s for all attempts together, 60 s for the transport's backstop.
    public static let `default` = Timeouts(request: 30, retryBudget: 60, resource: 60)

    /// `retryBudget` defaults to two attempts' worth of `request`.
    public init(request: TimeInterval, retryBudget: TimeInterval? = nil, resource: TimeInterval) {
        self.request = request
        self.retryBudget = retryBudget ?? request * 2
        self.resource = resource
    }
}
