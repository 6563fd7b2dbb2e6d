/// A one-row bar with a left and a right segment ("Signed in as emily" …
/// "offline · 3/120"). The right segment wins when space is short: it
/// carries state the user acts on; the left is truncated with "…".
package enum StatusBar {
    package static func render(left: String, right: String = "", into buffer: inout CellBuffer, area: Rect,
                              theme: Theme, style: Style? = nil) {
        let line = area.top(1).intersection(buffer.bounds)
        guard !line.isEmpty else { return }
        let barStyle = style ?? theme.statusBar
        buffer.fill(line, style: barStyle)
        let rightText = right.isEmpty ? "" : right.truncated(toWidth: max(0, line.width - 2))
        let rightWidth = rightText.displayWidth
        if rightWidth > 0 {
            buffer.write(rightText, row: line.row, col: line.maxCol - 1 - rightWidth, style: barStyle, in: line)
        }
        let leftRoom = line.width - 1 - (rightWidth > 0 ? rightWidth + 2 : 0)
        if leftRoom > 0 {
            buffer.write(left.truncated(toWidth: leftRoom), row: line.row, col: line.col + 1, style: barStyle, in: line)
        }
    }
}
