/// A terminal's size in rows and columns.
package struct Size: Hashable, Sendable, CustomStringConvertible {
    package var rows: Int
    package var cols: Int

    package init(rows: Int, cols: Int) {
        self.rows = max(0, rows)
        self.cols = max(0, cols)
    }

    /// "80×24", columns first, as people say it.
    package var description: String { "\(cols)×\(rows)" }

    package func isAtLeast(_ minimum: Size) -> Bool {
        rows >= minimum.rows && cols >= minimum.cols
    }
}

/// A cell position, zero-based from the top-left corner.
package struct Position: Hashable, Sendable {
    package var row: Int
    package var col: Int

    package init(row: Int, col: Int) {
        self.row = row
        self.col = col
    }
}

/// A rectangle of cells. Widths and heights are never negative, so carving
/// an area smaller than asked yields an empty rectangle, not a crash.
package struct Rect: Hashable, Sendable {
    package var row: Int
    package var col: Int
    package var width: Int
    package var height: Int

    package init(row: Int, col: Int, width: Int, height: Int) {
        self.row = row
        self.col = col
        self.width = max(0, width)
        self.height = max(0, height)
    }

    package init(size: Size) {
        self.init(row: 0, col: 0, width: size.cols, height: size.rows)
    }

    /// One past the last row.
    package var maxRow: Int { row + height }
    /// One past the last column.
    package var maxCol: Int { col + width }
    package var isEmpty: Bool { width == 0 || height == 0 }

    package func contains(row: Int, col: Int) -> Bool {
        row >= self.row && row < maxRow && col >= self.col && col < maxCol
    }

    package func intersection(_ other: Rect) -> Rect {
        let top = max(row, other.row)
        let left = max(col, other.col)
        return Rect(row: top, col: left,
                    width: min(maxCol, other.maxCol) - left,
                    height: min(maxRow, other.maxRow) - top)
    }

    /// This rectangle shrunk by `amount` on every side.
    package func inset(by amount: Int) -> Rect {
        Rect(row: row + amount, col: col + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The first `count` rows.
    package func top(_ count: Int) -> Rect {
        Rect(row: row, col: col, width: width, height: min(max(0, count), height))
    }

    /// The last `count` rows.
    package func bottom(_ count: Int) -> Rect {
        let kept = min(max(0, count), height)
        return Rect(row: maxRow - kept, col: col, width: width, height: kept)
    }

    /// All but the first `count` rows.
    package func droppingTop(_ count: Int) -> Rect {
        let dropped = min(max(0, count), height)
        return Rect(row: row + dropped, col: col, width: width, height: height - dropped)
    }

    /// All but the last `count` rows.
    package func droppingBottom(_ count: Int) -> Rect {
        Rect(row: row, col: col, width: width, height: height - min(max(0, count), height))
    }

    /// The single row `offset` rows down (empty when outside).
    package func line(_ offset: Int) -> Rect {
        guard offset >= 0 && offset < height else { return Rect(row: row, col: col, width: 0, height: 0) }
        return Rect(row: row + offset, col: col, width: width, height: 1)
    }

    /// A rectangle of at most the given size centred in this one.
    package func centered(width: Int, height: Int) -> Rect {
        let w = min(width, self.width)
        let h = min(height, self.height)
        return Rect(row: row + (self.height - h) / 2, col: col + (self.width - w) / 2, width: w, height: h)
    }
}
