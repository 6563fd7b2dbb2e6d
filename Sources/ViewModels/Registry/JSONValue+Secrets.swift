import Foundation
import JSON
import Models

extension JSONValue {
    /// The value with every object member named in `keys` left out, however deep.
    package func removingKeys(_ keys: Set<String>) -> JSONValue {
        switch self {
        case .object(let members):
            return .object(members.filter { !keys.contains($0.key) }.mapValues { $0.removingKeys(keys) })
        case .array(let elements):
            return .array(elements.map { $0.removingKeys(keys) })
        default:
            return self
        }
    }

    /// JSON text with the members named in `keys` left out, written as
    /// JSONEncoder writes it with `formatting`; nil when `json` is not JSON.
    package static func removingKeys(_ keys: Set<String>, from json: Data,
                                     formatting: JSONEncoder.OutputFormatting = []) -> Data? {
        guard let tree = try? JSONValue(jsonData: json) else { return nil }
        return try? JSONTextWriter.data(tree.removingKeys(keys), formatting: formatting)
    }
}
