import JSON
import SafeText

/// YAML's cap on an implicit key: libyaml gives up on a key whose text runs
/// past 1,024 characters from its opening quote ("while parsing a flow
/// mapping"). A JSON object key is always implicit, so JSON with a longer
/// key is valid JSON but not YAML, and the YAML target's round trip reads
/// it with the JSON reader instead.
enum YAMLKeyLimit {
    /// The longest key text libyaml takes, quotes included.
    static let defaultCharacters = 1_024
    /// Room for the writer's spacing around a key: a key this close to the
    /// cap is read by the JSON reader too, and still has to come back the same.
    static let defaultSlack = 8

    /// Whether some key in `value`, written as the target writes it (escaped,
    /// terminal-safe, quoted), comes near or past the cap.
    static func isExceeded(in value: JSONValue) -> Bool {
        switch value {
        case .array(let items):
            return items.contains { isExceeded(in: $0) }
        case .object(let members):
            return members.contains { key, member in writtenLength(of: key) > defaultCharacters - defaultSlack || isExceeded(in: member) }
        case .null, .bool, .number, .string:
            return false
        }
    }

    /// The key's characters as JSON text: its escapes and quotes counted, as libyaml counts them.
    static func writtenLength(of key: String) -> Int {
        guard let data = try? JSONValue.string(key).jsonData(sortedKeys: true) else { return key.unicodeScalars.count + 2 }
        return TerminalSafeJSON.escape(String(decoding: data, as: UTF8.self)).unicodeScalars.count
    }
}
