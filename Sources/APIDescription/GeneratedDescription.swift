import Foundation
import JSON

/// A made-up description of `resources` collections, five operations each
/// (list, add, read, change, delete), its schemas padded with descriptions
/// to about `bytes`: what the bench and the tests load to show that the work
/// stays bounded on a large document (2,000 operations, 5 MB, 20 MB).
package enum GeneratedDescription {
    package static func document(resources: Int, bytes: Int) -> JSONValue {
        let padding = max(0, bytes / max(resources, 1) - 2_400)
        var paths: [String: JSONValue] = [:]
        var schemas: [String: JSONValue] = [:]
        for index in 0..<resources {
            let name = "things\(index)"
            let schema = "Thing\(index)"
            let reference: JSONValue = ["$ref": .string("#/components/schemas/\(schema)")]
            let json: (JSONValue) -> JSONValue = { ["application/json": ["schema": $0]] }
            paths["/\(name)"] = [
                "get": [
                    "operationId": .string("list\(schema)"),
                    "parameters": [
                        ["name": "skip", "in": "query", "schema": ["type": "integer"]],
                        ["name": "limit", "in": "query", "schema": ["type": "integer"]],
                        ["name": "q", "in": "query", "schema": ["type": "string"]],
                        ["name": "kind", "in": "query", "schema": ["type": "string", "enum": ["a", "b", "c"]]],
                    ],
                    "responses": ["200": ["description": "a page", "content": json([
                        "type": "object", "properties": ["items": ["type": "array", "items": reference], "total": ["type": "integer"]],
                    ])]],
                ],
                "post": ["requestBody": ["content": json(reference)], "responses": ["201": ["description": "made", "content": json(reference)]]],
            ]
            paths["/\(name)/{id}"] = [
                "parameters": [["name": "id", "in": "path", "required": true, "schema": ["type": "integer"]]],
                "get": ["responses": ["200": ["description": "one", "content": json(reference)]]],
                "patch": ["requestBody": ["content": json(reference)], "responses": ["200": ["description": "changed", "content": json(reference)]]],
                "delete": ["responses": ["204": ["description": "gone"]]],
            ]
            var properties: [String: JSONValue] = [
                "id": ["type": "integer", "readOnly": true], "name": ["type": "string", "maxLength": 80],
                "kind": ["type": "string", "enum": ["a", "b", "c"]], "price": ["type": "number", "minimum": 0],
                "count": ["type": "integer"], "active": ["type": "boolean"], "createdAt": ["type": "string", "format": "date-time"],
                "notes": ["type": "string", "description": .string(String(repeating: "Words about this field. ", count: padding / 24 + 1))],
            ]
            if index > 0 { properties["things\(index - 1)Id"] = ["type": "integer"] }
            schemas[schema] = ["type": "object", "required": ["name"], "properties": .object(properties)]
        }
        return [
            "openapi": "3.1.0", "info": ["title": "Generated", "version": "1"], "servers": [["url": "http://127.0.0.1:9"]],
            "paths": .object(paths), "components": ["schemas": .object(schemas)],
        ]
    }

    package static func json(resources: Int, bytes: Int) -> Data {
        (try? document(resources: resources, bytes: bytes).jsonData()) ?? Data()
    }

    /// The same document as block YAML.
    package static func yaml(resources: Int, bytes: Int) -> Data {
        var text = ""
        block(document(resources: resources, bytes: bytes), indent: 0, into: &text)
        return Data(text.utf8)
    }

    private static func block(_ value: JSONValue, indent: Int, into text: inout String) {
        let pad = String(repeating: " ", count: indent)
        switch value {
        case .object(let members):
            for key in members.keys.sorted() {
                let member = members[key] ?? .null
                text += pad + scalar(.string(key)) + ":"
                if member.isContainer, member != .object([:]), member != .array([]) {
                    text += "\n"
                    block(member, indent: indent + 2, into: &text)
                } else {
                    text += " " + scalar(member) + "\n"
                }
            }
        case .array(let items):
            for item in items {
                if item.isContainer, item != .object([:]), item != .array([]) {
                    text += pad + "-\n"
                    block(item, indent: indent + 2, into: &text)
                } else {
                    text += pad + "- " + scalar(item) + "\n"
                }
            }
        default:
            text += pad + scalar(value) + "\n"
        }
    }

    /// A scalar as JSON writes it, which YAML reads the same (`{}` and `[]` for empty containers).
    private static func scalar(_ value: JSONValue) -> String {
        (try? value.jsonData()).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}
