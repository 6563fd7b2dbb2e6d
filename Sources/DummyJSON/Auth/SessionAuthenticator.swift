import Foundation
import Models
import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// DummyJSON's scheme, kept in its `SessionStore`: a Bearer access
/// token sent only to the origin it was signed in on, refreshed with
/// `POST /auth/refresh`. Besides its 401s, DummyJSON answers a token signed
/// by another server, or one that is not a token at all, with a 500 ("invalid
/// signature", "invalid token", "jwt signature is required"), and one whose
/// user is gone with a 400 "Invalid access token". Each refusal, like a 401,
/// is answered with one refresh: only the auth route refusing the refresh
/// token ends the session, since a data route may refuse for its own reasons.
public struct SessionAuthenticator: Authenticator {
    /// The messages of DummyJSON's refusals that are not 401s.
    public static let refusingMessages: Set<String> = [
        "invalid signature", "invalid token", "jwt signature is required", "jwt malformed", "Invalid access token",
    ]

    /// The signed-in session: what is signed with, refreshed and forgotten.
    public let store: SessionStore

    /// `file` keeps the session between runs; nil keeps it in memory only.
    public init(file: SessionFile? = nil) {
        store = SessionStore(file: file)
    }

    /// The Bearer token, set with the request's other headers.
    public func headers(for route: any Route, to url: URL, client: NetworkClient) -> [String: String] {
        AccessTokenPlugin(store: store).headers(for: route, to: url)
    }

    /// The request with the Bearer token on it; as it is when the client already set it from `headers`.
    public func authenticate(_ request: URLRequest, for route: any Route, client: NetworkClient) -> URLRequest {
        AccessTokenPlugin(store: store).prepare(request, for: route)
    }

    /// Rows are kept per DummyJSON user id.
    public var cacheOwner: String {
        store.current.map { "user-\($0.auth.id)" } ?? NoAuthentication.owner
    }

    public func refusal(in response: TransportResponse, message: String?, for route: any Route) -> AuthRefusal? {
        guard route.requiresAuth else { return nil }
        switch response.status {
        case 401: return .expired(message: message)
        case 400, 500:
            guard let message, Self.refusingMessages.contains(message) else { return nil }
            return .expired(message: message)
        default: return nil
        }
    }

    public func isStale(_ request: URLRequest, client: NetworkClient) -> Bool {
        guard let current = store.authorization?.value,
              let sent = request.value(forHTTPHeaderField: "Authorization") else { return false }
        return sent != current
    }

    public func refresh(client: NetworkClient, completion: @escaping @Sendable (RefreshOutcome) -> Void) {
        guard let session = store.current else { return completion(.sessionEnded(message: nil)) }
        let store = self.store
        client.send(AuthRouter.refresh(refreshToken: session.auth.refreshToken)) { result in
            switch result {
            case .success(let response):
                switch client.decode(TokenPair.self, from: response) {
                case .success(let tokens):
                    // The old session stays: the server may answer better next time.
                    if let refusal = TokenCheck.refusal(of: tokens, in: "TokenPair") { return completion(.failed(refusal)) }
                    store.update(tokens: tokens, replacing: session.auth.accessToken)
                    completion(.refreshed)
                case .failure(let error):
                    completion(.failed(error))
                }
            case .failure(.http(let status, let message)) where status == 401 || status == 403:
                completion(.sessionEnded(message: message))
            case .failure(let error):
                completion(.failed(error))
            }
        }
    }

    public func signOut(client: NetworkClient) {
        store.clear()
    }
}
