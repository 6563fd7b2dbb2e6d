/// Lists in prose.
enum ListFormat {
    /// "a", "a and b", "a, b and c".
    static func and(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        let rest = items.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " and " + last
    }
}
