import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where a route's response may come from, once the offline cache exists.
public enum CachePolicy: Sendable, Equatable {
    /// Always the network (auth, writes).
    case networkOnly
    /// The cached value at once, then the network's if it differs.
    case cacheThenNetwork
    /// The network; the cache only when the network fails.
    case networkElseCache
}

/// Which statuses a route takes as answers.
public enum Validation: Sendable, Equatable {
    /// 2xx (and a 304 to a conditional request).
    case successCodes
    /// These too, besides 2xx: a 404 that means "none", say.
    case alsoAccepting(Set<Int>)

    func accepts(_ status: Int) -> Bool {
        switch self {
        case .successCodes: return (200..<300).contains(status)
        case .alsoAccepting(let extra): return (200..<300).contains(status) || extra.contains(status)
        }
    }
}

/// A canned answer for a stubbed route.
public enum SampleResponse: Sendable {
    /// A status and a body.
    case networkResponse(status: Int, data: Data)
    /// A failure on the way, as a transport would report it.
    case networkError(URLError)
}

/// One call of an API: what a router enum's case is. `relation` says what to
/// send; the rest has defaults that a router overrides only where it differs.
public protocol Route: Sendable {
    /// The method, the path under the host, and the parameters.
    var relation: (method: HTTPMethod, path: String, params: Parameters?) { get }
    /// The relation's method. A router whose `relation` builds parameters says its
    /// method here without them: the default `encoding` asks for it on every
    /// request with parameters, and by default it computes the whole relation again.
    var method: HTTPMethod { get }
    /// Where the parameters go: by default the query for GET, HEAD and DELETE, a JSON body otherwise.
    var encoding: ParameterEncoding { get }
    /// A body of its own (bytes, an Encodable); `params` then go in the query string.
    var body: HTTPBody? { get }
    /// Headers of this route's own; they win over the client's defaults.
    var headers: [String: String] { get }
    /// Whether the route needs the client's credentials: the configuration's
    /// `Authenticator` signs it, and a refusal it reads as expired refreshes them once.
    var requiresAuth: Bool { get }
    /// The fixed retry policy; `retrier` uses it unless the route gives another.
    var retryPolicy: RetryPolicy { get }
    /// Decides each retry; the route's `retryPolicy` unless it says otherwise.
    var retrier: any Retrier { get }
    /// Which statuses are answers rather than errors.
    var validation: Validation { get }
    /// A JSONDecoder of the route's own (date strategies, say); nil uses `bodyDecoder`.
    var decoder: JSONDecoder? { get }
    /// How the route's answers are decoded: its `decoder` when it has one, else
    /// nil, which uses the client's (`NetworkConfiguration.decoder`).
    var bodyDecoder: (any BodyDecoder)? { get }
    /// Whether the offline cache answers, and when.
    var cachePolicy: CachePolicy { get }
    /// This route's deadline for one attempt, body included; nil uses the client's `Timeouts.request`.
    var timeout: TimeInterval? { get }
    /// How long all of this route's attempts may take together; nil uses the client's `Timeouts.retryBudget`.
    var retryBudget: TimeInterval? { get }
    /// Whether and where redirects are followed; `.follow` unless the route says otherwise.
    var redirectPolicy: RedirectPolicy { get }
    /// A user name and password for this route's HTTP authentication (Basic up
    /// front, or an answer to a Basic or Digest challenge); nil uses the
    /// client's `NetworkConfiguration.credential` for its own origin.
    var credential: HTTPCredential? { get }
    /// "OrderRouter.list" (the type and case): for logs, stubs and the list of pending requests.
    var name: String { get }
    /// The body a stub answers with.
    var sampleData: Data { get }
    /// What a stub answers: 200 with `sampleData` unless the route says otherwise.
    var sampleResponse: SampleResponse { get }
    /// A URL on another host, used instead of the host's URL for `relation.path`
    /// (a picture on a CDN). Nil for every route of the API itself.
    var absoluteURL: URL? { get }
}

extension Route {
    /// The relation's method.
    public var method: HTTPMethod { relation.method }
    /// The relation's path.
    public var path: String { relation.path }
    /// The relation's parameters.
    public var parameters: Parameters? { relation.params }

    /// The query for GET, HEAD and DELETE, a JSON body otherwise, by the route's `method`.
    public var encoding: ParameterEncoding { .default(for: method) }
    /// None: the parameters are the body.
    public var body: HTTPBody? { nil }
    /// None of its own.
    public var headers: [String: String] { [:] }
    /// False: the route is public.
    public var requiresAuth: Bool { false }
    /// `RetryPolicy.default`.
    public var retryPolicy: RetryPolicy { .default }
    /// The route's `retryPolicy`.
    public var retrier: any Retrier { retryPolicy }
    /// 2xx, and a 304 to the cache's own revalidation.
    public var validation: Validation { .successCodes }
    /// Nil: the client's decoder.
    public var decoder: JSONDecoder? { nil }
    /// The route's `decoder`, when it has one; nil uses the client's.
    public var bodyDecoder: (any BodyDecoder)? { decoder }
    /// Nil: the client's `Timeouts.request`.
    public var timeout: TimeInterval? { nil }
    /// Nil: the client's `Timeouts.retryBudget`.
    public var retryBudget: TimeInterval? { nil }
    /// `.follow`.
    public var redirectPolicy: RedirectPolicy { .follow }
    /// Nil: the client's credential for its own origin, if it has one.
    public var credential: HTTPCredential? { nil }
    /// Cache then network for a GET, the network only for anything else.
    public var cachePolicy: CachePolicy { relation.method == .get ? .cacheThenNetwork : .networkOnly }
    /// "RouterType.caseName".
    public var name: String { "\(type(of: self)).\(caseName)" }

    /// The enum case's name without its associated values.
    public var caseName: String {
        let described = String(describing: self)
        return String(described.prefix { $0 != "(" })
    }

    /// `{}`: a router with real samples overrides this (loading them from its module's resources, say).
    public var sampleData: Data { Data("{}".utf8) }
    /// 200 with `sampleData`.
    public var sampleResponse: SampleResponse { .networkResponse(status: 200, data: sampleData) }
    /// Nil: the route is under its host.
    public var absoluteURL: URL? { nil }

    /// The full request for a host, before plugins see it.
    public func urlRequest(for host: APIHost) throws(NetworkError) -> URLRequest {
        try urlRequest(for: host, defaultHeaders: [:])
    }

    /// The request with `defaultHeaders` under the route's own, made in one go (see RequestParts).
    func urlRequest(for host: APIHost, defaultHeaders: [String: String]) throws(NetworkError) -> URLRequest {
        try requestParts(for: host, defaultHeaders: HeaderMerge(defaultHeaders)).urlRequest
    }
}
