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
    /// The request to follow the redirect with, or nil to stop at it.
    public let decide: @Sendable (_ response: HTTPURLResponse, _ proposed: URLRequest) -> URLRequest?
    /// This is `.follow`: a transport may skip building the response it would be asked with.
    let followsAll: Bool

    /// A hook that asks `decide` at every redirect.
    public init(_ decide: @escaping @Sendable (_ response: HTTPURLResponse, _ proposed: URLRequest) -> URLRequest?) {
        self.decide = decide
        followsAll = false
    }

    private init(followingAll: Void) {
        decide = { _, proposed in proposed }
        followsAll = true
    }

    /// Follows every redirect as proposed: what a transport does when no one asks.
    public static let follow = RedirectHook(followingAll: ())
}
