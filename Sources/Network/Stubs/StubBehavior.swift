import Foundation

/// Whether and how a route is stubbed, as in Moya: `.never` sends it for real.
public enum StubBehavior: Sendable, Equatable {
    /// Not stubbed: sent for real.
    case never
    /// Answered at once with the route's sample.
    case immediate
    /// Answered with the sample after this long on the client's scheduler (virtual time in tests).
    case delayed(seconds: TimeInterval)
}
