/// Which tab is selected among a fixed set of titles.
package struct TabsState: Sendable, Hashable {
    package var titles: [String]
    /// What a tab shows when there is no room for its title: the key that selects it.
    package var shortTitles: [String]
    package private(set) var selectedIndex: Int

    package init(titles: [String], shortTitles: [String] = [], selectedIndex: Int = 0) {
        self.titles = titles
        self.shortTitles = shortTitles
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
/// fit, the selected one stays whole and the others share what is left; when
/// that would leave them a letter or two, they show their short titles (the
/// keys that select them), and only when even those do not fit is every
/// title cut to an equal share.
package enum Tabs {
    package static let separator = "│"
    /// A title cut shorter than this says nothing ("P…"): show the short title instead.
    package static let defaultLeastReadableWidth = 3

    package static func render(_ state: TabsState, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        let line = area.top(1).intersection(buffer.bounds)
        guard !line.isEmpty else { return }
        buffer.fill(line, style: theme.text)
        guard !state.titles.isEmpty else { return }
        for (index, placement) in placements(state, in: line).enumerated() {
            if index > 0 {
                buffer.write(separator, row: line.row, col: placement.columns.lowerBound - separator.displayWidth,
                             style: theme.border, in: line)
            }
            let style = index == state.selectedIndex ? theme.tabActive : theme.tabInactive
            buffer.write(" " + placement.label + " ", row: line.row, col: placement.columns.lowerBound, style: style, in: line)
        }
    }

    /// Each tab's label and the columns it covers on `line`: for drawing,
    /// and for a click, which selects the tab under it.
    package static func placements(_ state: TabsState, in line: Rect) -> [(label: String, columns: Range<Int>)] {
        guard !state.titles.isEmpty else { return [] }
        var start = line.col
        return labels(state, width: line.width).map { label in
            defer { start += label.displayWidth + 2 + separator.displayWidth }
            return (label, start..<(start + label.displayWidth + 2))
        }
    }

    /// What each tab shows in `width` columns.
    static func labels(_ state: TabsState, width: Int) -> [String] {
        let titles = state.titles
        let count = titles.count
        let separators = count - 1
        func fits(_ labels: [String]) -> Bool { labels.reduce(separators) { $0 + $1.displayWidth + 2 } <= width }
        if fits(titles) { return titles }
        let selected = titles[state.selectedIndex]
        if count > 1 {
            let others = width - separators - selected.displayWidth - 2
            let share = others / (count - 1) - 2
            if share >= defaultLeastReadableWidth {
                return titles.enumerated().map { $0.offset == state.selectedIndex ? $0.element : $0.element.truncated(toWidth: share) }
            }
            if state.shortTitles.count == count {
                let short = titles.indices.map { $0 == state.selectedIndex ? selected : state.shortTitles[$0] }
                if fits(short) { return short }
            }
        }
        let share = max(1, (width - separators) / count - 2)
        return titles.map { $0.truncated(toWidth: share) }
    }
}
