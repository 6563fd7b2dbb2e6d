import Foundation

/// Whether and how a route is stubbed, as in Moya: `.never` sends it for real.
public enum StubBehavior: Sendable, Equatable {
    case never
    case immediate
    case delayed(seconds: TimeInterval)
}
