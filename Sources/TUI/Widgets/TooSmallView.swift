import ViewModels

/// What every screen shows instead of itself when the terminal is below the
/// minimum size, so layouts never have to handle impossible widths.
package enum TooSmallView {
    package static let minimumSize = Size(rows: 10, cols: 40)

    package static func isTooSmall(_ size: Size, minimum: Size = minimumSize) -> Bool {
        !size.isAtLeast(minimum)
    }

    /// Clears `area` and centres "terminal too small — needs at least 40×10"
    /// and the current size, wrapped to whatever width there is.
    package static func render(size: Size, minimum: Size = minimumSize, presenter: ErrorPresenter = .english,
                               into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        buffer.fill(area, style: theme.text)
        guard !area.isEmpty else { return }
        var lines = presenter.text("terminal too small — needs at least \(minimum)").wrapped(toWidth: area.width)
        lines += presenter.text("(now \(size))").wrapped(toWidth: area.width)
        let shown = lines.prefix(area.height)
        let top = area.row + (area.height - shown.count) / 2
        for (offset, text) in shown.enumerated() {
            let style = offset == shown.count - 1 ? theme.dim : theme.warning
            buffer.writeLine(text, in: Rect(row: top + offset, col: area.col, width: area.width, height: 1),
                             style: style, alignment: .center)
        }
    }
}
