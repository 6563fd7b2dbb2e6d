import Foundation
import JSON
import Network

/// One request to a described API, as data: the operation's method and
/// path (its `{…}` filled), query parameters, a JSON or form body, and
/// whether it carries the credentials. What a router enum's case is for a
/// compiled API, made at run time.
package struct DescribedRoute: Route {
    package enum Body: Sendable, Equatable {
        case json(JSONValue)
        /// `application/x-www-form-urlencoded`, as an OAuth2 token endpoint takes it.
        case form([String: String])
    }

    package var method: HTTPMethod
    /// The path with its parameters filled in, under the host's base URL.
    package var filledPath: String
    package var query: Parameters
    package var payload: Body?
    package var needsCredentials: Bool
    /// A whole URL instead of the host's (a `Link` header's next page, a token URL on another host).
    package var url: URL?
    /// "products.list": which resource and what, for logs and the request list.
    package var label: String
    /// Headers of its own: what a description's fetch accepts, say.
    package var extraHeaders: [String: String] = [:]

    package init(_ method: HTTPMethod, _ path: String, query: Parameters = [:], body: Body? = nil, requiresAuth: Bool = false,
                 url: URL? = nil, label: String) {
        self.method = method
        filledPath = path
        self.query = query
        payload = body
        needsCredentials = requiresAuth
        self.url = url
        self.label = label
    }

    package var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        (method, filledPath, query.isEmpty ? nil : query)
    }

    package var encoding: ParameterEncoding { .query }

    package var body: HTTPBody? {
        switch payload {
        case .json(let value)?:
            return .data((try? value.jsonData(sortedKeys: true)) ?? Data("{}".utf8), contentType: "application/json")
        case .form(let fields)?:
            let encoded = FormEncoder.encode(fields.mapValues(JSONValue.string))
            return .data(Data(encoded.utf8), contentType: "application/x-www-form-urlencoded")
        case nil:
            return nil
        }
    }

    package var headers: [String: String] { extraHeaders }
    package var requiresAuth: Bool { needsCredentials }
    package var absoluteURL: URL? { url }
    package var name: String { "DescribedRoute.\(label)" }
}

/// Fills a path template's `{…}` with values, each escaped as one path segment.
package enum PathTemplate {
    /// `/users/{id}/posts` with `["id": "7"]`; a `{…}` with no value keeps `value` when given
    /// (a filter path's one placeholder), else stays as written.
    package static func fill(_ template: String, _ values: [String: String] = [:], any value: String? = nil) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            if let filled = values[name] ?? value {
                result += escape(filled)
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The names of a template's parameters, in order.
    package static func parameters(_ template: String) -> [String] {
        var names: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    static func escape(_ segment: String) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#")))
            ?? segment
    }
}
