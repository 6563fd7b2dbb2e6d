import ViewModels

/// Which of a resource's columns a width shows, and how the list widget
/// sizes them: computed for each frame from the width, never stored.
package enum ColumnLayout {
    /// The indices of the columns that fit `width` at their preferred widths:
    /// on a narrow screen the least important go first (highest priority
    /// number), never one of priority 0.
    package static func fitting(_ columns: [ColumnSpec], width: Int) -> [Int] {
        var chosen = Array(columns.indices)
        func needed(_ set: [Int]) -> Int {
            set.reduce(0) { $0 + columns[$1].width } + ListView.columnGap * max(0, set.count - 1)
        }
        while chosen.count > 1, needed(chosen) > width {
            guard let victim = chosen.indices.filter({ columns[chosen[$0]].priority > 0 })
                .max(by: { columns[chosen[$0]].priority < columns[chosen[$1]].priority })
            else { break }
            chosen.remove(at: victim)
        }
        return chosen
    }

    /// The list widget's view of those columns.
    package static func listColumns(_ columns: [ColumnSpec], _ indices: [Int]) -> [ListColumn] {
        indices.map { index in
            let column = columns[index]
            return ListColumn(column.title, width: column.flexible ? .flexible(minimum: min(column.width, 16)) : .fixed(column.width),
                              alignment: column.alignment == .right ? .right : .left)
        }
    }
}
