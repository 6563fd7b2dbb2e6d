import Foundation
import Models
import Network

/// A signed-in session and the origin it belongs to: its token goes nowhere else.
public struct StoredSession: Codable, Sendable, Equatable {
    public var origin: String
    public var auth: AuthSession
    public var savedAt: Date

    public init(origin: String, auth: AuthSession, savedAt: Date = Date()) {
        self.origin = origin
        self.auth = auth
        self.savedAt = savedAt
    }
}
