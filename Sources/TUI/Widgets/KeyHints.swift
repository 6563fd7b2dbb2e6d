/// The footer line: "q Quit  / Search  ? Help", built from the same
/// `KeyBindingTable` that dispatches keys. Only enabled bindings are shown,
/// in table order, as many as fit whole; the ones that stay (`? Help`,
/// `q Quit`: `KeyBinding.staysInHints`) have their room kept first, so a
/// narrow footer drops the others, from the end, before them.
package enum KeyHints {
    package static let gap = 2

    package static func render<Action>(_ table: KeyBindingTable<Action>, into buffer: inout CellBuffer, area: Rect,
                                      theme: Theme) {
        let line = area.top(1).intersection(buffer.bounds)
        guard !line.isEmpty else { return }
        buffer.fill(line, style: theme.hintLabel)
        let hints = table.hints
        for placement in placements(table, in: line) {
            let binding = hints[placement.index]
            let col = buffer.write(binding.keyNames, row: line.row, col: placement.columns.lowerBound, style: theme.hintKey, in: line)
            buffer.write(" " + binding.label.description, row: line.row, col: col, style: theme.hintLabel, in: line)
        }
    }

    /// Which hint (an index into `table.hints`) sits at which columns: for
    /// drawing, and for a click on a hint, which does what its key does.
    package static func placements<Action>(_ table: KeyBindingTable<Action>, in line: Rect) -> [(index: Int, columns: Range<Int>)] {
        let hints = table.hints
        let widths = hints.map { $0.keyNames.displayWidth + 1 + $0.label.description.displayWidth }
        let room = line.width - 1
        var shown = Set<Int>()
        var used = -gap
        for index in hints.indices where hints[index].staysInHints && used + gap + widths[index] <= room {
            shown.insert(index)
            used += gap + widths[index]
        }
        for index in hints.indices where !shown.contains(index) {
            guard used + gap + widths[index] <= room else { break }
            shown.insert(index)
            used += gap + widths[index]
        }
        var placements: [(index: Int, columns: Range<Int>)] = []
        var col = line.col + 1
        for index in hints.indices where shown.contains(index) {
            let start = placements.isEmpty ? col : col + gap
            placements.append((index, start..<(start + widths[index])))
            col = start + widths[index]
        }
        return placements
    }
}
