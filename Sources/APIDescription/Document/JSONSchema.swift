import JSON

/// One JSON Schema of a description, its references followed: what
/// discovery reads columns, details, links and field rules from. `allOf`
/// parts are merged into one, and a union of one schema with null
/// (`anyOf: [X, {type: null}]`, 3.0's `nullable`) reads as that schema.
/// Nested schemas are resolved only when asked for, so a recursive schema
/// costs nothing until walked.
package struct JSONSchema: Sendable {
    /// The schema's own keywords, references followed and `allOf` merged.
    package let keywords: [String: JSONValue]
    /// The component it came from, `Pet` for `#/components/schemas/Pet`.
    package let name: String?
    /// A reference on the way could not be followed: nothing is known.
    package let isBroken: Bool
    let resolver: ReferenceResolver

    /// How deep `allOf` and one-of-with-null unions are merged.
    static let maximumMergeDepth = 8

    package init(_ node: JSONValue, resolver: ReferenceResolver) {
        self.init(node, resolver: resolver, depth: 0)
    }

    private init(_ node: JSONValue, resolver: ReferenceResolver, depth: Int) {
        let resolved = resolver.resolve(node)
        self.resolver = resolver
        isBroken = resolved.broken
        var name = resolved.name
        var keywords = resolved.value.objectValue ?? [:]
        if depth < Self.maximumMergeDepth {
            if let parts = keywords["allOf"]?.arrayValue {
                keywords["allOf"] = nil
                for part in parts {
                    let schema = JSONSchema(part, resolver: resolver, depth: depth + 1)
                    name = name ?? schema.name
                    Self.merge(schema.keywords, into: &keywords)
                }
            }
            for union in ["anyOf", "oneOf"] {
                guard let members = keywords[union]?.arrayValue else { continue }
                let schemas = members.map { JSONSchema($0, resolver: resolver, depth: depth + 1) }
                let real = schemas.filter { !$0.isNullOnly }
                if real.count == 1, let only = real.first {
                    keywords[union] = nil
                    if real.count < schemas.count { keywords["nullable"] = true }
                    name = name ?? only.name
                    Self.merge(only.keywords, into: &keywords)
                } else if real.count > 1, real.allSatisfy({ $0.type == "object" }) {
                    // Objects of several shapes (a whole record, or a selection of its fields): the
                    // largest is the record, the others' fields are added, and only what every one
                    // requires is required.
                    let widest = real.max { $0.propertyNames.count < $1.propertyNames.count } ?? real[0]
                    keywords[union] = nil
                    if real.count < schemas.count { keywords["nullable"] = true }
                    name = name ?? widest.name
                    var required = widest.required
                    for other in real { required.formIntersection(other.required) }
                    Self.merge(widest.keywords, into: &keywords)
                    for other in real where other.name != widest.name || other.name == nil { Self.merge(other.keywords, into: &keywords) }
                    keywords["required"] = .array(required.sorted().map(JSONValue.string))
                }
            }
        }
        self.keywords = keywords
        self.name = name
    }

    /// Properties and requirements add up; for other keywords the schema's own wins.
    private static func merge(_ part: [String: JSONValue], into keywords: inout [String: JSONValue]) {
        for (key, value) in part {
            switch key {
            case "properties":
                var properties = keywords["properties"]?.objectValue ?? [:]
                for (name, schema) in value.objectValue ?? [:] where properties[name] == nil { properties[name] = schema }
                keywords["properties"] = .object(properties)
            case "required":
                let mine = keywords["required"]?.arrayValue ?? []
                keywords["required"] = .array(mine + (value.arrayValue ?? []).filter { !mine.contains($0) })
            default:
                if keywords[key] == nil { keywords[key] = value }
            }
        }
    }

    // MARK: Keywords

    /// The types written, without "null": `["integer"]` for `type: [integer, "null"]`.
    package var types: [String] {
        switch keywords["type"] {
        case .string(let type)?: return type == "null" ? [] : [type]
        case .array(let types)?: return types.compactMap(\.stringValue).filter { $0 != "null" }
        default: return []
        }
    }

    /// The type, or what the keywords imply: properties make an object, items an array.
    package var type: String? {
        if let first = types.first { return first }
        if keywords["properties"] != nil { return "object" }
        if keywords["items"] != nil { return "array" }
        if let constant = keywords["const"] { return Self.typeName(of: constant) }
        if let first = enumValues?.first(where: { !$0.isNull }) { return Self.typeName(of: first) }
        return nil
    }

    package var isNullable: Bool {
        if keywords["nullable"]?.boolValue == true { return true }
        if case .array(let types)? = keywords["type"] { return types.contains("null") }
        return keywords["type"]?.stringValue == "null"
    }

    /// `{type: null}` alone: the other half of a nullable union.
    var isNullOnly: Bool { keywords["type"]?.stringValue == "null" || keywords["const"] == .null }

    /// Nothing said about it at all: a list with no schema, say.
    package var isEmpty: Bool { keywords.isEmpty || isBroken }

    package var propertyNames: [String] { (keywords["properties"]?.objectValue ?? [:]).keys.sorted() }

    package func property(_ name: String) -> JSONSchema? {
        keywords["properties"]?[name].map { JSONSchema($0, resolver: resolver) }
    }

    package var required: Set<String> { Set(keywords["required"]?.arrayValue?.compactMap(\.stringValue) ?? []) }

    package var items: JSONSchema? { keywords["items"].map { JSONSchema($0, resolver: resolver) } }

    package var format: String? { keywords["format"]?.stringValue }
    package var title: String? { keywords["title"]?.stringValue }
    package var summary: String? { keywords["description"]?.stringValue }
    package var enumValues: [JSONValue]? { keywords["enum"]?.arrayValue }
    package var minimum: Double? { keywords["minimum"]?.doubleValue }
    package var maximum: Double? { keywords["maximum"]?.doubleValue }
    /// 3.1 writes the bound itself; 3.0 writes `exclusiveMinimum: true` beside `minimum`.
    package var exclusiveMinimum: Double? {
        keywords["exclusiveMinimum"]?.doubleValue ?? (keywords["exclusiveMinimum"]?.boolValue == true ? minimum : nil)
    }
    package var exclusiveMaximum: Double? {
        keywords["exclusiveMaximum"]?.doubleValue ?? (keywords["exclusiveMaximum"]?.boolValue == true ? maximum : nil)
    }
    package var minLength: Int? { keywords["minLength"]?.intValue }
    package var maxLength: Int? { keywords["maxLength"]?.intValue }
    package var pattern: String? { keywords["pattern"]?.stringValue }
    package var isReadOnly: Bool { keywords["readOnly"]?.boolValue == true }
    package var isWriteOnly: Bool { keywords["writeOnly"]?.boolValue == true }
    package var contentMediaType: String? { keywords["contentMediaType"]?.stringValue }
    /// A keyword of the description's own (`x-courier-picture`), as written.
    package func extensionValue(_ key: String) -> JSONValue? { keywords[key] }

    /// The JSON Schema type a value is: `integer` for a whole number; nil for null.
    package static func typeName(of value: JSONValue) -> String? {
        switch value {
        case .string: "string"
        case .number(let number): number.rounded() == number ? "integer" : "number"
        case .bool: "boolean"
        case .array: "array"
        case .object: "object"
        case .null: nil
        }
    }
}
