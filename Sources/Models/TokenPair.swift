import Foundation

/// What `POST /auth/refresh` answers.
public struct TokenPair: Codable, Sendable, Hashable {
    public var accessToken: String
    public var refreshToken: String

    public init(accessToken: String, refreshToken: String) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
    }
}
