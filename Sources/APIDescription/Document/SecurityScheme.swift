import Foundation
import JSON

/// How an API asks its clients to prove who they are, from `securitySchemes`.
package enum SecurityScheme: Sendable, Hashable {
    /// OAuth2's password flow: a form to `tokenURL`, a refresh to `refreshURL`.
    case oauth2Password(tokenURL: String, refreshURL: String?)
    /// OAuth2 without a password flow (authorization code, client
    /// credentials…): a browser or a client secret, which Courier does not do.
    case oauth2Unsupported(flows: [String])
    case httpBasic
    /// `Authorization: Bearer <token>` with a token the person has.
    case httpBearer
    case apiKey(name: String, location: APIKeyLocation)
    /// OpenID Connect, mutual TLS, or a type Courier does not know.
    case unsupported(type: String)

    package enum APIKeyLocation: String, Sendable, Hashable {
        case header, query, cookie
    }

    static func scheme(_ node: [String: JSONValue]) -> SecurityScheme {
        let type = node["type"]?.stringValue ?? ""
        switch type.lowercased() {
        case "oauth2":
            let flows = node["flows"]?.objectValue ?? [:]
            if let password = flows["password"], let tokenURL = password["tokenUrl"]?.stringValue {
                return .oauth2Password(tokenURL: tokenURL, refreshURL: password["refreshUrl"]?.stringValue)
            }
            return .oauth2Unsupported(flows: flows.keys.sorted())
        case "http":
            switch node["scheme"]?.stringValue?.lowercased() {
            case "basic": return .httpBasic
            case "bearer": return .httpBearer
            default: return .unsupported(type: "http \(node["scheme"]?.stringValue ?? "")")
            }
        case "apikey":
            guard let name = node["name"]?.stringValue, let location = node["in"]?.stringValue.flatMap(APIKeyLocation.init)
            else { return .unsupported(type: "apiKey without a name or place") }
            return .apiKey(name: name, location: location)
        default:
            return .unsupported(type: type)
        }
    }

    /// Whether Courier can sign in this way.
    package var isSupported: Bool {
        switch self {
        case .oauth2Password, .httpBasic, .httpBearer, .apiKey: true
        case .oauth2Unsupported, .unsupported: false
        }
    }
}
