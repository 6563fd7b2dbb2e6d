import Foundation

/// How long a request may take.
public struct Timeouts: Sendable, Equatable {
    /// The deadline for the whole request, from sending to the last byte of
    /// the answer, retries included (a retry that could not start before it
    /// is not made). A route may set its own (`Route.timeout`).
    public var request: TimeInterval
    /// How long the transport may spend on one attempt in all, as a backstop.
    public var resource: TimeInterval

    public static let `default` = Timeouts(request: 30, resource: 60)

    public init(request: TimeInterval, resource: TimeInterval) {
        self.request = request
        self.resource = resource
    }
}
