import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a route does when its response is a redirect. Whatever is followed
/// goes under RedirectGuard's rule: credentials stay on the origin they were sent to.
public enum RedirectPolicy: Sendable {
    /// Follow it (the default).
    case follow
    /// Don't: the 3xx is the response, and the route's `validation` decides
    /// whether it is an answer (`.alsoAccepting([302])`) or an error.
    case doNotFollow
    /// Ask a decider at each redirect.
    case custom(any RedirectDecider)

    /// Asks `decide` at each redirect: the request first sent, the redirect,
    /// and the request that would follow it; it returns the request to send, or nil.
    public static func deciding(
        _ decide: @escaping @Sendable (_ original: URLRequest, _ response: HTTPURLResponse, _ proposed: URLRequest) -> URLRequest?
    ) -> RedirectPolicy {
        .custom(ClosureRedirectDecider(decide: decide))
    }

    /// The request to follow `response` with, or nil to stop at it.
    func decide(original: URLRequest, response: HTTPURLResponse, proposed: URLRequest) -> URLRequest? {
        switch self {
        case .follow: return proposed
        case .doNotFollow: return nil
        case .custom(let decider): return decider.redirect(from: original, response: response, proposed: proposed)
        }
    }
}

/// Decides each redirect of a route whose policy is `.custom`. Called on the
/// transport's thread between hops: quick, and never waiting on a request.
public protocol RedirectDecider: Sendable {
    /// `original` is the request first sent, `proposed` the one the transport
    /// would send next; return it, a changed one, or nil to stop at `response`.
    func redirect(from original: URLRequest, response: HTTPURLResponse, proposed: URLRequest) -> URLRequest?
}

private struct ClosureRedirectDecider: RedirectDecider {
    let decide: @Sendable (URLRequest, HTTPURLResponse, URLRequest) -> URLRequest?

    func redirect(from original: URLRequest, response: HTTPURLResponse, proposed: URLRequest) -> URLRequest? {
        decide(original, response, proposed)
    }
}
