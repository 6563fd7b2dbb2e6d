import JSON

/// The operations of one collection: list, search, one record and the
/// writes it takes, from its flags, plus the routes it declares, each at
/// its plain path and again under `/auth/` behind the token check.
struct OpenAPIOperations {
    private typealias S = OpenAPISchema
    let collection: any StagingCollection.Type

    /// Path template (with its leading slash) → path item.
    var paths: [String: JSONValue] {
        let api = collection.openAPI
        let name = collection.name
        let noun = collection.noun
        var plain: [String: [String: JSONValue]] = [:]
        let honours = collection.honoursSelectAndSort
        let item = honours ? S.selectable(S.ref(noun)) : S.ref(noun)
        let id = RouteAPI.idParameter("id", collection.nonNumericID == .invalid
            ? "The \(noun.lowercased())'s id, compared as text (`01` is a miss): not a number is 400 `Invalid \(noun.lowercased()) id '<id>'`, a miss 404 `\(noun) with id '<id>' not found`."
            : "The \(noun.lowercased())'s id, compared as text (`01` and `abc` are misses): 404 `\(noun) with id '<id>' not found`.")

        plain["/\(name)", default: [:]]["get"] = Self.operation(
            "Page through \(name)", tag: name, parameters: OpenAPIParameters.list(select: honours, sort: honours),
            responses: [200: Self.json("A page of \(name)", S.ref("\(noun)Page"))])
        if collection.isSearchable {
            plain["/\(name)/search", default: [:]]["get"] = Self.operation(
                "Search \(name)", tag: name, parameters: [OpenAPIParameters.q] + OpenAPIParameters.list(select: honours, sort: honours),
                responses: [200: Self.json("The matching \(name), paged", S.ref("\(noun)Page"))])
        }
        plain["/\(name)/{id}", default: [:]]["get"] = Self.operation(
            "One \(noun.lowercased())", tag: name, parameters: [id] + (honours ? [OpenAPIParameters.select] : []) + [OpenAPIParameters.delay],
            responses: [200: Self.json("The \(noun.lowercased())", item), 404: Self.error("No such \(noun.lowercased())")])
        if collection.isWritable {
            plain["/\(name)/add", default: [:]]["post"] = Self.operation(
                "Add a \(noun.lowercased()) (simulated: nothing is stored)", tag: name, parameters: [OpenAPIParameters.delay],
                body: Self.body(S.ref("\(noun)Fields")),
                responses: [api.addStatus: Self.json("What a stored \(noun.lowercased()) would be", S.ref("\(noun)Added"))]
                    .merging(api.writeErrors.map { ($0, Self.error("An id in the body names nothing")) }) { a, _ in a })
            for method in ["put", "patch"] {
                plain["/\(name)/{id}", default: [:]][method] = Self.operation(
                    "Change a \(noun.lowercased()) (simulated)", tag: name, parameters: [id, OpenAPIParameters.delay], body: Self.body(S.ref("\(noun)Fields")),
                    responses: [200: Self.json("What the changed \(noun.lowercased()) would be", S.ref("\(noun)Changed")), 404: Self.error("No such \(noun.lowercased()), or an id in the body names nothing")]
                        .merging(api.changeErrors.map { ($0, Self.error("Upstream's own failure, reproduced")) }) { a, _ in a })
            }
            plain["/\(name)/{id}", default: [:]]["delete"] = Self.operation(
                "Delete a \(noun.lowercased()) (simulated)", tag: name, parameters: [id, OpenAPIParameters.delay],
                responses: [200: Self.json("The stored \(noun.lowercased()) marked deleted", S.ref("\(noun)Deleted")), 404: Self.error("No such \(noun.lowercased())")])
        }
        for route in api.routes {
            var parameters = route.parameters
            if case .list(let select, let sort) = route.kind { parameters += OpenAPIParameters.list(select: select, sort: sort) } else { parameters.append(OpenAPIParameters.delay) }
            var responses: [Int: JSONValue] = [200: Self.json(route.summary, route.response)]
            for status in route.errors { responses[status] = Self.error(status == 404 ? "The id names nothing" : "Upstream's own failure, reproduced") }
            var operation = Self.operation(route.summary, tag: name, parameters: parameters, responses: responses)
            if !route.isRepeatable, case .object(var object) = operation {
                object["description"] = "Different on every request: never cached, no ETag worth keeping."
                operation = .object(object)
            }
            plain["/\(route.path)", default: [:]]["get"] = operation
        }

        var paths: [String: JSONValue] = [:]
        for (path, operations) in plain {
            paths[path] = .object(Dictionary(uniqueKeysWithValues: operations.map { ($0.key, Self.identified($0.value, method: $0.key, path: path, auth: false)) }))
            let guarded = "/auth\(path)"
            paths[guarded] = .object(Dictionary(uniqueKeysWithValues: operations.map {
                ($0.key, Self.identified(OpenAPIAuth.guarded($0.value), method: $0.key, path: guarded, auth: true))
            }))
        }
        return paths
    }

