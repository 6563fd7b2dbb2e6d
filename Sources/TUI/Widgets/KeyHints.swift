/// The footer line: "q Quit  / Search  ? Help", built from the same
/// `KeyBindingTable` that dispatches keys. Only enabled bindings are shown,
/// in table order, as many as fit whole.
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
        var placements: [(index: Int, columns: Range<Int>)] = []
        var col = line.col + 1
        for (index, binding) in table.hints.enumerated() {
            let width = binding.keyNames.displayWidth + 1 + binding.label.description.displayWidth
            let start = placements.isEmpty ? col : col + gap
            guard start + width <= line.maxCol else { break }
            placements.append((index, start..<(start + width)))
            col = start + width
        }
        return placements
    }
}
