import Models

/// `GET /users/filter?key=hair.color&value=Brown`: the users whose value at
/// a dot path is truthy and reads, as JavaScript's `String()` would write
/// it, exactly as `value`, case included.
struct UserFilter {
    let path: [String]
    let value: String

    /// Nil when `key` or `value` is missing or empty: upstream answers those with an empty list.
    init?(key: String?, value: String?) {
        guard let key, !key.isEmpty, let value, !value.isEmpty else { return nil }
        path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        self.value = value
    }

    func matches(_ user: User) -> Bool {
        var current: JSONValue? = user.json
        for step in path { current = current?[step] }
        guard let current, Self.isTruthy(current) else { return false }
        return Self.text(current) == value
    }

    static func isTruthy(_ value: JSONValue) -> Bool {
        switch value {
        case .null: false
        case .bool(let flag): flag
        case .number(let number): number != 0 && !number.isNaN
        case .string(let text): !text.isEmpty
        case .array, .object: true
        }
    }

    /// JavaScript's `String(value)` for what a user record holds.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number):
            number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .string(let text): text
        case .array(let items): items.map(text).joined(separator: ",")
        case .object: "[object Object]"
        }
    }
}
