import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a transport asks before it follows a redirect itself: given the
/// response that redirects and the request it would send next (already under
/// RedirectGuard's credential rule), the request to send, or nil to end the
/// exchange with the redirect as its response. It runs on the transport's own
/// thread, between hops, so it must be quick and must not wait on a request.
public struct RedirectHook: Sendable {
    public let decide: @Sendable (_ response: HTTPURLResponse, _ proposed: URLRequest) -> URLRequest?

    public init(_ decide: @escaping @Sendable (_ response: HTTPURLResponse, _ proposed: URLRequest) -> URLRequest?) {
        self.decide = decide
    }

    /// Follows every redirect as proposed: what a transport does when no one asks.
    public static let follow = RedirectHook { _, proposed in proposed }
}
