/// A resource's own words in Chinese, keyed by their English text (with
/// `%@` where a value goes), declared in the resource's file beside its
/// descriptor: its names, column and field titles, detail headings, links.
/// `UICatalog` gathers them from every registered resource, so a new
/// resource brings its words with it and no central table changes.
package struct ResourceWords: Sendable, ExpressibleByDictionaryLiteral {
    package let entries: [String: UICatalog.Entry]

    package init(_ entries: [String: UICatalog.Entry] = [:]) {
        self.entries = entries
    }

    /// `"Products": ("商品", "商品")`: simplified, then traditional. A key
    /// written twice traps at once rather than losing one translation.
    package init(dictionaryLiteral elements: (String, (String, String))...) {
        self.init(Dictionary(uniqueKeysWithValues: elements.map { key, scripts in
            (key, UICatalog.Entry(simplified: scripts.0, traditional: scripts.1))
        }))
    }
}
