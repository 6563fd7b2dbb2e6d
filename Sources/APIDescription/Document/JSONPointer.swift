import Foundation
import JSON

/// A place in a document, as `$ref` writes it: `#/components/schemas/Pet`
/// (RFC 6901 inside a URI fragment: `~1` is `/`, `~0` is `~`, and percent
/// escapes are undone).
package struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    package var tokens: [String]

    package init(tokens: [String]) {
        self.tokens = tokens
    }

    /// Nil for a reference outside the document (`other.yaml#/X`, a URL).
    package init?(reference: String) {
        guard reference.hasPrefix("#") else { return nil }
        let fragment = String(reference.dropFirst())
        guard fragment.isEmpty || fragment.hasPrefix("/") else { return nil }
        // Most references escape nothing: split them without Foundation's string searches.
        if !fragment.contains("%") && !fragment.contains("~") {
            tokens = fragment.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
            return
        }
        let decoded = fragment.removingPercentEncoding ?? fragment
        tokens = decoded.isEmpty ? [] : decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    package var description: String {
        "#" + tokens.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }

    package func appending(_ token: String) -> JSONPointer { JSONPointer(tokens: tokens + [token]) }

    /// The schema's name when the pointer is `#/components/schemas/<name>`.
    package var componentName: String? {
        tokens.count == 3 && tokens[0] == "components" ? tokens[2] : nil
    }

    /// The value at this place in `root`, or nil.
    package func value(in root: JSONValue) -> JSONValue? {
        var current = root
        for token in tokens {
            switch current {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let array):
                guard let index = Int(token), array.indices.contains(index) else { return nil }
                current = array[index]
            default:
                return nil
            }
        }
        return current
    }
}
