import Foundation
import JSON
import YAML

/// Reads the bytes of a description or a profile: JSON or YAML, a mapping
/// at the top, within the size Courier reads. The one place that turns
/// a document's bytes into a value.
package enum DescriptionReader {
    /// Larger than any description seen in the wild (Stripe's is about 6 MB
    /// of JSON, GitHub's about 11): 20 MB is read, and room is left beyond.
    package static let defaultMaximumBytes = 32 * 1024 * 1024

    /// The document's value. libyaml reads JSON too (JSON is YAML), four
    /// times faster than Foundation's decoder into `JSONValue`; JSON that
    /// libyaml refuses (tabs for indentation, say) goes to the JSON decoder
    /// before the error, which names the line and column, is believed.
    package static func value(of data: Data, maximumBytes: Int = defaultMaximumBytes) throws(DescriptionError) -> JSONValue {
        guard data.count <= maximumBytes else { throw .tooLarge(bytes: data.count, limit: maximumBytes) }
        let value: JSONValue
        do {
            value = try YAMLParser().parse(data)
        } catch {
            guard looksLikeJSON(data), let json = try? JSONValue(jsonData: data) else { throw .notJSONOrYAML(error) }
            value = json
        }
        guard case .object = value else { throw .notAnObject }
        return value
    }

    /// The first byte that is not blank (after a UTF-8 byte-order mark) opens an object or an array.
    static func looksLikeJSON(_ data: Data) -> Bool {
        var bytes = data.prefix(4096)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let first = bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// An OpenAPI description in `data`, read from `url` (which relative
    /// server URLs resolve against; nil for a file).
    package static func description(_ data: Data, from url: URL?) throws(DescriptionError) -> APIDescription {
        let root = try value(of: data)
        return try description(root, from: url)
    }

    package static func description(_ root: JSONValue, from url: URL?) throws(DescriptionError) -> APIDescription {
        let version = try openAPIVersion(of: root)
        return APIDescription(root: root, version: version, sourceURL: url)
    }

    /// "3.0.3" or "3.1.0"; anything else is refused, saying what it is.
    static func openAPIVersion(of root: JSONValue) throws(DescriptionError) -> String {
        if let swagger = root["swagger"] { throw .unsupportedVersion("Swagger \(JSONText.compact(swagger))") }
        guard let written = root["openapi"] else { throw .notADescription }
        // `openapi: 3.1` unquoted in YAML is a number.
        let version = written.stringValue ?? written.doubleValue.map { String($0) } ?? JSONText.compact(written)
        guard version.hasPrefix("3.0") || version.hasPrefix("3.1") else { throw .unsupportedVersion("OpenAPI \(version)") }
        return version
    }
}
