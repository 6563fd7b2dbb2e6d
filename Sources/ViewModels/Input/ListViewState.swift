/// Selection and scroll position of a list: a value the screen keeps and
/// changes with keys. Row counts and page heights are passed in, because the
/// data and the terminal size belong to others.
package struct ListViewState: Sendable, Hashable {
    package private(set) var selectedIndex: Int
    /// First visible row, as last scrolled; render uses `visibleOffset`.
    package private(set) var offset: Int

    package init(selectedIndex: Int = 0, offset: Int = 0) {
        self.selectedIndex = max(0, selectedIndex)
        self.offset = max(0, offset)
    }

    /// The first visible row for `visibleRows` rows: the stored offset moved
    /// as little as possible to show the selection (and the "loading more…"
    /// row when the selection is the last item), never past the end.
    package func visibleOffset(rowCount: Int, visibleRows: Int, hasLoadingRow: Bool = false) -> Int {
        guard visibleRows > 0 else { return 0 }
        let total = rowCount + (hasLoadingRow ? 1 : 0)
        let selected = min(selectedIndex, max(0, rowCount - 1))
        let mustShow = hasLoadingRow && selected == rowCount - 1 ? selected + 1 : selected
        var first = offset
        if selected < first { first = selected }
        if mustShow >= first + visibleRows { first = mustShow - visibleRows + 1 }
        return min(max(0, first), max(0, total - visibleRows))
    }

    /// Selects `index` (clamped) and scrolls just enough to show it.
    package mutating func select(_ index: Int, rowCount: Int, visibleRows: Int, hasLoadingRow: Bool = false) {
        selectedIndex = min(max(0, index), max(0, rowCount - 1))
        offset = visibleOffset(rowCount: rowCount, visibleRows: visibleRows, hasLoadingRow: hasLoadingRow)
    }

    /// ↑/↓: moves by `delta` rows.
    package mutating func move(by delta: Int, rowCount: Int, visibleRows: Int, hasLoadingRow: Bool = false) {
        select(selectedIndex + delta, rowCount: rowCount, visibleRows: visibleRows, hasLoadingRow: hasLoadingRow)
    }

    /// PgDn/PgUp: moves by a page, keeping one row of context.
    package mutating func page(_ direction: Int, rowCount: Int, visibleRows: Int, hasLoadingRow: Bool = false) {
        let step = max(1, visibleRows - 1)
        move(by: direction.signum() * step, rowCount: rowCount, visibleRows: visibleRows,
             hasLoadingRow: hasLoadingRow)
    }

    /// Home/End.
    package mutating func selectFirst(rowCount: Int, visibleRows: Int) {
        select(0, rowCount: rowCount, visibleRows: visibleRows)
    }

    package mutating func selectLast(rowCount: Int, visibleRows: Int, hasLoadingRow: Bool = false) {
        select(rowCount - 1, rowCount: rowCount, visibleRows: visibleRows, hasLoadingRow: hasLoadingRow)
    }
}
