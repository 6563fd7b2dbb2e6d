import Foundation

/// A user's role. A struct over the raw string rather than an enum so an
/// unknown role from upstream decodes instead of failing the whole list.
public struct Role: RawRepresentable, Codable, Sendable, Hashable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let admin = Role(rawValue: "admin")
    public static let moderator = Role(rawValue: "moderator")
    public static let user = Role(rawValue: "user")

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
