import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What identifies a cached response: whose it is, where it came from, and
/// the request in a canonical form (query parameters sorted), so the same
/// request always finds the same row and one account never sees another's.
public struct CacheKey: Sendable, Hashable {
    /// "scheme://host:port" the response came from.
    public let origin: String
    /// The signed-in user's id, or "anonymous".
    public let user: String
    /// The request's method ("GET").
    public let method: String
    /// The request's URL with its query sorted.
    public let url: String

    /// A key from its parts, as stored.
    public init(origin: String, user: String, method: String, url: String) {
        self.origin = origin
        self.user = user
        self.method = method
        self.url = url
    }

    /// The key of a request for `user`: its origin, method and canonical URL.
    public init(request: URLRequest, user: String) {
        let url = request.url ?? URL(string: "about:blank")!
        self.init(origin: APIHost.origin(of: url), user: user, method: request.httpMethod ?? "GET",
                  url: Self.canonical(url))
    }

    /// The URL with its query items sorted by name, then value.
    static func canonical(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.absoluteString }
        if let items = components.percentEncodedQueryItems, !items.isEmpty {
            components.percentEncodedQueryItems = items.sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
        }
        components.fragment = nil
        return components.string ?? url.absoluteString
    }

    /// The single text the table indexes.
    var storageKey: String { "\(origin) \(user) \(method) \(url)" }
}

/// One stored response.
public struct CachedResponse: Sendable, Equatable {
    /// The response's status.
    public var status: Int
    /// Its headers, without the cookies it set.
    public var headers: [String: String]
    /// Its body.
    public var body: Data
    /// Its `ETag`, sent back as `If-None-Match` to revalidate.
    public var etag: String?
    /// Its `Last-Modified`, sent back as `If-Modified-Since`.
    public var lastModified: String?
    /// When it was stored, or last found current.
    public var storedAt: Date

    /// A response as the cache keeps it.
    public init(status: Int, headers: [String: String], body: Data, etag: String?, lastModified: String?, storedAt: Date) {
        self.status = status
        self.headers = headers
        self.body = body
        self.etag = etag
        self.lastModified = lastModified
        self.storedAt = storedAt
    }
}
