import ViewModels

/// Which of a resource's columns a width shows, and how the list widget
/// sizes them: computed for each frame from the width, never stored.
package enum ColumnLayout {
    /// The indices of the columns that fit `width` at their preferred widths:
    /// on a narrow screen the least important go first (highest priority
    /// number), never one of priority 0.
    package static func fitting(_ columns: [ColumnSpec], width: Int) -> [Int] {
        fitting(columns, among: Array(columns.indices), width: width)
    }

    /// The same among `indices` only, in their order (the columns chosen
    /// with `:columns`, those scrolled past left out).
    package static func fitting(_ columns: [ColumnSpec], among indices: [Int], width: Int) -> [Int] {
        var chosen = indices.filter(columns.indices.contains)
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

    /// How many of `order`'s columns → must scroll past before all the
    /// rest fit `width`: 0 when they fit already.
    package static func maximumOffset(_ columns: [ColumnSpec], order: [Int], width: Int) -> Int {
        for offset in 0..<max(1, order.count) {
            let rest = Array(order.dropFirst(offset))
            if fitting(columns, among: rest, width: width).count == rest.count { return offset }
        }
        return max(0, order.count - 1)
    }

    /// The list widget's view of those columns.
    package static func listColumns(_ columns: [ColumnSpec], _ indices: [Int]) -> [ListColumn] {
        indices.map { index in
            let column = columns[index]
            return ListColumn(column.title, width: column.flexible ? .flexible(minimum: min(column.width, 16)) : .fixed(column.width),
                              alignment: column.alignment == .right ? .right : .left)
        }
    }

    /// The columns from `col` each of `columns` takes at `width`, for a click on the header.
    package static func spans(_ columns: [ListColumn], col: Int, width: Int) -> [Range<Int>] {
        var start = col
        return ListView.columnWidths(columns, totalWidth: width).map { width in
            defer { start += width + ListView.columnGap }
            return start..<(start + width)
        }
    }
}
