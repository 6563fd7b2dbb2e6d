/// The "?" overlay: every binding of the table with its help sentence, in a
/// centred box over the screen. Disabled bindings are listed dimmed with
/// "(not now)" so people learn they exist. A sentence wider than the box
/// wraps under itself, so nothing is cut; the overlay scrolls by rows.
package enum HelpOverlay {
    package static let unavailableSuffix = " (not now)"

    /// One row of the overlay: a binding's keys on its first row, its sentence's part on each.
    struct Row {
        var keys: String
        var text: String
        var isEnabled: Bool
    }

    /// One entry: what is pressed or typed ("↑/k", ":sort FIELD"), and what it does.
    package struct Entry: Sendable, Equatable {
        package var keys: String
        package var text: String
        package var isEnabled: Bool

        package init(keys: String, text: String, isEnabled: Bool = true) {
            self.keys = keys
            self.text = text
            self.isEnabled = isEnabled
        }
    }

    /// A table's bindings as entries, a disabled one's sentence followed by `unavailable`.
    package static func entries<Action>(_ table: KeyBindingTable<Action>, unavailable: String = unavailableSuffix) -> [Entry] {
        table.bindings.map { Entry(keys: $0.keyNames, text: $0.help.description + ($0.isEnabled ? "" : unavailable), isEnabled: $0.isEnabled) }
    }

    /// `scrollOffset` skips that many rows (for tables taller than the screen).
    package static func render<Action>(_ table: KeyBindingTable<Action>, title: String = "Keys",
                                      footer: String = "Esc or ? to close", scrollOffset: Int = 0,
                                      unavailable: String = unavailableSuffix, scrollHint: String = "↑↓ scroll · ",
                                      into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        render(entries(table, unavailable: unavailable), title: title, footer: footer, scrollOffset: scrollOffset,
               scrollHint: scrollHint, into: &buffer, area: area, theme: theme)
    }

    /// Entries of any kind: the keys of a mode, or the commands of the `:` line.
    package static func render(_ entries: [Entry], title: String, footer: String, scrollOffset: Int = 0,
                               scrollHint: String = "↑↓ scroll · ", into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        let layout = Layout(entries, title: title, footer: footer, area: area)
        let inner = Box.render(title: title, into: &buffer, area: layout.box, theme: theme)
        guard inner.height >= 1, inner.width >= 1 else { return }
        let content = Rect(row: inner.row, col: inner.col + 1, width: inner.width - 2, height: inner.height - 1)
        let rows = layout.rows
        let start = min(max(0, scrollOffset), layout.maximumScroll)
        for offset in 0..<content.height {
            let index = start + offset
            guard index < rows.count else { break }
            let line = content.line(offset)
            // The last row says more follows (the first, that more came before) instead of an entry.
            let isLastVisible = offset == content.height - 1 && index < rows.count - 1
            if isLastVisible || (offset == 0 && start > 0) {
                buffer.writeLine("…", in: line, style: theme.dim)
                if isLastVisible { break }
                continue
            }
            let row = rows[index]
            let next = buffer.write(row.keys.fitted(toWidth: layout.keyColumn), row: line.row, col: line.col,
                                    style: row.isEnabled ? theme.hintKey : theme.dim, in: line)
            buffer.write("  " + row.text, row: line.row, col: next, style: row.isEnabled ? theme.text : theme.dim, in: line)
        }
        let scrolls = layout.maximumScroll > 0
        buffer.writeLine(scrolls ? scrollHint + footer : footer, in: inner.bottom(1), style: theme.dim, alignment: .center)
    }

    /// The largest useful `scrollOffset` for `table` drawn in `area` with
    /// these words: the last row on the last line. Past the top one row says
    /// "…", so a scrolled view shows one row fewer.
    package static func maximumScroll<Action>(_ table: KeyBindingTable<Action>, unavailable: String = unavailableSuffix,
                                              title: String = "Keys", footer: String = "Esc or ? to close",
                                              area: Rect) -> Int {
        maximumScroll(entries(table, unavailable: unavailable), title: title, footer: footer, area: area)
    }

    package static func maximumScroll(_ entries: [Entry], title: String, footer: String, area: Rect) -> Int {
        Layout(entries, title: title, footer: footer, area: area).maximumScroll
    }

    /// The box, its key column and its rows for a table in an area.
    struct Layout {
        var box: Rect
        var keyColumn: Int
        var rows: [Row]
        var maximumScroll: Int

        init(_ entries: [Entry], title: String, footer: String, area: Rect) {
            keyColumn = min(entries.map { $0.keys.displayWidth }.max() ?? 0, max(4, area.width / 3))
            let texts = entries.map(\.text)
            let naturalWidth = keyColumn + 2 + (texts.map(\.displayWidth).max() ?? 0)
            let boxWidth = min(area.width - 2, max(naturalWidth, footer.displayWidth, title.displayWidth + 2) + 4)
            // Inside the box: its borders and a margin each side, the keys and two spaces.
            let textWidth = max(1, boxWidth - 4 - keyColumn - 2)
            var rows: [Row] = []
            for entry in entries {
                let parts = entry.text.wrapped(toWidth: textWidth)
                for (index, part) in (parts.isEmpty ? [""] : parts).enumerated() {
                    rows.append(Row(keys: index == 0 ? entry.keys : "", text: part, isEnabled: entry.isEnabled))
                }
            }
            self.rows = rows
            box = area.centered(width: boxWidth, height: min(area.height, rows.count + 4))
            let visible = box.height - 3
            maximumScroll = rows.count > visible && visible > 1 ? rows.count - visible : 0
        }
    }
}
