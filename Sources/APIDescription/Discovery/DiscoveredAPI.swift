/// What Courier makes of an API: its hosts, how to sign in, and its
/// resources, each ready for the registry. Made by discovery from a
/// description, by a profile alone, or by both (the profile over discovery).
package struct DiscoveredAPI: Sendable {
    package var title: String
    package var servers: [APIServer]
    package var signIn: SignInMethod
    /// In tab order.
    package var resources: [DiscoveredResource]
    /// What discovery went around, for `courier --api … describe` and the log.
    package var problems: [DescriptionProblem]

    package init(title: String, servers: [APIServer], signIn: SignInMethod, resources: [DiscoveredResource],
                 problems: [DescriptionProblem] = []) {
        self.title = title
        self.servers = servers
        self.signIn = signIn
        self.resources = resources
        self.problems = problems
    }

    package subscript(id: String) -> DiscoveredResource? { resources.first { $0.id == id } }
}

/// How a person signs in to the API, from its security schemes or a profile.
package enum SignInMethod: Sendable, Hashable {
    /// No credentials: no login screen.
    case none
    /// OAuth2's password flow: the form goes to `tokenURL` (a path on the
    /// host or a URL), a refresh token to `refreshURL` (the token URL when nil).
    case oauth2Password(tokenURL: String, refreshURL: String?)
    /// Username and password in every request's `Authorization: Basic`.
    case basic
    /// A token the person already has, sent as `Authorization: Bearer`.
    case bearer
    /// A key in a header, the query or a cookie.
    case apiKey(name: String, location: SecurityScheme.APIKeyLocation)
    /// A bearer token got by posting `{"username", "password"}` as JSON to
    /// `loginURL` (as DummyJSON and many JWT APIs do) and renewed by posting
    /// `{"refreshToken"}` to `refreshURL`: what a profile says, since a
    /// description can only call such a token "bearer".
    case tokenLogin(loginURL: String, refreshURL: String?)

    /// Whether the login screen asks for a username and a password (else one secret).
    package var asksForUsername: Bool {
        switch self {
        case .oauth2Password, .basic, .tokenLogin: true
        case .none, .bearer, .apiKey: false
        }
    }
}
