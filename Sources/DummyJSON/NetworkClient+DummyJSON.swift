import Foundation
import Models
import Network
import Reactive

extension NetworkConfiguration {
    /// A configuration for DummyJSON (or a server that speaks its contract):
    /// its session signs the requests — kept in `sessionFile`, or in memory
    /// only when nil — and its errors carry their words in `{"message"}`.
    public static func dummyJSON(host: APIHost, sessionFile: SessionFile? = nil) -> NetworkConfiguration {
        var configuration = NetworkConfiguration(host: host)
        configuration.authenticator = SessionAuthenticator(file: sessionFile)
        configuration.errorMessages = JSONErrorMessageReader(keys: ["message"])
        return configuration
    }
}

extension NetworkClient {
    /// The DummyJSON session this client signs with. A client for DummyJSON
    /// is made from `NetworkConfiguration.dummyJSON`; any other has none.
    public var sessionStore: SessionStore {
        guard let session = authenticator as? SessionAuthenticator else {
            preconditionFailure("sessionStore needs a client configured with NetworkConfiguration.dummyJSON")
        }
        return session.store
    }

    /// Signs in and keeps the session for this host. Tokens a header cannot
    /// carry are refused (a decoding error naming the field) and not kept.
    public func signIn(username: String, password: String) -> Observable<NetworkResult<AuthSession>> {
        let store = sessionStore
        let origin = host.origin
        return request(AuthRouter.login(username: username, password: password), as: AuthSession.self)
            .map { result in
                guard case .value(let session) = result,
                      let refusal = TokenCheck.refusal(of: session.tokens, in: "AuthSession") else { return result }
                return .error(refusal)
            }
            .do(onNext: { result in
                if case .value(let session) = result { store.save(session, origin: origin) }
            })
    }
}
