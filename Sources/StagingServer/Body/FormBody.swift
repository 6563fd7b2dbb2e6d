import Foundation
import JSON

/// `application/x-www-form-urlencoded` as Express's extended parser (qs)
/// reads it: values are strings, a repeated key becomes an array, and
/// `a[b]=c` and `a[]=c` build objects and arrays.
enum FormBody {
    static func parse(_ text: String) -> JSONValue {
        var result: [String: JSONValue] = [:]
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = decode(parts[0])
            guard !name.isEmpty else { continue }
            let value = JSONValue.string(parts.count > 1 ? decode(parts[1]) : "")
            let path = keyPath(name)
            result[path[0]] = insert(value, at: path.dropFirst(), into: result[path[0]])
        }
        return .object(result)
    }

    /// `a[b][]` → ["a", "b", ""]; an unclosed bracket leaves the name whole.
    static func keyPath(_ name: String) -> [String] {
        guard let open = name.firstIndex(of: "["), open != name.startIndex, name.hasSuffix("]") else { return [name] }
        var path = [String(name[..<open])]
        var rest = name[open...]
        while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
            path.append(String(rest[rest.index(after: rest.startIndex)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return rest.isEmpty ? path : [name]
    }

    private static func insert(_ value: JSONValue, at path: ArraySlice<String>, into existing: JSONValue?) -> JSONValue {
        guard let key = path.first else {
            switch existing {
            case nil: return value
            case .array(let values)?: return .array(values + [value])
            case let other?: return .array([other, value])
            }
        }
        if key.isEmpty {
            if case .array(let values)? = existing { return .array(values + [value]) }
            return .array([value])
        }
        var object: [String: JSONValue] = [:]
        if case .object(let current)? = existing { object = current }
        object[key] = insert(value, at: path.dropFirst(), into: object[key])
        return .object(object)
    }

    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
