import APIDescription
import Foundation
import Network

extension NetworkConfiguration {
    /// A configuration for a described API: its sign-in method signs the
    /// requests from a session kept in `sessionFile` (memory only when nil),
    /// and its error answers are read as the common frameworks write them.
    package static func described(host: APIHost, signIn: SignInMethod, sessionFile: DescribedSessionFile?) -> NetworkConfiguration {
        var configuration = NetworkConfiguration(host: host)
        configuration.authenticator = DescribedAuthenticator(method: signIn, store: DescribedSessionStore(file: sessionFile))
        configuration.errorMessages = DescribedErrorMessages()
        return configuration
    }
}

extension NetworkClient {
    /// The described API's session store; nil for a client of another kind.
    package var describedSessions: DescribedSessionStore? {
        (authenticator as? DescribedAuthenticator)?.store
    }
}
