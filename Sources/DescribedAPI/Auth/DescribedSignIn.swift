import APIDescription
import Foundation
import Network
import Reactive

/// Signing in to a described API. OAuth2's password flow posts the form to
/// the token URL and keeps the tokens; HTTP basic, a bearer token and an API
/// key are kept and tried on `probe` (a list that needs them), so a wrong
/// one is refused at the login screen, not on the first list. Credentials
/// that fail are forgotten at once.
package struct DescribedSignIn: Sendable {
    package let method: SignInMethod
    package let store: DescribedSessionStore
    /// A request that needs the credentials: a list, asked for one item.
    package let probe: DescribedRoute?

    package init(method: SignInMethod, store: DescribedSessionStore, probe: DescribedRoute?) {
        self.method = method
        self.store = store
        self.probe = probe
    }

    /// `username` is ignored where the way in has none; `secret` is the password, token or key.
    package func signIn(username: String, secret: String, on client: NetworkClient) -> Observable<NetworkResult<DescribedSession>> {
        let origin = client.host.origin
        let store = self.store
        switch method {
        case .none:
            return .just(.value(DescribedSession(origin: origin)))
        case .oauth2Password(let url, _), .tokenLogin(let url, _):
            // OAuth2 takes a form with its grant type; a JSON login takes the two fields as JSON.
            let body: DescribedRoute.Body = if case .oauth2Password = method {
                .form(["grant_type": "password", "username": username, "password": secret])
            } else {
                .json(["username": .string(username), "password": .string(secret)])
            }
            let route = TokenRequest.route(url, host: client.host, body: body, label: "token.login")
            return client.request(route, as: TransportResponse.self).map { result in
                switch result {
                case .value(let response):
                    switch TokenRequest.tokens(in: response) {
                    case .success(let tokens):
                        let session = DescribedSession(origin: origin, username: username, accessToken: tokens.access, refreshToken: tokens.refresh)
                        guard store.save(session) else {
                            return .error(.decoding(type: "token", path: "access_token", detail: "not a token a header can carry"))
                        }
                        return .value(session)
                    case .failure(let error): return .error(error)
                    }
                case .error(let error): return .error(error)
                }
            }
        case .basic, .bearer, .apiKey:
            let session = method.asksForUsername
                ? DescribedSession(origin: origin, username: username, secret: secret)
                : DescribedSession(origin: origin, secret: secret)
            guard store.save(session) else {
                return .just(.error(.invalidRequest(.unencodableParameters)))
            }
            guard let probe else { return .just(.value(session)) }
            return client.request(probe, as: TransportResponse.self).map { result in
                switch result {
                case .value: return .value(session)
                case .error(.unauthorized(let message)):
                    // At the login screen a refusal is of what was typed, not of an old session.
                    store.clear()
                    return .error(.http(status: 401, message: message))
                case .error(let error):
                    store.clear()
                    return .error(error)
                }
            }
        }
    }
}
