import Foundation

/// JSON text of any Encodable, byte for byte what Foundation's `JSONEncoder`
/// gives with the same output formatting, at a fraction of its cost when a
/// process encodes for the first time (`courier get --json` encodes once):
/// it asks the run-time no conformance questions and builds no dictionaries.
///
/// Only sorted output is written here (JSONEncoder's unsorted order is its
/// dictionaries' and differs between runs). Everything else — unsorted
/// output, `Date`, `Data`, `URL` and `Decimal` values (JSONEncoder's own
/// strategies), infinity and NaN, `superEncoder`, a key or a value encoded
/// twice, an `encode(to:)` that throws — is handed to `JSONEncoder`, whose
/// bytes or error are then the answer.
package enum JSONTextWriter {
    package static func data<T: Encodable>(_ value: T, formatting: JSONEncoder.OutputFormatting) throws -> Data {
        try data(value, formatting: formatting, noticing: []).data
    }

    /// The bytes, and whether an object in them has a key in `keys` (when
    /// JSONEncoder wrote them: whether `"key"` appears anywhere in them), so a
    /// caller can leave out secrets without reading the bytes again.
    package static func data<T: Encodable>(_ value: T, formatting: JSONEncoder.OutputFormatting,
                                           noticing keys: Set<String>) throws -> (data: Data, noticed: Bool) {
        if let written = written(value, formatting: formatting, noticing: keys) { return written }
        let data = try foundationData(value, formatting: formatting)
        return (data, keys.contains { data.range(of: Data("\"\($0)\"".utf8)) != nil })
    }

    /// The writer's own bytes, or nil where it hands over to JSONEncoder.
    package static func bytes<T: Encodable>(_ value: T, formatting: JSONEncoder.OutputFormatting) -> [UInt8]? {
        written(value, formatting: formatting, noticing: []).map { [UInt8]($0.data) }
    }

    private static func written<T: Encodable>(_ value: T, formatting: JSONEncoder.OutputFormatting,
                                              noticing keys: Set<String>) -> (data: Data, noticed: Bool)? {
        guard formatting.isSubset(of: supported), formatting.contains(.sortedKeys) else { return nil }
        let status = WriterStatus()
        let encoder = TextEncoder(status: status, codingPath: [])
        // A top-level value that wrote nothing is JSONEncoder's error to give.
        guard let tree = try? encoder.written(value, at: []), !status.handsOver else { return nil }
        var sink = JSONTextSink(pretty: formatting.contains(.prettyPrinted),
                                escapesSlashes: !formatting.contains(.withoutEscapingSlashes), watchedKeys: keys)
        guard sink.write(tree) else { return nil }
        return sink.finish()
    }

    package static func foundationData<T: Encodable>(_ value: T, formatting: JSONEncoder.OutputFormatting) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        return try encoder.encode(value)
    }

    private static let supported: JSONEncoder.OutputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
}
