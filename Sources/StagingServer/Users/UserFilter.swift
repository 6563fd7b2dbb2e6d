import JSON

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

    func matches(_ user: StagingUser) -> Bool {
        var current: JSONValue? = user.json
        for step in path { current = current?[step] }
        guard let current, current.isTruthy else { return false }
        return current.javaScriptText == value
    }
}
