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

    public func prepare(_ request: URLRequest, for route: any Route) -> URLRequest {
        guard route.requiresAuth, let url = request.url, let session = store.current,
              session.origin == APIHost.origin(of: url)
        else { return request }
        var authorized = request
        authorized.setValue("Bearer \(session.auth.accessToken)", forHTTPHeaderField: "Authorization")
        return authorized
    }
}
