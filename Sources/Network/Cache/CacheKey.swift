import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What identifies a cached response: whose it is, where it came from, and
/// the request in a canonical form (query parameters sorted), so the same
/// request always finds the same row and one account never sees another's.
public struct CacheKey: Sendable, Hashable {
    public let origin: String
    /// The signed-in user's id, or "anonymous".
    public let user: String
    public let method: String
    public let url: String

    public init(origin: String, user: String, method: String, url: String) {
        self.origin = origin
        self.user = user
        self.method = method
        self.url = url
    }

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
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    public var etag: String?
    public var lastModified: String?
    public var storedAt: Date

    public init(status: Int, headers: [String: String], body: Data, etag: String?, lastModified: String?, storedAt: Date) {
        self.status = status
        self.headers = headers
        self.body = body
        self.etag = etag
        self.lastModified = lastModified
        self.storedAt = storedAt
    }
}
