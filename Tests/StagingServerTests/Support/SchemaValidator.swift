import JSON

/// Enough of JSON Schema 2020-12 to hold the server's answers to its own
/// OpenAPI document: `type` (one or several), `properties`, `required`,
/// `additionalProperties: false`, `items`, `$ref` into the document,
/// `anyOf`, `enum` and `const`. Returns what failed, with where.
struct SchemaValidator {
    let document: JSONValue

    func errors(_ value: JSONValue, against schema: JSONValue, at path: String = "$") -> [String] {
        if case .string(let reference)? = schema["$ref"] {
            guard let target = resolve(reference) else { return ["\(path): unresolved \(reference)"] }
            return errors(value, against: target, at: path)
        }
        var found: [String] = []
        if case .array(let alternatives)? = schema["anyOf"], !alternatives.contains(where: { errors(value, against: $0, at: path).isEmpty }) {
            found.append("\(path): matches none of anyOf")
        }
        if let constant = schema["const"], constant != value { found.append("\(path): not \(constant)") }
        if case .array(let options)? = schema["enum"], !options.contains(value) { found.append("\(path): \(value) not in enum") }
        if let type = schema["type"] {
            let types = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
            guard types.contains(where: { Self.has(value, type: $0) }) else { return found + ["\(path): \(value) is not \(types)"] }
        }
        if case .object(let object) = value {
            let properties = schema["properties"]?.objectValue ?? [:]
            for case .string(let name) in schema["required"]?.arrayValue ?? [] where object[name] == nil {
                found.append("\(path): missing \(name)")
            }
            for (key, member) in object {
                if let property = properties[key] {
                    found += errors(member, against: property, at: "\(path).\(key)")
                } else if schema["additionalProperties"] == false {
                    found.append("\(path): unexpected \(key)")
                }
            }
        }
        if case .array(let items) = value, let itemSchema = schema["items"] {
            for (index, item) in items.enumerated() { found += errors(item, against: itemSchema, at: "\(path)[\(index)]") }
        }
        return found
    }

    func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        return reference.dropFirst(2).split(separator: "/").reduce(Optional(document)) { $0?[String($1)] }
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }
}
