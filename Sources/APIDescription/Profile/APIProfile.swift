import Foundation
import JSON

/// A Courier API profile: a small JSON or YAML file that says what a
/// description cannot, or everything, for an API with none. Its format is
/// written out in docs/API.md ("Courier API profiles"). Every field is
/// optional but `courier: 1`; what it leaves out, discovery decides.
package struct APIProfile: Sendable {
    /// The format's version this file is written for.
    package static let formatVersion = 1

    package var title: String?
    /// The OpenAPI description it overlays: a URL, or a path relative to the profile.
    package var description: String?
    package var servers: [APIServer]?
    package var signIn: SignInMethod?
    /// Only the resources listed here, in this order; else the listed ones
    /// first and the rest of the description's after them.
    package var onlyListed: Bool
    package var resources: [ResourceProfile]
    /// The profile as written, for the schemas it holds (`$ref` within it resolves here).
    package let resolver: ReferenceResolver

    package static let keys: Set<String> = ["courier", "title", "description", "servers", "signIn", "only", "resources", "schemas"]

    /// Whether `root` is a profile rather than an OpenAPI document.
    package static func isProfile(_ root: JSONValue) -> Bool { root["courier"] != nil && root["openapi"] == nil }

    /// Reads a profile from `root`, relative server URLs resolving against `sourceURL`.
    package init(_ root: JSONValue, sourceURL: URL?) throws(DescriptionError) {
        let reader = ProfileReader(root, path: "")
        try reader.refuseUnknownKeys(Self.keys)
        guard let version = try reader.int("courier") else { throw ProfileReader(root, path: "courier").fail("is missing") }
        guard version == Self.formatVersion else {
            throw ProfileReader(root, path: "courier").fail("is \(version); this Courier reads profiles of format \(Self.formatVersion)")
        }
        resolver = ReferenceResolver(root: root)
        title = try reader.string("title")
        description = try reader.string("description")
        onlyListed = try reader.bool("only") ?? false
        if let servers = try reader.list("servers") {
            var list: [APIServer] = []
            for server in servers {
                try server.refuseUnknownKeys(["name", "url", "description"])
                let url = try server.requiredString("url")
                guard let resolved = APIServer.resolve(url, against: sourceURL) else {
                    throw server.fail("has the url '\(url)', which is not http(s) (a relative one needs the profile read from a URL)")
                }
                list.append(APIServer(name: try server.requiredString("name"), url: resolved, template: url,
                                      summary: try server.string("description")))
            }
            self.servers = list
        }
        signIn = try reader.child("signIn").map { reader throws(DescriptionError) in try Self.signIn(reader) }
        var resources: [ResourceProfile] = []
        for resource in try reader.list("resources") ?? [] {
            resources.append(try ResourceProfile(resource, resolver: resolver))
        }
        let ids = resources.map(\.id)
        if let twice = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
            throw reader.fail("lists the resource '\(twice)' twice")
        }
        self.resources = resources
    }

    static func signIn(_ reader: ProfileReader) throws(DescriptionError) -> SignInMethod {
        try reader.refuseUnknownKeys(["type", "tokenUrl", "refreshUrl", "loginUrl", "name", "in"])
        let types = ["none", "oauth2-password", "basic", "bearer", "api-key", "token-login"]
        switch try reader.choice("type", types) {
        case "none": return .none
        case "oauth2-password":
            return .oauth2Password(tokenURL: try reader.requiredString("tokenUrl"), refreshURL: try reader.string("refreshUrl"))
        case "basic": return .basic
        case "token-login":
            return .tokenLogin(loginURL: try reader.requiredString("loginUrl"), refreshURL: try reader.string("refreshUrl"))
        case "bearer": return .bearer
        case "api-key":
            let location = try reader.choice("in", ["header", "query", "cookie"]) ?? "header"
            return .apiKey(name: try reader.requiredString("name"), location: SecurityScheme.APIKeyLocation(rawValue: location) ?? .header)
        default:
            throw reader.fail("has no 'type' (one of \(types.joined(separator: ", ")))")
        }
    }
}
