/// Which tab is selected among a fixed set of titles.
package struct TabsState: Sendable, Hashable {
    package var titles: [String]
    package private(set) var selectedIndex: Int

    package init(titles: [String], selectedIndex: Int = 0) {
        self.titles = titles
        self.selectedIndex = titles.isEmpty ? 0 : min(max(0, selectedIndex), titles.count - 1)
    }

    package mutating func select(_ index: Int) {
        guard !titles.isEmpty else { return }
        selectedIndex = min(max(0, index), titles.count - 1)
    }

    /// Tab / Shift-Tab: the next or previous tab, wrapping around.
    package mutating func selectNext() {
        guard !titles.isEmpty else { return }
        selectedIndex = (selectedIndex + 1) % titles.count
    }

    package mutating func selectPrevious() {
        guard !titles.isEmpty else { return }
        selectedIndex = (selectedIndex + titles.count - 1) % titles.count
    }
}

/// A one-row tab bar: " Products │ Posts │ Users ". When the titles do not
/// fit, every title is truncated to an equal share so all tabs stay visible.
package enum Tabs {
    package static let separator = "│"

    package static func render(_ state: TabsState, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        let line = area.top(1).intersection(buffer.bounds)
        guard !line.isEmpty else { return }
        buffer.fill(line, style: theme.text)
        guard !state.titles.isEmpty else { return }
        let count = state.titles.count
        let natural = state.titles.reduce(0) { $0 + $1.displayWidth + 2 } + count - 1
        let share = natural <= line.width ? Int.max : max(1, (line.width - (count - 1)) / count - 2)
        var col = line.col
        for (index, title) in state.titles.enumerated() {
            if index > 0 {
                col = buffer.write(separator, row: line.row, col: col, style: theme.border, in: line)
            }
            let style = index == state.selectedIndex ? theme.tabActive : theme.tabInactive
            col = buffer.write(" " + title.truncated(toWidth: share) + " ", row: line.row, col: col, style: style,
                               in: line)
        }
    }
}
