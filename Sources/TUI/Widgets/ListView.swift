import ViewModels
/// A column of a list: a title, a width rule and an alignment.
package struct ListColumn: Sendable, Hashable {
    package enum Width: Sendable, Hashable {
        /// Exactly this many columns.
        case fixed(Int)
        /// A share of what fixed columns leave, never below `minimum`.
        case flexible(minimum: Int)
    }

    package var title: String
    package var width: Width
    package var alignment: TextAlignment

    package init(_ title: String, width: Width, alignment: TextAlignment = .left) {
        self.title = title
        self.width = width
        self.alignment = alignment
    }
}

/// A scrolling table: header row, then rows, the selected one highlighted.
/// Only the visible rows are asked for (`row(index)` is called at most once
/// per visible row), so drawing costs the same for 30 rows or 1,000,000.
package enum ListView {
    package static let columnGap = 1
    package static let loadingText = "loading more…"

    /// Rows of data that fit in `area`.
    package static func visibleRows(in area: Rect, showsHeader: Bool = true) -> Int {
        max(0, area.height - (showsHeader ? 1 : 0))
    }

    /// Each column's width for a total width: fixed ones as given, flexible
    /// ones sharing the rest evenly (the first ones get the remainder).
    package static func columnWidths(_ columns: [ListColumn], totalWidth: Int) -> [Int] {
        let gaps = max(0, columns.count - 1) * columnGap
        var fixedTotal = 0
        var flexibleCount = 0
        var minimums = 0
        for column in columns {
            switch column.width {
            case .fixed(let width): fixedTotal += width
            case .flexible(let minimum): flexibleCount += 1; minimums += minimum
            }
        }
        let spare = max(0, totalWidth - gaps - fixedTotal - minimums)
        var flexibleSeen = 0
        return columns.map { column in
            switch column.width {
            case .fixed(let width):
                return width
            case .flexible(let minimum):
                defer { flexibleSeen += 1 }
                return minimum + spare / flexibleCount + (flexibleSeen < spare % flexibleCount ? 1 : 0)
            }
        }
    }

    /// Draws the list. `row(index)` returns the cell texts of data row
    /// `index` (sanitized by the caller; the cell buffer drops any control
    /// that slips through), or nil while that row is not loaded: each run of
    /// such rows says `loadingText` once, on its first line, and the cursor
    /// shows on them too. `placeholder` shows when there are no rows.
    /// Without `highlightsSelection` no row is drawn selected (the detail
    /// beside it shows a record the list has not loaded).
    package static func render(_ state: ListViewState, columns: [ListColumn], rowCount: Int,
                              showsHeader: Bool = true, highlightsSelection: Bool = true, isMarked: (Int) -> Bool = { _ in false },
                              hasLoadingRow: Bool = false, placeholder: String = "", loadingText: String = loadingText,
                              into buffer: inout CellBuffer, area: Rect, theme: Theme,
                              row: (Int) -> [String]?) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let widths = columnWidths(columns, totalWidth: area.width)
        var body = area
        if showsHeader {
            drawRow(columns.map(\.title), columns: columns, widths: widths, in: area.line(0), style: theme.header,
                    into: &buffer)
            body = area.droppingTop(1)
        }
        let visible = body.height
        guard rowCount > 0 else {
            buffer.fill(body, style: theme.text)
            if hasLoadingRow {
                buffer.writeLine(loadingText, in: body.line(0), style: theme.dim)
            } else if !placeholder.isEmpty {
                buffer.writeLine(placeholder, in: body.line(0), style: theme.dim, alignment: .center)
            }
            return
        }
        let first = state.visibleOffset(rowCount: rowCount, visibleRows: visible, hasLoadingRow: hasLoadingRow)
        let selected = highlightsSelection ? min(state.selectedIndex, rowCount - 1) : -1
        var previousLoaded = true
        for offset in 0..<visible {
            let index = first + offset
            let line = body.line(offset)
            if index < rowCount {
                if let texts = row(index) {
                    // A marked row keeps its mark under the cursor too: the selection, in the marked row's attributes.
                    let marked = isMarked(index)
                    let style = index == selected ? (marked ? theme.selection.adding(theme.marked.attributes) : theme.selection)
                        : marked ? theme.marked : theme.text
                    drawRow(texts, columns: columns, widths: widths, in: line, style: style, into: &buffer)
                    previousLoaded = true
                } else {
                    let style = index == selected ? theme.selection : theme.dim
                    buffer.fill(line, style: style)
                    if previousLoaded { buffer.writeLine(loadingText, in: line, style: style, alignment: .center) }
                    previousLoaded = false
                }
            } else if index == rowCount && hasLoadingRow {
                buffer.writeLine(loadingText, in: line, style: theme.dim, alignment: .center)
            } else {
                buffer.fill(body.droppingTop(offset), style: theme.text)
                break
            }
        }
    }

    private static func drawRow(_ texts: [String], columns: [ListColumn], widths: [Int], in line: Rect, style: Style,
                                into buffer: inout CellBuffer) {
        buffer.fill(line, style: style)
        var col = line.col
        for (index, column) in columns.enumerated() where col < line.maxCol {
            let text = index < texts.count ? texts[index] : ""
            let cell = Rect(row: line.row, col: col, width: min(widths[index], line.maxCol - col), height: 1)
            buffer.writeLine(text, in: cell, style: style, alignment: column.alignment)
            col += widths[index] + columnGap
        }
    }
}
