import SafeText
import ViewModels

/// The `!` overlay: an error's whole message, then the request behind it
/// (method and URL with secrets masked, status, time, the server's request
/// id, and a `curl` command that sends it again, which `y` copies), wrapped
/// to a centred box as wide as it needs (up to a readable measure) and
/// scrolled with j/k or the wheel. The server's words pass the sanitiser
/// first: line breaks stay, escapes and controls do not.
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
        let message = Sanitizer.multiLine(overlay.note.text(presenter)) + requestText(overlay, presenter: presenter)
        let room = area.inset(by: 1).droppingBottom(1)
        let longest = message.split(separator: "\n").map(\.displayWidth).max() ?? 0
        let footer = (presenter.text("↑↓ scroll · ") + closeHint(overlay, presenter)).displayWidth
        // Two columns of border and two of margin around the text.
        let width = min(room.width, maximumWidth, max(longest, footer) + 4)
        let lines = message.wrapped(toWidth: width - 4)
        return Layout(box: room.centered(width: width, height: min(room.height, lines.count + 3)), lines: lines)
    }

    /// The request's lines under the message: what a person reports or runs again.
    static func requestText(_ overlay: ErrorOverlayState, presenter: ErrorPresenter) -> String {
        guard let request = overlay.request else { return "" }
        var lines = ["", "\(request.method) \(request.url)",
                     "\(request.outcome(presenter)) · \(request.clock) · \(request.elapsed) · \(request.size)"]
        if let id = request.serverRequestID { lines.append(presenter.text("Server's request id: \(UIText.verbatim(id))")) }
        if let curl = request.curlCommand { lines += ["", presenter.text("To send it again:"), curl] }
        return "\n" + lines.joined(separator: "\n")
    }

    static func closeHint(_ overlay: ErrorOverlayState, _ presenter: ErrorPresenter) -> String {
        let close = presenter.text("Esc, ! or q to close")
        return overlay.request?.curlCommand == nil ? close : presenter.text("y copies the curl · ") + close
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
        let footer = closeHint(overlay, presenter)
        buffer.writeLine(layout.maximumScroll > 0 ? presenter.text("↑↓ scroll · ") + footer : footer, in: inner.bottom(1),
                         style: theme.dim, alignment: .center)
    }
}
