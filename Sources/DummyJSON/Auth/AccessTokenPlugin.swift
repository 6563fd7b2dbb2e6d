import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Network

/// Adds `Authorization: Bearer <token>` to routes that need it, and only when
/// the request goes to the origin the session was signed in on.
public struct AccessTokenPlugin: NetworkPlugin {
    private let store: SessionStore

    public init(store: SessionStore) {
        self.store = store
    }

    /// `Authorization: Bearer <token>` for a route that needs it on the session's origin; else none.
    public func headers(for route: any Route, to url: URL) -> [String: String] {
        guard route.requiresAuth, let authorization = store.authorization, APIHost.isURL(url, on: authorization.origin) else { return [:] }
        return ["Authorization": authorization.value]
    }

    /// The request with `headers(for:to:)` on it: as it is when it carries
    /// them already (the client asks for them before it makes the request),
    /// so only a request made elsewhere is copied.
    public func prepare(_ request: URLRequest, for route: any Route) -> URLRequest {
        // A route without credentials is left alone before the fields are copied out of the request.
        guard route.requiresAuth else { return request }
        // The fields as set, looked up by exact name: `value(forHTTPHeaderField:)` compares every name through NSString.
        let present = request.allHTTPHeaderFields ?? [:]
        if let sent = present["Authorization"], sent == store.authorization?.value { return request }
        guard let url = request.url else { return request }
        let headers = headers(for: route, to: url)
        guard headers.contains(where: { present[$0.key] != $0.value }) else { return request }
        var authorized = request
        for (name, value) in headers { authorized.setValue(value, forHTTPHeaderField: name) }
        return authorized
    }
}
