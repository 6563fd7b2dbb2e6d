/// A terminal's size in rows and columns.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var rows: Int
    public var cols: Int

    public init(rows: Int, cols: Int) {
        self.rows = max(0, rows)
        self.cols = max(0, cols)
    }

    /// "80×24", columns first, as people say it.
    public var description: String { "\(cols)×\(rows)" }

    public func isAtLeast(_ minimum: Size) -> Bool {
        rows >= minimum.rows && cols >= minimum.cols
    }
}

/// A cell position, zero-based from the top-left corner.
public struct Position: Hashable, Sendable {
    public var row: Int
    public var col: Int

    public init(row: Int, col: Int) {
        self.row = row
        self.col = col
    }
}

/// A rectangle of cells. Widths and heights are never negative, so carving
/// an area smaller than asked yields an empty rectangle, not a crash.
public struct Rect: Hashable, Sendable {
    public var row: Int
    public var col: Int
    public var width: Int
    public var height: Int

    public init(row: Int, col: Int, width: Int, height: Int) {
        self.row = row
        self.col = col
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(size: Size) {
        self.init(row: 0, col: 0, width: size.cols, height: size.rows)
    }

    /// One past the last row.
    public var maxRow: Int { row + height }
    /// One past the last column.
    public var maxCol: Int { col + width }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func contains(row: Int, col: Int) -> Bool {
        row >= self.row && row < maxRow && col >= self.col && col < maxCol
    }

    public func intersection(_ other: Rect) -> Rect {
        let top = max(row, other.row)
        let left = max(col, other.col)
        return Rect(row: top, col: left,
                    width: min(maxCol, other.maxCol) - left,
                    height: min(maxRow, other.maxRow) - top)
    }

    /// This rectangle shrunk by `amount` on every side.
    public func inset(by amount: Int) -> Rect {
        Rect(row: row + amount, col: col + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The first `count` rows.
    public func top(_ count: Int) -> Rect {
        Rect(row: row, col: col, width: width, height: min(max(0, count), height))
    }

    /// The last `count` rows.
    public func bottom(_ count: Int) -> Rect {
        let kept = min(max(0, count), height)
        return Rect(row: maxRow - kept, col: col, width: width, height: kept)
    }

    /// All but the first `count` rows.
    public func droppingTop(_ count: Int) -> Rect {
        let dropped = min(max(0, count), height)
        return Rect(row: row + dropped, col: col, width: width, height: height - dropped)
    }

    /// All but the last `count` rows.
    public func droppingBottom(_ count: Int) -> Rect {
        Rect(row: row, col: col, width: width, height: height - min(max(0, count), height))
    }

    /// The single row `offset` rows down (empty when outside).
    public func line(_ offset: Int) -> Rect {
        guard offset >= 0 && offset < height else { return Rect(row: row, col: col, width: 0, height: 0) }
        return Rect(row: row + offset, col: col, width: width, height: 1)
    }

    /// A rectangle of at most the given size centred in this one.
    public func centered(width: Int, height: Int) -> Rect {
        let w = min(width, self.width)
        let h = min(height, self.height)
        return Rect(row: row + (self.height - h) / 2, col: col + (self.width - w) / 2, width: w, height: h)
    }
}
