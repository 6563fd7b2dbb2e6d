import APIDescription
import Foundation
import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Signs a described API's requests the way its security scheme says, and
/// only when they go to the origin the session was signed in on: a bearer
/// token from OAuth2 or the person, HTTP basic, or an API key in a header,
/// the query or a cookie. OAuth2 refreshes once for every waiting request
/// (the core's `RefreshCoordinator`); the other ways cannot refresh, so a
/// refusal ends the session.
package struct DescribedAuthenticator: Authenticator {
    package let method: SignInMethod
    package let store: DescribedSessionStore

    package init(method: SignInMethod, store: DescribedSessionStore) {
        self.method = method
        self.store = store
    }

    package func authenticate(_ request: URLRequest, for route: any Route, client: NetworkClient) -> URLRequest {
        guard route.requiresAuth, let url = request.url, let session = store.current,
              session.origin == APIHost.origin(of: url) else { return request }
        var signed = request
        switch method {
        case .none:
            break
        case .oauth2Password, .tokenLogin, .bearer:
            guard let token = session.accessToken ?? session.secret else { break }
            signed.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        case .basic:
            let pair = Data("\(session.username ?? ""):\(session.secret ?? "")".utf8).base64EncodedString()
            signed.setValue("Basic \(pair)", forHTTPHeaderField: "Authorization")
        case .apiKey(let name, let location):
            guard let key = session.secret else { break }
            switch location {
            case .header: signed.setValue(key, forHTTPHeaderField: name)
            case .cookie:
                let existing = request.value(forHTTPHeaderField: "Cookie").map { $0 + "; " } ?? ""
                signed.setValue(existing + "\(name)=\(key)", forHTTPHeaderField: "Cookie")
            case .query:
                guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { break }
                components.queryItems = (components.queryItems ?? []).filter { $0.name != name } + [URLQueryItem(name: name, value: key)]
                signed.url = components.url ?? url
            }
        }
        return signed
    }

    package var cacheOwner: String { store.current?.cacheOwner ?? NoAuthentication.owner }

    /// A 401 on a signed route. OAuth2's token may have expired: one refresh.
    /// A password, token or key cannot be refreshed: refused at once, with the server's words.
    package func refusal(in response: TransportResponse, message: String?, for route: any Route) -> AuthRefusal? {
        guard route.requiresAuth, response.status == 401 else { return nil }
        return method.refreshes ? .expired(message: message) : .rejected(message: message)
    }

    package func isStale(_ request: URLRequest, client: NetworkClient) -> Bool {
        guard method.refreshes, let current = store.current?.accessToken,
              let sent = request.value(forHTTPHeaderField: "Authorization") else { return false }
        return sent != "Bearer \(current)"
    }

    package func refresh(client: NetworkClient, completion: @escaping @Sendable (RefreshOutcome) -> Void) {
        guard let session = store.current, let refreshToken = session.refreshToken else { return completion(.sessionEnded(message: nil)) }
        let route: DescribedRoute
        switch method {
        case .oauth2Password(let tokenURL, let refreshURL):
            route = TokenRequest.route(refreshURL ?? tokenURL, host: client.host,
                                       body: .form(["grant_type": "refresh_token", "refresh_token": refreshToken]), label: "token.refresh")
        case .tokenLogin(_, let refreshURL?):
            route = TokenRequest.route(refreshURL, host: client.host, body: .json(["refreshToken": .string(refreshToken)]), label: "token.refresh")
        default:
            return completion(.sessionEnded(message: nil))
        }
        let store = self.store
        client.send(route) { result in
            switch result {
            case .success(let response):
                switch TokenRequest.tokens(in: response) {
                case .success(let tokens):
                    guard store.update(accessToken: tokens.access, refreshToken: tokens.refresh, replacing: session.accessToken) else {
                        return completion(.failed(.decoding(type: "token", path: "access_token", detail: "not a token a header can carry")))
                    }
                    completion(.refreshed)
                case .failure(let error):
                    completion(.failed(error))
                }
            case .failure(.http(let status, let message)) where status == 400 || status == 401 || status == 403:
                // OAuth2 answers a refresh token it no longer takes with 400 invalid_grant.
                completion(.sessionEnded(message: message))
            case .failure(let error):
                completion(.failed(error))
            }
        }
    }

    package func signOut(client: NetworkClient) {
        store.clear()
    }
}

/// An OAuth2 token endpoint: where its form goes, and what its answer holds.
extension SignInMethod {
    /// Whether a refused token is renewed (once, for every waiting request) rather than the session ended.
    var refreshes: Bool {
        switch self {
        case .oauth2Password, .tokenLogin: true
        case .none, .basic, .bearer, .apiKey: false
        }
    }
}

package enum TokenRequest {
    /// `tokenURL` as the description writes it: a URL, a path from the
    /// host's origin (`/api/token`), or a path under the host's base URL (`token`).
    package static func route(_ tokenURL: String, host: APIHost, body: DescribedRoute.Body, label: String) -> DescribedRoute {
        if let url = URL(string: tokenURL), url.scheme != nil {
            return DescribedRoute(.post, url.path, body: body, url: url, label: label)
        }
        if tokenURL.hasPrefix("/"), let url = URL(string: tokenURL, relativeTo: host.baseURL)?.absoluteURL {
            return DescribedRoute(.post, url.path, body: body, url: url, label: label)
        }
        return DescribedRoute(.post, "/" + tokenURL, body: body, label: label)
    }

    /// `access_token` (and `refresh_token`) of RFC 6749's answer; `accessToken` as some APIs spell it.
    package static func tokens(in response: TransportResponse) -> Result<(access: String, refresh: String?), NetworkError> {
        guard let body = try? JSONValue(jsonData: response.data) else {
            return .failure(.decoding(type: "token", path: "", detail: "malformed JSON"))
        }
        guard let access = body["access_token"]?.stringValue ?? body["accessToken"]?.stringValue ?? body["token"]?.stringValue,
              !access.isEmpty else {
            return .failure(.decoding(type: "token", path: "access_token", detail: "missing field 'access_token'"))
        }
        return .success((access, body["refresh_token"]?.stringValue ?? body["refreshToken"]?.stringValue))
    }
}
