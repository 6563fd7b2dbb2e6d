import SafeText
import TUI
import ViewModels

/// An aligned plain-text table for `courier get`: every cell sanitised and
/// fitted by display width, so CJK lines up and no escape sequence gets through.
package enum TextTable {
    package static let gap = 2

    /// Text columns are not cut narrower than this to fit a terminal.
    package static let defaultNarrowestTextColumn = 8

    /// `maximumWidth` (a terminal's) cuts the widest text columns with "…"
    /// until the lines fit; `wide` sizes every column to its content.
    /// Amounts are written in `presenter`'s number format, as the app writes them;
    /// a reference column shows the name `names` knows for its id, else the id.
    package static func render(_ items: ListItems, columns: [ColumnSpec], maximumWidth: Int? = nil, wide: Bool = false,
                               presenter: ErrorPresenter = .english, names: ReferenceNames = .none) -> String {
        let all = Array(columns.indices)
        let cells = (0..<items.count).map { row in
            items.cells(row: row, columns: all, presenter: presenter, names: names).map(Sanitizer.singleLine)
        }
        // Size each column to its content (up to its preferred width, wider for flexible ones).
        var widths = columns.indices.map { index -> Int in
            let column = columns[index]
            let contentWidth = cells.map { $0[index].displayWidth }.max() ?? 0
            // An id is never cut: 100000 would read as "1000…".
            let cap = wide || column.isRecordID ? Int.max : column.flexible ? max(column.width, 48) : column.width
            return max(column.title.displayWidth, min(contentWidth, cap))
        }
        if !wide, let maximumWidth { shrink(&widths, columns: columns, toFit: maximumWidth) }
        func line(_ texts: [String]) -> String {
            zip(texts, zip(columns, widths)).map { text, pair in
                text.fitted(toWidth: pair.1, alignment: pair.0.alignment == .right ? .right : .left)
            }
            .joined(separator: String(repeating: " ", count: gap))
            .trimmingTrailingSpaces()
        }
        var lines = [line(columns.map(\.title))]
        lines.append(line(widths.map { String(repeating: "─", count: $0) }))
        lines += cells.map(line)
        return lines.joined(separator: "\n")
    }

    /// Narrows the widest left-aligned (text) column a cell at a time until
    /// the line fits or every text column is as narrow as it may go.
    static func shrink(_ widths: inout [Int], columns: [ColumnSpec], toFit maximumWidth: Int) {
        func total() -> Int { widths.reduce(0, +) + gap * max(0, widths.count - 1) }
        while total() > maximumWidth {
            let candidates = columns.indices.filter {
                columns[$0].alignment != .right && widths[$0] > max(defaultNarrowestTextColumn, columns[$0].title.displayWidth)
            }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { return }
            widths[widest] -= 1
        }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
