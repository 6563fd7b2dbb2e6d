import Foundation
import JSON

/// A JSON value as a person reads it in a cell, a detail or a form.
enum JSONText {
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return ""
        case .array(let items): return items.map(text).joined(separator: ", ")
        case .object:
            return (try? value.jsonData(sortedKeys: true)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
    }

    /// The value at a dot path: `dimensions.width`.
    static func value(at path: String, in record: JSONValue) -> JSONValue? {
        guard path.contains(".") else { return record[path] }
        var current: JSONValue? = record
        for key in path.split(separator: ".") { current = current?[String(key)] }
        return current
    }
}
