import DummyJSON
import Models
import Network
import Reactive

/// What the login screen asks for.
package enum LoginForm: Sendable, Equatable {
    case usernameAndPassword
    /// One secret only: a token, an API key. `label` names it ("Token").
    case secret(label: String)
    /// Nothing: the API needs no sign-in, and there is no login screen.
    case none
}

/// How the app signs a person in to its API, and checks a saved session:
/// DummyJSON's way, or the way a described API's security scheme says. A
/// session travels as an `AuthSession` whatever the API; for a described
/// one only its username and tokens are filled in.
package protocol SessionGateway: Sendable {
    var form: LoginForm { get }
    /// Whether the login screen may hint at a demo account.
    var offersDemoAccount: Bool { get }
    /// The saved session; nil when nobody is signed in.
    var saved: AuthSession? { get }
    /// Asks the server whether the saved session still holds: the session
    /// (its tokens perhaps refreshed on the way), or why not.
    func confirm() -> Observable<NetworkResult<AuthSession>>
    func signIn(username: String, password: String) -> Observable<NetworkResult<AuthSession>>
    /// Who is signed in, in a line: for `courier whoami`.
    func whoami() -> Observable<NetworkResult<String>>
    /// Why the session last signed in could not be written to its file (a
    /// full disk…), or nil: it then lasts this run only.
    var saveFailure: SessionFile.SaveError? { get }
}

extension SessionGateway {
    package var saveFailure: SessionFile.SaveError? { nil }
}

/// DummyJSON's sign-in: `POST /auth/login`, its session store, `/auth/me`.
package struct DummyJSONSessions: SessionGateway {
    let network: NetworkClient

    package init(network: NetworkClient) {
        self.network = network
    }

    package var form: LoginForm { .usernameAndPassword }
    package var offersDemoAccount: Bool { true }
    package var saved: AuthSession? { network.sessionStore.current?.auth }
    package var saveFailure: SessionFile.SaveError? { network.sessionStore.lastSaveFailure }

    package func confirm() -> Observable<NetworkResult<AuthSession>> {
        let network = self.network, fallback = saved
        return network.request(AuthRouter.me, as: User.self).map { result in
            result.map { _ in network.sessionStore.current?.auth ?? fallback }.flatMapMissing()
        }
    }

    package func signIn(username: String, password: String) -> Observable<NetworkResult<AuthSession>> {
        network.signIn(username: username, password: password)
    }

    package func whoami() -> Observable<NetworkResult<String>> {
        network.request(AuthRouter.me, as: User.self).map { result in
            result.map { "\($0.username) (\($0.firstName) \($0.lastName), \($0.email))" }
        }
    }
}

extension NetworkResult where Value == AuthSession? {
    /// A confirmed session that is gone meanwhile (signed out) reads as refused.
    func flatMapMissing() -> NetworkResult<AuthSession> {
        switch self {
        case .value(let session?): .value(session)
        case .value(nil): .error(.unauthorized(message: nil))
        case .error(let error): .error(error)
        }
    }
}
