import Foundation

/// What a decoder made of a document, in words that compare exactly: the
/// value, or the error's case, type and coding path (each key's string and
/// int), with or without its message. The fuzz target and the tests hold
/// `JSONTapeDecoder` to `JSONDecoder` by comparing these.
package enum DecodingOutcome {
    /// Whether an error's words include its message (the fuzz target compares
    /// only where it happened; the tests compare the wording too).
    package enum Messages: Sendable { case compared, ignored }

    package static func of<T>(_ decode: () throws -> T, describe: (T) -> String, messages: Messages) -> String {
        do {
            return "value " + describe(try decode())
        } catch let error as DecodingError {
            return "error " + Self.describe(error, messages: messages)
        } catch {
            return "other error \(type(of: error))"
        }
    }

    package static func describe(_ error: DecodingError, messages: Messages = .compared) -> String {
        func at(_ context: DecodingError.Context) -> String {
            let path = "at [\(context.codingPath.map(describe).joined(separator: ", "))]"
            return messages == .compared ? "\(path): \(context.debugDescription)" : path
        }
        switch error {
        case .typeMismatch(let type, let context): return "typeMismatch \(type) \(at(context))"
        case .valueNotFound(let type, let context): return "valueNotFound \(type) \(at(context))"
        case .keyNotFound(let key, let context): return "keyNotFound \(describe(key)) \(at(context))"
        case .dataCorrupted(let context): return "dataCorrupted \(at(context))"
        @unknown default: return "unknown \(error)"
        }
    }

    package static func describe(_ key: any CodingKey) -> String {
        "\(key.stringValue)#\(key.intValue.map(String.init) ?? "-")"
    }

    /// A JSONValue with every number's bits, so -0.0 and 0.0 differ; objects with sorted keys.
    package static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let bool): return "\(bool)"
        case .number(let number): return "n\(number.bitPattern)"
        case .string(let string): return "s\(string.unicodeScalars.map(\.value))"
        case .array(let elements): return "[\(elements.map(describe).joined(separator: ","))]"
        case .object(let members):
            let sorted = members.sorted { $0.key < $1.key }
            return "{\(sorted.map { key, value in "s\(key.unicodeScalars.map(\.value)):\(describe(value))" }.joined(separator: ","))}"
        }
    }
}
