import Foundation

/// How long a request may take: to the first byte of each read, and in all.
public struct Timeouts: Sendable, Equatable {
    public var request: TimeInterval
    public var resource: TimeInterval

    public static let `default` = Timeouts(request: 30, resource: 60)

    public init(request: TimeInterval, resource: TimeInterval) {
        self.request = request
        self.resource = resource
    }
}
