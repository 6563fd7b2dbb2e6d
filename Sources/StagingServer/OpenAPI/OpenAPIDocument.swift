import Foundation
import JSON

/// `GET /openapi.json` and `courier-server --openapi`: an OpenAPI 3.1
/// description of everything the staging server answers, which is the
/// DummyJSON contract plus the server's own additions, each marked
/// `x-courier-addition`. Paths and schemas come from the collections
/// table, so a new resource is described where it is declared.
enum OpenAPIDocument {
    private typealias S = OpenAPISchema
    private typealias O = OpenAPIOperations

    static let version = "3.1.0"

    static func document(collections: [any StagingCollection.Type] = StagingCollections.standard) -> JSONValue {
        var paths = OpenAPIAuth.paths
        var schemas = OpenAPIAuth.schemas
        var tags: [JSONValue] = [["name": "auth", "description": "Signing in and the token every `/auth/` route checks."]]
        for collection in collections {
            let operations = O(collection: collection)
            paths.merge(operations.paths) { first, _ in first }
            schemas.merge(operations.schemas) { first, _ in first }
            tags.append(["name": .string(collection.name), "description": .string("\(collection.noun)s, and the same routes under `/auth/` with a token.")])
        }
        paths.merge(otherPaths) { first, _ in first }
        schemas["Error"] = S.described(S.object(["message": S.string]), "Every JSON error, and logout's answer.")
        schemas["Selection"] = S.described(
            ["type": "object", "required": ["id"], "properties": ["id": S.integer]],
            "A record trimmed by `select`: `id` and the selected fields that exist.")
        schemas["Health"] = S.object(["status": ["const": "ok"], "method": S.string])
        tags.append(["name": "service", "description": "Reachability checks, and what only the staging server serves."])
        return [
            "openapi": .string(version),
            "info": [
                "title": "DummyJSON, as Courier's staging server answers it",
                "version": "1.0.0",
                "description": .string(description),
                "license": ["name": "MIT", "identifier": "MIT"],
            ],
            "servers": [
                ["url": "https://dummyjson.com", "description": "release: the public DummyJSON API"],
                [
                    "url": "http://{host}:{port}", "description": "staging: courier-server (`--bind`, `--port`)",
                    "variables": ["host": ["default": "127.0.0.1"], "port": ["default": "8080"]],
                ],
            ],
            "security": [],
            "tags": .array(tags),
            "paths": .object(paths),
            "components": [
                "schemas": .object(schemas), "parameters": .object(OpenAPIParameters.components),
                "responses": .object(O.sharedResponses), "securitySchemes": OpenAPIAuth.securitySchemes,
            ],
        ]
    }

    /// The document as served: compact, keys sorted, the same bytes every time.
    static let standardBytes: Data = bytes(document())

    static func bytes(_ document: JSONValue) -> Data {
        SortedJSONWriter.data(document) ?? Data()
    }

    /// Routes that belong to no collection: health checks, this document and the pictures.
    private static var otherPaths: [String: JSONValue] {
        var paths: [String: JSONValue] = [:]
        for path in ["/test", "/ping", "/health"] {
            var item: [String: JSONValue] = [:]
            for method in ["get", "post", "put", "patch", "delete"] {
                let operation = O.operation(
                    "Answers any method: a cheap reachability check", tag: "service", parameters: [OpenAPIParameters.delay],
                    responses: [200: O.json("`status` ok and the method asked with", S.ref("Health"))])
                item[method] = O.identified(operation, method: method, path: path, auth: false)
            }
            paths[path] = .object(item)
        }
        paths["/openapi.json"] = ["get": addition(O.identified(O.operation(
            "This document", tag: "service", parameters: [],
            responses: [200: O.json("OpenAPI 3.1, with a strong ETag", ["type": "object", "required": ["openapi", "paths"]])]),
            method: "get", path: "/openapi.json", auth: false))]
        let picture = ["description": "A lossless 160×120 WebP drawn from the seed and the path: the same bytes every time",
                       "content": ["image/webp": ["schema": ["type": "string", "contentMediaType": "image/webp"]]]] as JSONValue
        let missing = ["description": "Upstream's HTML 404 page, for a path no record names",
                       "content": ["text/html": ["schema": S.string]]] as JSONValue
        paths["/product-images/{category}/{slug}/{file}"] = ["get": addition(O.identified([
            "summary": "A product's picture, as its `thumbnail` and `images` name it", "tags": ["service"],
            "parameters": [
                RouteAPI.pathParameter("category", "The product's category slug."), RouteAPI.pathParameter("slug", "The product's picture folder."),
                RouteAPI.pathParameter("file", "`thumbnail.webp`, `1.webp`, `2.webp` or `3.webp`."),
            ],
            "responses": ["200": picture, "404": missing],
        ], method: "get", path: "/product-images/{category}/{slug}/{file}", auth: false))]
        paths["/recipe-images/{file}"] = ["get": addition(O.identified([
            "summary": "A recipe's picture, as its `image` names it", "tags": ["service"],
            "parameters": [RouteAPI.pathParameter("file", "`<id>.webp`.")],
            "responses": ["200": picture, "404": missing],
        ], method: "get", path: "/recipe-images/{file}", auth: false))]
        return paths
    }

    private static func addition(_ operation: JSONValue) -> JSONValue {
        guard case .object(var object) = operation else { return operation }
        object["x-courier-addition"] = true
        return .object(object)
    }
}
