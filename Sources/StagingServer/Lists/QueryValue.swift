/// One query parameter as Express's query parser (qs) hands it to
/// upstream's code: a string, an array when the name repeats (or is
/// written `name[]`), an object for `name[key]`.
enum QueryValue: Equatable {
    case string(String)
    case array([String])
    case object([String: String])

    init?(_ name: String, in request: HTTPRequest) {
        var values: [String] = []
        var object: [String: String] = [:]
        for item in request.query {
            if item.name == name || item.name == name + "[]" {
                values.append(item.value)
            } else if item.name.hasPrefix(name + "["), item.name.hasSuffix("]") {
                object[String(item.name.dropFirst(name.count + 1).dropLast())] = item.value
            }
        }
        if !object.isEmpty {
            self = .object(object)
        } else if values.count == 1, request.query.contains(where: { $0.name == name }) {
            self = .string(values[0])
        } else if !values.isEmpty {
            self = .array(values)
        } else {
            return nil
        }
    }

    /// JavaScript's `String(value)`: an array joined with commas.
    var text: String {
        switch self {
        case .string(let text): text
        case .array(let items): items.joined(separator: ",")
        case .object: "[object Object]"
        }
    }

    /// Whether `if (value)` takes it: any array or object, a non-empty string.
    var isTruthy: Bool {
        if case .string(let text) = self { return !text.isEmpty }
        return true
    }
}
