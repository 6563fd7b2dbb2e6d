import APIDescription
import DescribedAPI
import DummyJSON
import Models
import Network
import Reactive

/// A described API's sign-in, as the app's `SessionGateway`: the form its
/// security scheme needs, the saved session, a check that asks one of its
/// lists (a described API has no `/me`), and the sign-in itself.
package struct DescribedSessions: SessionGateway {
    let network: NetworkClient
    let signIn: DescribedSignIn

    package init(network: NetworkClient, method: SignInMethod, registry: ResourceRegistry) {
        self.network = network
        let store = network.describedSessions ?? DescribedSessionStore(file: nil)
        signIn = DescribedSignIn(method: method, store: store, probe: Self.probe(registry))
    }

    /// A list that needs the credentials, asked for one item: where a
    /// credential is tried. The first list when none needs them.
    static func probe(_ registry: ResourceRegistry) -> DescribedRoute? {
        let routes = registry.resources.compactMap { $0.route(for: ListRequest(paging: Paging(limit: 1))) as? DescribedRoute }
        return routes.first { $0.requiresAuth } ?? routes.first
    }

    package var form: LoginForm {
        switch signIn.method {
        case .oauth2Password, .basic, .tokenLogin: .usernameAndPassword
        case .bearer: .secret(label: "Token")
        case .apiKey: .secret(label: "API key")
        case .none: .none
        }
    }

    package var offersDemoAccount: Bool { false }

    package var saved: AuthSession? {
        if case .none = signIn.method { return Self.session(DescribedSession(origin: network.host.origin)) }
        return signIn.store.current.map(Self.session)
    }

    package func confirm() -> Observable<NetworkResult<AuthSession>> {
        guard let saved else { return .just(.error(.unauthorized(message: nil))) }
        guard let probe = signIn.probe, probe.requiresAuth else { return .just(.value(saved)) }
        let store = signIn.store
        return network.request(probe, as: TransportResponse.self).map { result in
            result.map { _ in store.current.map(Self.session) ?? saved }
        }
    }

    package func signIn(username: String, password: String) -> Observable<NetworkResult<AuthSession>> {
        signIn.signIn(username: username, secret: password, on: network).map { $0.map(Self.session) }
    }

    package func whoami() -> Observable<NetworkResult<String>> {
        let method = signIn.method
        return confirm().map { result in
            result.map { session in
                switch method {
                case .none: "no sign-in needed"
                case .bearer: "signed in with a token"
                case .apiKey: "signed in with an API key"
                case .oauth2Password, .basic, .tokenLogin: session.username
                }
            }
        }
    }

    /// The app's currency for a session; only the username and tokens mean anything here.
    static func session(_ session: DescribedSession) -> AuthSession {
        AuthSession(accessToken: session.accessToken ?? "", refreshToken: session.refreshToken ?? "", id: 0,
                    username: session.username ?? "", email: "", firstName: session.username ?? "", lastName: "")
    }
}
