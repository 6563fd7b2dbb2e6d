import Foundation
import JSON
import Network

/// The words of a described API's error answer, as the common frameworks
/// write them: a string under `message`, `detail`, `error_description`,
/// `error` or `title`; FastAPI's validation list (`detail: [{loc, msg}]`);
/// Django REST framework's fields (`{"price": ["Ensure this value is
/// greater than or equal to 0."]}`). Field by field: "price: Ensure …".
package struct DescribedErrorMessages: ErrorMessageReader {
    package static let keys = ["message", "detail", "error_description", "error", "title"]
    /// Fields reported before "…".
    package static let defaultMaximumFields = 4

    package init() {}

    package func message(in response: TransportResponse) -> String? {
        guard !response.data.isEmpty, let body = try? JSONValue(jsonData: response.data), let object = body.objectValue else { return nil }
        if let text = Self.keys.lazy.compactMap({ object[$0]?.stringValue }).first { return text }
        if let list = object["detail"]?.arrayValue ?? object["errors"]?.arrayValue {
            let lines = list.compactMap { item -> String? in
                guard let text = item["msg"]?.stringValue ?? item["message"]?.stringValue ?? item["detail"]?.stringValue else { return nil }
                let field = item["loc"]?.arrayValue?.last.map(Self.text) ?? item["field"]?.stringValue ?? item["source"]?["pointer"]?.stringValue
                return field.map { "\($0): \(text)" } ?? text
            }
            return Self.joined(lines)
        }
        let lines = object.keys.sorted().compactMap { key -> String? in
            let words = object[key]?.arrayValue?.compactMap(\.stringValue) ?? object[key]?.stringValue.map { [$0] } ?? []
            guard let first = words.first else { return nil }
            return key == "non_field_errors" ? first : "\(key): \(first)"
        }
        return Self.joined(lines)
    }

    static func joined(_ lines: [String]) -> String? {
        guard !lines.isEmpty else { return nil }
        let shown = lines.prefix(defaultMaximumFields).joined(separator: "; ")
        return lines.count > defaultMaximumFields ? shown + "; …" : shown
    }

    static func text(_ value: JSONValue) -> String {
        value.stringValue ?? value.intValue.map(String.init) ?? ""
    }
}
