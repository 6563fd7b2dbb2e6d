import ViewModels
import Foundation
import JSON
import Models

/// The fields of `courier add|edit` read from stdin: one JSON object whose
/// values are strings, numbers or booleans (`{"todo":"Call Mum","userId":5}`).
/// A terminal on stdin is refused rather than waited on.
enum WriteInput {
    struct Problem: Error, CustomStringConvertible {
        /// What is wrong, for `ErrorPresenter.text`.
        let message: UIText
        var description: String { message.description }
    }

    /// Stdin is read to its end, up to this many bytes.
    static let defaultMaximumBytes = 1 << 20

    static func fields(from handle: FileHandle, isTerminal: Bool) -> Result<[String: String], Problem> {
        guard !isTerminal else { return .failure(Problem(message: "give --field NAME=VALUE, or pipe a JSON object to stdin")) }
        let data = (try? handle.read(upToCount: defaultMaximumBytes + 1)) ?? Data()
        guard data.count <= defaultMaximumBytes else { return .failure(Problem(message: "stdin holds more than 1 MB")) }
        return fields(from: data)
    }

    static func fields(from data: Data) -> Result<[String: String], Problem> {
        guard let value = try? JSONValue(jsonData: data), case .object(let object) = value else {
            return .failure(Problem(message: "stdin must hold one JSON object, such as {\"todo\":\"Call Mum\",\"userId\":5}"))
        }
        var fields: [String: String] = [:]
        for (key, value) in object {
            switch value {
            case .string(let text): fields[key] = text
            case .number(let number): fields[key] = Int64(exactly: number).map(String.init) ?? String(number)
            case .bool(let flag): fields[key] = flag ? "yes" : "no"
            case .null, .array, .object:
                return .failure(Problem(message: "stdin's \(key) must be a string, a number or a boolean"))
            }
        }
        return .success(fields)
    }
}
