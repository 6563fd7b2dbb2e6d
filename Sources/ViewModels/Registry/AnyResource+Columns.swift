/// A resource's columns as the browser's views use them: which one a
/// click on its header sorts by, and which `:columns` chose.
extension AnyResource {
    /// The sort field that orders the list by column `index`: the one it
    /// names (`sorting(by:)`), else the sort field its title is (Price is
    /// `price`); nil when the server cannot sort by it.
    package func sortField(ofColumn index: Int) -> String? {
        guard columns.indices.contains(index) else { return nil }
        let column = columns[index]
        if let field = column.sortField { return sortFields.contains(field) ? field : nil }
        let title = column.title.lowercased().replacingOccurrences(of: " ", with: "")
        return sortFields.first { $0.lowercased() == title }
    }

    /// The indices of the columns `names` choose, in their order (`:columns`);
    /// the resource's own order when `names` is nil or names none of them.
    package func columnIndices(_ names: [String]?) -> [Int] {
        let chosen = (names ?? []).compactMap { name in columns.firstIndex { $0.name == name.lowercased() } }
        return chosen.isEmpty ? Array(columns.indices) : chosen
    }
}
