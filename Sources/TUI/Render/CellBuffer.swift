/// A grid of cells: one frame. Widgets draw into it; the renderer diffs it
/// against the previous frame.
///
/// Writes keep wide characters whole: overwriting either half of a wide
/// character blanks the other half, and a wide character that would cross
/// the right edge of the area is drawn as a space.
package struct CellBuffer: Sendable, Equatable {
    package private(set) var size: Size
    /// Row-major, `size.rows * size.cols` cells.
    package private(set) var cells: [Cell]
    /// Where the terminal cursor should be shown, or nil to hide it
    /// (a focused text field sets it).
    package var cursor: Position?
    /// Pictures to draw past the cells, over their half blocks (`PictureGraphics`);
    /// empty unless the theme asks for 24-bit colour or kitty.
    package var pictures: [PicturePlacement] = []

    package init(size: Size, fill: Cell = .blank) {
        self.size = size
        let filler = fill.isWide || fill.isContinuation ? Cell.blank(fill.style) : fill
        self.cells = Array(repeating: filler, count: size.rows * size.cols)
    }

    package var bounds: Rect { Rect(size: size) }

    package subscript(row: Int, col: Int) -> Cell {
        cells[row * size.cols + col]
    }

    /// Puts one cell, repairing any wide character it cuts in half. A wide
    /// cell in the last column is replaced by a blank.
    package mutating func put(_ cell: Cell, row: Int, col: Int) {
        guard row >= 0, row < size.rows, col >= 0, col < size.cols else { return }
        var cell = cell
        if cell.isContinuation { return }  // continuations are placed with their wide cell
        if cell.isWide && col + 1 >= size.cols { cell = .blank(cell.style) }
        let index = row * size.cols + col
        let rowEnd = (row + 1) * size.cols
        if cells[index].isContinuation && col > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if cells[index].isWide && index + 1 < rowEnd {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
        if cell.isWide {
            let next = index + 1
            if cells[next].isWide && next + 1 < rowEnd {
                cells[next + 1] = .blank(cells[next + 1].style)
            }
            cells[next] = .continuation(cell.style)
        }
    }

    /// Writes `text` starting at (row, col), clipped to `area` (the whole
    /// buffer by default). Zero-width graphemes are skipped. Returns the
    /// column after the last one written.
    @discardableResult
    package mutating func write<S: StringProtocol>(_ text: S, row: Int, col: Int, style: Style = .plain,
                                                  in area: Rect? = nil) -> Int {
        let clip = (area ?? bounds).intersection(bounds)
        guard row >= clip.row, row < clip.maxRow else { return col }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return writeASCII(text.utf8, row: row, col: col, style: style, clip: clip)
        }
        var column = col
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if column + width > clip.maxCol {
                if column < clip.maxCol { put(.blank(style), row: row, col: column) }
                return clip.maxCol
            }
            if column >= clip.col {
                put(Cell(code: Cell.code(for: character), width: UInt8(width), style: style), row: row, col: column)
            } else if column + width > clip.col {
                put(.blank(style), row: row, col: clip.col)  // a wide character cut by the left edge
            }
            column += width
        }
        return column
    }

    /// The hot path for the common case: one printable byte, one cell.
    private mutating func writeASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes, row: Int, col: Int, style: Style,
                                                             clip: Rect) -> Int {
        var column = col
        for byte in bytes where byte >= 0x20 && byte < 0x7F {
            if column >= clip.maxCol { return clip.maxCol }
            if column >= clip.col { put(Cell(code: UInt32(byte), width: 1, style: style), row: row, col: column) }
            column += 1
        }
        return column
    }

    /// Paints the first row of `line` in `style` and writes `text` in it,
    /// aligned; text too wide is cut before a "…" (trailing spaces dropped),
    /// as `fitted(toWidth:)` would, without building intermediate strings.
    package mutating func writeLine<S: StringProtocol>(_ text: S, in line: Rect, style: Style = .plain,
                                                      alignment: TextAlignment = .left) {
        let line = line.top(1).intersection(bounds)
        guard !line.isEmpty else { return }
        fill(line, style: style)
        let width = text.displayWidth
        if width <= line.width {
            let spare = line.width - width
            let offset = alignment == .left ? 0 : alignment == .right ? spare : spare / 2
            write(text, row: line.row, col: line.col + offset, style: style, in: line)
            return
        }
        let room = Rect(row: line.row, col: line.col, width: line.width - 1, height: 1)
        var end = write(text, row: line.row, col: line.col, style: style, in: room)
        while end > line.col && self[line.row, end - 1] == .blank(style) { end -= 1 }
        put(Cell(code: 0x2026, width: 1, style: style), row: line.row, col: end)
    }

    /// Fills `rect` with copies of `cell` (a wide `cell` is stored as a blank).
    package mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let filler = cell.isWide || cell.isContinuation ? Cell.blank(cell.style) : cell
        for row in area.row..<area.maxRow {
            let base = row * size.cols
            // Wide characters cut by the rectangle's edges lose their outside half.
            if cells[base + area.col].isContinuation && area.col > 0 {
                cells[base + area.col - 1] = .blank(cells[base + area.col - 1].style)
            }
            if cells[base + area.maxCol - 1].isWide && area.maxCol < size.cols {
                cells[base + area.maxCol] = .blank(cells[base + area.maxCol].style)
            }
            for index in (base + area.col)..<(base + area.maxCol) { cells[index] = filler }
        }
    }

    /// Fills `rect` with blanks in `style`.
    package mutating func fill(_ rect: Rect, style: Style) {
        fill(rect, with: .blank(style))
    }

    /// Changes the style of every cell in `rect`, keeping the characters
    /// (a selection highlight over text already drawn).
    package mutating func restyle(_ rect: Rect, style: Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.row..<area.maxRow {
            for col in area.col..<area.maxCol { cells[row * size.cols + col].style = style }
        }
    }

    /// Row `row` as plain text, each wide character once, full width.
    package func line(_ row: Int) -> String {
        var text = ""
        text.reserveCapacity(size.cols)
        for col in 0..<size.cols {
            let cell = self[row, col]
            if !cell.isContinuation { text.append(cell.character) }
        }
        return text
    }

    /// Every row as plain text: what tests compare.
    package var lines: [String] { (0..<size.rows).map(line) }
}
