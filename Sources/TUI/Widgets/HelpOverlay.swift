/// The "?" overlay: every binding of the table with its help sentence, in a
/// centred box over the screen. Disabled bindings are listed dimmed with
/// "(not now)" so people learn they exist.
package enum HelpOverlay {
    package static let unavailableSuffix = " (not now)"

    /// `scrollOffset` skips that many entries (for tables taller than the screen).
    package static func render<Action>(_ table: KeyBindingTable<Action>, title: String = "Keys",
                                      footer: String = "Esc or ? to close", scrollOffset: Int = 0,
                                      unavailable: String = unavailableSuffix, scrollHint: String = "↑↓ scroll · ",
                                      into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        let bindings = table.bindings
        let keyColumn = min(bindings.map { $0.keyNames.displayWidth }.max() ?? 0, max(4, area.width / 3))
        let texts = bindings.map { $0.help.description + ($0.isEnabled ? "" : unavailable) }
        let naturalWidth = keyColumn + 2 + (texts.map(\.displayWidth).max() ?? 0)
        let boxWidth = min(area.width - 2, max(naturalWidth, footer.displayWidth, title.displayWidth + 2) + 4)
        let box = area.centered(width: boxWidth, height: boxHeight(entries: bindings.count, area: area))
        let inner = Box.render(title: title, into: &buffer, area: box, theme: theme)
        guard inner.height >= 1, inner.width >= 1 else { return }
        let content = Rect(row: inner.row, col: inner.col + 1, width: inner.width - 2, height: inner.height - 1)
        let start = min(max(0, scrollOffset), maximumScroll(entries: bindings.count, area: area))
        for row in 0..<content.height {
            let index = start + row
            guard index < bindings.count else { break }
            let line = content.line(row)
            // The last row says more follows (the first, that more came before) instead of an entry.
            let isLastVisible = row == content.height - 1 && index < bindings.count - 1
            if isLastVisible || (row == 0 && start > 0) {
                buffer.writeLine("…", in: line, style: theme.dim)
                if isLastVisible { break }
                continue
            }
            let binding = bindings[index]
            let keyStyle = binding.isEnabled ? theme.hintKey : theme.dim
            let textStyle = binding.isEnabled ? theme.text : theme.dim
            let next = buffer.write(binding.keyNames.fitted(toWidth: keyColumn), row: line.row, col: line.col,
                                    style: keyStyle, in: line)
            buffer.write("  " + texts[index].truncated(toWidth: max(0, line.maxCol - next - 2)), row: line.row,
                         col: next, style: textStyle, in: line)
        }
        let scrolls = maximumScroll(entries: bindings.count, area: area) > 0
        buffer.writeLine(scrolls ? scrollHint + footer : footer, in: inner.bottom(1), style: theme.dim, alignment: .center)
    }

    private static func boxHeight(entries: Int, area: Rect) -> Int { min(area.height, entries + 4) }

    /// The largest useful `scrollOffset`: the last entry on the last row.
    /// Past the top one row says "…", so a scrolled view shows one entry fewer.
    package static func maximumScroll(entries: Int, area: Rect) -> Int {
        let rows = boxHeight(entries: entries, area: area) - 3
        guard entries > rows, rows > 1 else { return 0 }
        return entries - rows
    }
}
