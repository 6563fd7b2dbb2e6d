import JSON

/// How one collection appears in the OpenAPI document: its record's
/// schema, what its writes take and answer, and its own routes. The
/// standard operations (list, search, one record, add, update, delete)
/// are written from the collection's flags by `OpenAPIOperations`, so a
/// new resource is described where it is declared.
struct CollectionAPI: Sendable {
    /// The record's schema, named after the collection's noun in `components`.
    var record: JSONValue
    /// Further named schemas the record or the routes refer to.
    var schemas: [(name: String, schema: JSONValue)] = []
    /// What `POST /<name>/add` takes; by default any of the record's fields.
    var addBody: JSONValue?
    /// What an add answers, and with which status.
    var added: JSONValue?
    var addStatus = 201
    /// What `PUT`/`PATCH /<name>/<id>` answers; by default the whole record.
    var updated: JSONValue?
    /// Errors a write's body can cause beyond the record's own 400/404 (a `userId` that names nobody).
    var writeErrors: [Int] = []
    /// Statuses a change can answer beyond 200, 400 and 404 (a user's `"hair": null` is a 500).
    var changeErrors: [Int] = []
    var routes: [RouteAPI] = []
}

/// One route a collection serves of its own, as the document lists it.
struct RouteAPI: Sendable {
    enum Kind: Sendable {
        /// A value that takes no list parameters (`products/categories`).
        case value
        /// A paged list: `limit`, `skip`, and `select`/`sortBy`/`order` where honoured.
        case list(select: Bool, sort: Bool)
    }

    /// The OpenAPI path template without the leading slash: `products/category/{slug}`.
    var path: String
    var summary: String
    var kind: Kind
    var response: JSONValue
    /// `{name}` segments and any query parameters of the route's own.
    var parameters: [JSONValue] = []
    /// Statuses besides 200 and the 400 every request can get.
    var errors: [Int] = []
    /// False for an answer that changes per request (`todos/random`).
    var isRepeatable = true
}

extension RouteAPI {
    /// A path parameter: one segment, any text (the server answers a bad one itself).
    static func pathParameter(_ name: String, _ description: String) -> JSONValue {
        ["name": .string(name), "in": "path", "required": true, "description": .string(description), "schema": OpenAPIParameters.segment]
    }

    /// A record's id in the path: a whole number as clients send it; any
    /// other segment is answered with the 400 or 404 the description names.
    static func idParameter(_ name: String = "id", _ description: String) -> JSONValue {
        ["name": .string(name), "in": "path", "required": true, "description": .string(description), "schema": ["type": "integer", "minimum": 1], "example": 1]
    }
}
