/// An aligned plain-text table for `courier get`: every cell sanitised and
/// fitted by display width, so CJK lines up and no escape sequence gets through.
public enum TextTable {
    public static let gap = 2

    public static func render<Item>(_ items: [Item], columns: [ResourceColumn<Item>]) -> String {
        // Size each column to its content (up to its preferred width, wider for flexible ones).
        let widths = columns.map { column -> Int in
            let contentWidth = items.map { Sanitizer.singleLine(column.value($0)).displayWidth }.max() ?? 0
            let cap = column.flexible ? max(column.width, 48) : column.width
            return max(column.title.displayWidth, min(contentWidth, cap))
        }
        func line(_ cells: [String]) -> String {
            zip(cells, zip(columns, widths)).map { cell, pair in
                cell.fitted(toWidth: pair.1, alignment: pair.0.alignment)
            }
            .joined(separator: String(repeating: " ", count: gap))
            .trimmingTrailingSpaces()
        }
        var lines = [line(columns.map(\.title))]
        lines.append(line(widths.map { String(repeating: "─", count: $0) }))
        for item in items {
            lines.append(line(columns.map { Sanitizer.singleLine($0.value(item)) }))
        }
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
