/// The interface's words in Chinese, keyed by their English text (with
/// `%@` where a value goes), gettext style. One entry holds both scripts,
/// so a key can never be translated in one and forgotten in the other.
package enum UICatalog {
    package struct Entry: Sendable, Equatable {
        package var simplified: String
        package var traditional: String
    }

    /// The tables by area, kept apart so each file stays about one part of the app.
    package static let tables = [resources, details, keys, screens]

    package static let entries: [String: Entry] = {
        var entries: [String: Entry] = [:]
        for table in tables {
            entries.merge(table.mapValues { Entry(simplified: $0.0, traditional: $0.1) }) { first, _ in first }
        }
        return entries
    }()
}
