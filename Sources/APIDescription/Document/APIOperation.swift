import JSON

/// One operation: a method on a path, what it takes and what it answers.
package struct APIOperation: Sendable {
    package enum Method: String, Sendable, CaseIterable {
        case get, put, post, delete, patch
    }

    package var method: Method
    /// `/users/{id}`, as written under `paths`.
    package var path: String
    package var operationID: String?
    package var summary: String?
    package var tags: [String]
    /// The path item's parameters and the operation's, the operation's winning.
    package var parameters: [APIParameter]
    package var requestBody: JSONSchema?
    /// `application/json`, or a form for a token endpoint.
    package var requestContentType: String?
    /// The first success answer (200, 201, 2XX, else `default`).
    package var response: APIResponse?
    /// Which security requirements apply: the operation's own, else the
    /// document's. Empty means none is needed; each element is one way (its
    /// schemes together).
    package var security: [[String]]
    /// OpenAPI `links` of the success answer.
    package var links: [APILink]

    package func parameter(_ name: String, in location: APIParameter.Location = .query) -> APIParameter? {
        parameters.first { $0.name == name && $0.location == location }
    }

    package var queryParameters: [APIParameter] { parameters.filter { $0.location == .query } }

    /// "GET /users/{id}", how messages name it.
    package var label: String { "\(method.rawValue.uppercased()) \(path)" }
}

package struct APIParameter: Sendable {
    package enum Location: String, Sendable {
        case query, path, header, cookie
    }

    package var name: String
    package var location: Location
    package var isRequired: Bool
    package var schema: JSONSchema?
    package var summary: String?
}

package struct APIResponse: Sendable {
    package var status: Int
    package var schema: JSONSchema?
    package var contentType: String?
    /// The header names it documents: `X-Total-Count`, `Link`.
    package var headers: [String]
}

/// An OpenAPI link from an answer to another operation, with the values it passes.
package struct APILink: Sendable {
    package var name: String
    package var operationID: String?
    /// `#/paths/~1users~1{id}/get` when the link names the operation by place.
    package var operationRef: String?
    /// Parameter name to runtime expression: `id` ← `$response.body#/authorId`.
    package var parameters: [String: String]
}
