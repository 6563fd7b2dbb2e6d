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
        var col = line.col + 1
        for binding in table.hints {
            let keys = binding.keyNames
            let width = keys.displayWidth + 1 + binding.label.displayWidth
            let start = col == line.col + 1 ? col : col + gap
            guard start + width <= line.maxCol else { break }
            col = buffer.write(keys, row: line.row, col: start, style: theme.hintKey, in: line)
            col = buffer.write(" " + binding.label, row: line.row, col: col, style: theme.hintLabel, in: line)
        }
    }
}
