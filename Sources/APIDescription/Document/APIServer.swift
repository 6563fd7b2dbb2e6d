import Foundation
import JSON

/// One of the description's `servers`: where its operations are sent, with
/// the name `--host` knows it by.
package struct APIServer: Sendable, Hashable {
    /// `--host NAME`: the profile's name, else the first word of the
    /// server's description ("staging: courier-server" is `staging`), else `server2`.
    package var name: String
    /// The URL with its variables at their defaults, resolved against the
    /// description's own URL when relative; nil when it cannot be (a
    /// relative URL in a description read from a file).
    package var url: URL?
    /// As written: `/api/v1`, `http://{host}:{port}`.
    package var template: String
    package var summary: String?

    package init(name: String, url: URL?, template: String, summary: String? = nil) {
        self.name = name
        self.url = url
        self.template = template
        self.summary = summary
    }

    /// The servers of a document, `[{url: "/"}]` when it names none (as OpenAPI says).
    static func servers(in list: JSONValue?, relativeTo documentURL: URL?) -> [APIServer] {
        let entries = list?.arrayValue?.compactMap(\.objectValue).filter { $0["url"]?.stringValue != nil } ?? []
        let written = entries.isEmpty ? [["url": JSONValue.string("/")]] : entries
        var used: Set<String> = []
        return written.enumerated().map { index, entry in
            let template = entry["url"]?.stringValue ?? "/"
            let summary = entry["description"]?.stringValue
            var text = template
            for (variable, spec) in entry["variables"]?.objectValue ?? [:] {
                let value = spec["default"]?.stringValue ?? spec["default"].map { "\(JSONText.compact($0))" } ?? ""
                text = text.replacingOccurrences(of: "{\(variable)}", with: value)
            }
            var name = summary.flatMap(Self.firstWord) ?? "server\(index + 1)"
            if !used.insert(name).inserted { name = "server\(index + 1)" }
            used.insert(name)
            return APIServer(name: name, url: resolve(text, against: documentURL), template: template, summary: summary)
        }
    }

    /// "release: the public API" is `release`; "Production server" is `production`.
    static func firstWord(_ text: String) -> String? {
        let word = text.lowercased().prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return word.isEmpty ? nil : String(word)
    }

    static func resolve(_ text: String, against documentURL: URL?) -> URL? {
        if let absolute = URL(string: text), let scheme = absolute.scheme?.lowercased(), scheme == "http" || scheme == "https" {
            return absolute
        }
        guard let documentURL, documentURL.scheme?.hasPrefix("http") == true else { return nil }
        return URL(string: text, relativeTo: documentURL)?.absoluteURL
    }
}

/// A JSON value as short text, for messages and defaults.
enum JSONText {
    static func compact(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array, .object:
            return (try? value.jsonData(sortedKeys: true)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
    }
}
