import JSON

/// The few JSON Schema (2020-12, as OpenAPI 3.1 uses it) shapes the
/// document is written with, so each resource's description reads as a
/// list of its fields rather than as nested dictionaries.
enum OpenAPISchema {
    static let string: JSONValue = ["type": "string"]
    static let integer: JSONValue = ["type": "integer"]
    static let number: JSONValue = ["type": "number"]
    static let boolean: JSONValue = ["type": "boolean"]
    static let strings: JSONValue = array(string)
    /// Any JSON value: what a write echoes back as it was sent.
    static let any: JSONValue = [:]
    static let dateTime: JSONValue = ["type": "string", "format": "date-time"]

    static func array(_ items: JSONValue) -> JSONValue { ["type": "array", "items": items] }

    static func ref(_ name: String) -> JSONValue { ["$ref": .string("#/components/schemas/\(name)")] }

    static func nullable(_ type: String) -> JSONValue { ["type": [.string(type), "null"]] }

    static func enumeration(_ values: [String]) -> JSONValue { ["type": "string", "enum": .array(values.map(JSONValue.string))] }

    static func described(_ schema: JSONValue, _ text: String) -> JSONValue {
        guard case .object(var object) = schema else { return schema }
        object["description"] = .string(text)
        return .object(object)
    }

    /// An object of exactly these properties: every one required unless
    /// named in `optional`, and no others (the server never adds any).
    static func object(_ properties: KeyValuePairs<String, JSONValue>, optional: Set<String> = [], closed: Bool = true) -> JSONValue {
        var object: [String: JSONValue] = [
            "type": "object",
            "properties": .object(Dictionary(properties.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })),
            "required": .array(properties.map(\.key).filter { !optional.contains($0) }.map(JSONValue.string)),
        ]
        if closed { object["additionalProperties"] = false }
        return .object(object)
    }

    /// The same object with more properties, all required: a deleted
    /// record is the record plus `isDeleted` and `deletedOn`.
    static func extending(_ schema: JSONValue, with extra: KeyValuePairs<String, JSONValue>) -> JSONValue {
        guard case .object(var object) = schema, case .object(var properties)? = object["properties"],
              case .array(var required)? = object["required"] else { return schema }
        for (key, value) in extra {
            properties[key] = value
            required.append(.string(key))
        }
        object["properties"] = .object(properties)
        object["required"] = .array(required)
        return .object(object)
    }

    /// Every property optional and open to anything: what a write's body may hold.
    static func loosened(_ schema: JSONValue) -> JSONValue {
        guard case .object(var object) = schema else { return schema }
        object["required"] = nil
        object["additionalProperties"] = nil
        return .object(object)
    }

    /// The properties named, as the record declares them, optional unless
    /// `required`: the fields a write answers, with its `id` when `withID`.
    static func subset(_ schema: JSONValue, _ names: [String], required: [String] = [], withID: Bool = true) -> JSONValue {
        guard case .object(let properties)? = schema["properties"] else { return schema }
        var kept: [String: JSONValue] = withID ? ["id": integer] : [:]
        for name in names { kept[name] = properties[name] ?? any }
        return ["type": "object", "properties": .object(kept), "required": .array(required.map(JSONValue.string)), "additionalProperties": false]
    }

    /// The object schema with these properties' schemas replaced.
    static func replacing(_ schema: JSONValue, _ replacements: KeyValuePairs<String, JSONValue>) -> JSONValue {
        guard case .object(var object) = schema, case .object(var properties)? = object["properties"] else { return schema }
        for (key, value) in replacements { properties[key] = value }
        object["properties"] = .object(properties)
        return .object(object)
    }

    /// A record schema, or only `id` and the fields `select` named.
    static func selectable(_ record: JSONValue) -> JSONValue {
        ["anyOf": [record, ref("Selection")]]
    }
}