    /// The collection's named schemas: record, page, deleted record and its own.
    var schemas: [String: JSONValue] {
        let api = collection.openAPI
        let noun = collection.noun
        // A page's items are trimmed wherever any list of them honours `select` (todos do under a user).
        let trimmed = collection.honoursSelectAndSort || api.routes.contains {
            if case .list(select: true, _) = $0.kind { return true } else { return false }
        }
        let item = trimmed ? S.selectable(S.ref(noun)) : S.ref(noun)
        var schemas: [String: JSONValue] = [
            noun: api.record,
            "\(noun)Page": S.described(S.object([
                collection.name: S.array(item),
                "total": S.described(S.integer, "Every match, before paging."),
                "skip": S.described(S.nullable("integer"), "The parsed `skip`, echoed (null for an empty one)."),
                "limit": S.described(S.integer, "How many items came back, not how many were asked for."),
            ]), "A page of \(collection.name), in the envelope every list has."),
            "\(noun)Deleted": S.extending(api.record, with: ["isDeleted": ["const": true], "deletedOn": S.dateTime]),
        ]
        if collection.isWritable {
            schemas["\(noun)Fields"] = api.addBody ?? S.loosened(api.record)
            schemas["\(noun)Added"] = api.added ?? S.loosened(api.record)
            schemas["\(noun)Changed"] = api.updated ?? S.ref(noun)
        }
        for (name, schema) in api.schemas { schemas[name] = schema }
        return schemas
    }

    // MARK: Building blocks

    static func operation(
        _ summary: String, tag: String, parameters: [JSONValue], body: JSONValue? = nil, responses: [Int: JSONValue]
    ) -> JSONValue {
        var all = responses
        all[400] = all[400] ?? sharedResponse("BadRequest")
        if body != nil { all[413] = sharedResponse("TooLarge") }
        var operation: [String: JSONValue] = [
            "summary": .string(summary), "tags": [.string(tag)], "parameters": .array(parameters),
            "responses": .object(Dictionary(uniqueKeysWithValues: all.map { (String($0.key), $0.value) })),
        ]
        if let body { operation["requestBody"] = body }
        return .object(operation)
    }

    /// The answers many operations share, written once in `components.responses`.
    static var sharedResponses: [String: JSONValue] {
        [
            "BadRequest": error("A query parameter or the body could not be read (`Invalid 'limit' - must be a number`, a JSON parser's message, …)"),
            "BadRequestOrToken": error("A query parameter or the body could not be read; or `Invalid access token` (a valid token whose user is gone)"),
            "TooLarge": error("A body over 300 KB: `request entity too large`"),
            "Unauthorized": error("No token (`Access Token is required`), not three dot-separated parts (`Invalid/Expired Token!`) or expired (`Token Expired!`)"),
            "TokenFault": error("""
                A token that cannot be this server's: `invalid token` (a part that does not decode, `Bearer a.b.c`, a lower-case \
                `bearer`), `invalid signature` (altered, or another server's), `jwt signature is required`, `invalid algorithm`. \
                Upstream answers these with 500, outside any error schema a client might expect; a client should treat them as signed out.
                """),
        ]
    }

    static func sharedResponse(_ name: String) -> JSONValue { ["$ref": .string("#/components/responses/\(name)")] }

    static func json(_ description: String, _ schema: JSONValue) -> JSONValue {
        ["description": .string(description), "content": ["application/json": ["schema": schema]]]
    }

    static func error(_ description: String) -> JSONValue {
        json(description, S.ref("Error"))
    }

    /// A JSON body. The server reads form-encoded and (POST, PUT) multipart
    /// bodies too, but their values are all text, which a write echoes back
    /// as text: the document describes the JSON a client sends.
    static func body(_ schema: JSONValue, form: JSONValue? = nil) -> JSONValue {
        var content: [String: JSONValue] = ["application/json": ["schema": schema]]
        if let form { content["application/x-www-form-urlencoded"] = ["schema": form] }
        return ["required": false, "content": .object(content)]
    }

    /// Adds a unique `operationId` (`getAuthProductsById`) and, off `/auth/`, says no token is needed.
    static func identified(_ operation: JSONValue, method: String, path: String, auth: Bool) -> JSONValue {
        guard case .object(var object) = operation else { return operation }
        object["operationId"] = .string(operationID(method: method, path: path))
        if !auth { object["security"] = [] }
        return .object(object)
    }

    /// `get` `/auth/products/category/{slug}` → `getAuthProductsCategoryBySlug`.
    static func operationID(method: String, path: String) -> String {
        let words = path.split(whereSeparator: { "/-.".contains($0) }).map { segment -> String in
            segment.hasPrefix("{") ? "By" + segment.dropFirst().dropLast().capitalizedFirst : String(segment).capitalizedFirst
        }
        return method.lowercased() + words.joined()
    }
}

private extension StringProtocol {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
