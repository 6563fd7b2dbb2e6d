/// A bordered panel with an optional title in the top border.
package enum Box {
    /// Draws the border (and clears the inside) and returns the inner area.
    /// Areas smaller than 2×2 draw nothing and return an empty rectangle.
    @discardableResult
    package static func render(title: String? = nil, into buffer: inout CellBuffer, area: Rect, theme: Theme,
                              style: Style? = nil) -> Rect {
        let area = area.intersection(buffer.bounds)
        guard area.width >= 2, area.height >= 2 else { return Rect(row: area.row, col: area.col, width: 0, height: 0) }
        let borderStyle = style ?? theme.border
        let set = theme.borders
        let inner = area.inset(by: 1)
        buffer.fill(inner, style: theme.overlay)
        let horizontal = String(repeating: set.horizontal, count: area.width - 2)
        buffer.write(String(set.topLeft) + horizontal + String(set.topRight), row: area.row, col: area.col,
                     style: borderStyle, in: area)
        buffer.write(String(set.bottomLeft) + horizontal + String(set.bottomRight), row: area.maxRow - 1,
                     col: area.col, style: borderStyle, in: area)
        for row in (area.row + 1)..<(area.maxRow - 1) {
            buffer.put(Cell(set.vertical, style: borderStyle), row: row, col: area.col)
            buffer.put(Cell(set.vertical, style: borderStyle), row: row, col: area.maxCol - 1)
        }
        if let title, !title.isEmpty, area.width > 4 {
            let text = " " + title.truncated(toWidth: area.width - 4) + " "
            buffer.write(text, row: area.row, col: area.col + 1, style: theme.title, in: area)
        }
        return inner
    }
}
