import Foundation

/// What `POST /auth/login` answers: the token pair and a summary of the
/// signed-in user. `gender` and `image` are optional because nothing in
/// the client depends on them and upstream has changed them before.
public struct AuthSession: Codable, Sendable, Hashable {
    public var accessToken: String
    public var refreshToken: String
    public var id: Int
    public var username: String
    public var email: String
    public var firstName: String
    public var lastName: String
    public var gender: String?
    public var image: String?

    public init(
        accessToken: String, refreshToken: String, id: Int, username: String, email: String,
        firstName: String, lastName: String, gender: String? = nil, image: String? = nil
    ) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.id = id
        self.username = username
        self.email = email
        self.firstName = firstName
        self.lastName = lastName
        self.gender = gender
        self.image = image
    }

    public var tokens: TokenPair { TokenPair(accessToken: accessToken, refreshToken: refreshToken) }

    /// The session after a refresh: same user, new tokens.
    public func replacingTokens(_ pair: TokenPair) -> AuthSession {
        var copy = self
        copy.accessToken = pair.accessToken
        copy.refreshToken = pair.refreshToken
        return copy
    }
}
