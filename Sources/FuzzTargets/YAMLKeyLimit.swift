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

    /// `value` as the `yaml` target writes it back. NEL, LS and PS are line
    /// breaks to libyaml (YAML 1.1), so raw in a JSON string they would fold:
    /// written as `\u` escapes, as `--json` writes them, they read back whole.
    static func written(_ value: JSONValue) throws -> String {
        TerminalSafeJSON.escape(String(decoding: try value.jsonData(sortedKeys: true), as: UTF8.self))
    }

    /// Whether some key in `value`, written as `written` writes it (escaped and
    /// quoted, as libyaml counts its characters), comes near the cap or past it.
    static func isNear(in value: JSONValue) -> Bool {
        switch value {
        case .array(let items):
            return items.contains { isNear(in: $0) }
        case .object(let members):
            return members.contains { key, member in
                // A string always encodes; were it not to, the key is not what broke the round trip.
                let length = (try? written(.string(key)).unicodeScalars.count) ?? 0
                return length > defaultCharacters - defaultSlack || isNear(in: member)
            }
        case .null, .bool, .number, .string:
            return false
        }
    }
}
