import SafeText
import TUI
import ViewModels

/// An aligned plain-text table for `courier get`: every cell sanitised and
/// fitted by display width, so CJK lines up and no escape sequence gets through.
package enum TextTable {
    package static let gap = 2

    package static func render(_ items: ListItems, columns: [ColumnSpec]) -> String {
        let all = Array(columns.indices)
        let cells = (0..<items.count).map { row in items.cells(row: row, columns: all).map(Sanitizer.singleLine) }
        // Size each column to its content (up to its preferred width, wider for flexible ones).
        let widths = columns.indices.map { index -> Int in
            let column = columns[index]
            let contentWidth = cells.map { $0[index].displayWidth }.max() ?? 0
            let cap = column.flexible ? max(column.width, 48) : column.width
            return max(column.title.displayWidth, min(contentWidth, cap))
        }
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
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
