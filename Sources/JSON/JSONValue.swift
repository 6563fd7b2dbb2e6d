import Foundation

/// Any JSON value: request parameters, merge bodies and the staging
/// server's records. Numbers are one `Double` case because JSON itself does
/// not distinguish integers; integral values encode without a fraction.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

extension JSONValue {
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    public subscript(index: Int) -> JSONValue? {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return nil
    }

    public var isNull: Bool { self == .null }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var doubleValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The number as an `Int` only when it is integral and in range, so
    /// `2.5` is never silently truncated.
    public var intValue: Int? {
        guard case .number(let value) = self, value.rounded() == value,
              let exact = Int(exactly: value) else { return nil }
        return exact
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            // JSONTapeDecoder builds trees without this initializer and must fail as it does.
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.notAValueDescription)
        }
    }

    static let notAValueDescription = "Not a JSON value"

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            // Ids and counts must read `7`, not `7.0`, to clients that decode Int.
            if let exact = Int64(exactly: value) { try container.encode(exact) } else { try container.encode(value) }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue {
    /// Serialises with unescaped slashes. Keys come out in dictionary
    /// order, which differs between two equal values; pass `sortedKeys`
    /// when the bytes must be reproducible (ETags, cache keys).
    public func jsonData(sortedKeys: Bool = false) throws -> Data {
        // Sorted bytes come from JSONTextWriter (the same bytes); unsorted ones only JSONEncoder writes.
        try JSONTextWriter.data(self, formatting: sortedKeys ? [.withoutEscapingSlashes, .sortedKeys] : [.withoutEscapingSlashes])
    }

    /// The tree of a JSON document, built straight from `JSONTapeDecoder`'s tape: the
    /// same tree, and the same errors, as JSONDecoder would give.
    public init(jsonData data: Data) throws {
        self = try JSONTapeDecoder().decode(JSONValue.self, from: data)
    }

    /// Converts any Encodable (a model, a parameter struct) into a JSON value.
    public init<Value: Encodable>(encoding value: Value) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        self = try JSONTapeDecoder().decode(JSONValue.self, from: encoder.encode(value))
    }

    /// Decodes a model out of this value.
    public func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try JSONTapeDecoder().decode(type, from: jsonData())
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
