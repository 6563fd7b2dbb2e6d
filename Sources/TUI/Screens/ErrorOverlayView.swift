import SafeText
import ViewModels

/// The `!` overlay: an error's whole message, wrapped to a centred box as
/// wide as it needs (up to a readable measure) and scrolled with j/k or the
/// wheel. The server's words pass the sanitiser first: line breaks stay,
/// escapes and controls do not.
package enum ErrorOverlayView {
    /// Wider than this, lines of prose are hard to follow.
    static let maximumWidth = 76

    /// Where the box goes in the screen's `area` and the message's lines in it.
    struct Layout {
        var box: Rect
        var lines: [String]
        /// Rows of message the box shows (its border and footer take three).
        var visibleRows: Int { max(0, box.height - 3) }
        var maximumScroll: Int { max(0, lines.count - visibleRows) }
    }

    static func layout(_ overlay: ErrorOverlayState, presenter: ErrorPresenter, area: Rect) -> Layout {
        let message = Sanitizer.multiLine(overlay.note.text(presenter))
        let room = area.inset(by: 1).droppingBottom(1)
        let longest = message.split(separator: "\n").map(\.displayWidth).max() ?? 0
        let footer = (presenter.text("↑↓ scroll · ") + presenter.text("Esc, ! or q to close")).displayWidth
        // Two columns of border and two of margin around the text.
        let width = min(room.width, maximumWidth, max(longest, footer) + 4)
        let lines = message.wrapped(toWidth: width - 4)
        return Layout(box: room.centered(width: width, height: min(room.height, lines.count + 3)), lines: lines)
    }

    package static func maximumScroll(_ overlay: ErrorOverlayState, presenter: ErrorPresenter, area: Rect) -> Int {
        layout(overlay, presenter: presenter, area: area).maximumScroll
    }

    package static func render(_ overlay: ErrorOverlayState, presenter: ErrorPresenter, into buffer: inout CellBuffer,
                               area: Rect, theme: Theme) {
        let layout = layout(overlay, presenter: presenter, area: area)
        let inner = Box.render(title: presenter.text("Error"), into: &buffer, area: layout.box, theme: theme, style: theme.error)
        guard inner.height >= 2, inner.width >= 3 else { return }
        let text = Rect(row: inner.row, col: inner.col + 1, width: inner.width - 2, height: inner.height - 1)
        Paragraph.render(lines: layout.lines, scrollOffset: min(max(0, overlay.scroll), layout.maximumScroll), into: &buffer,
                         area: text, style: theme.overlay)
        let footer = presenter.text("Esc, ! or q to close")
        buffer.writeLine(layout.maximumScroll > 0 ? presenter.text("↑↓ scroll · ") + footer : footer, in: inner.bottom(1),
                         style: theme.dim, alignment: .center)
    }
}
