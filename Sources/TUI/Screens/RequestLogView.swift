import SafeText
import ViewModels

/// `:log`: the client's recent requests, newest first, one line each —
/// time, method, status, how long, how much, how the cache took part, and
/// the path — in a box over the browser, scrolled like the help.
package enum RequestLogView {
    struct Layout {
        var box: Rect
        var lines: [String]
        /// Rows of lines the box shows (its border, header and footer take four).
        var visibleRows: Int { max(0, box.height - 4) }
        var maximumScroll: Int { max(0, lines.count - visibleRows) }
    }

    static func layout(_ log: RequestLogState, presenter: ErrorPresenter, area: Rect) -> Layout {
        let box = area.inset(by: 1).droppingBottom(1)
        let lines = log.requests.isEmpty ? [presenter.text("No requests yet.")] : log.requests.map { line($0, presenter: presenter) }
        return Layout(box: box, lines: lines)
    }

    /// "21:40:12  GET     200    41 ms   1.2 kB  not modified: cached copy  /auth/products?limit=30"
    static func line(_ request: RequestSummary, presenter: ErrorPresenter) -> String {
        let note = request.failure ?? request.cacheNote.map(presenter.text) ?? ""
        let columns = [request.clock, request.method.padded(toWidth: 6), request.statusText.padded(toWidth: 3),
                       request.elapsed.padded(toWidth: 7, alignment: .right), request.size.padded(toWidth: 8, alignment: .right)]
        return columns.joined(separator: "  ") + "  " + (note.isEmpty ? "" : note + "  ") + request.path
    }

    package static func maximumScroll(_ log: RequestLogState, presenter: ErrorPresenter, area: Rect) -> Int {
        layout(log, presenter: presenter, area: area).maximumScroll
    }

    package static func page(_ log: RequestLogState, presenter: ErrorPresenter, area: Rect) -> Int {
        max(1, layout(log, presenter: presenter, area: area).visibleRows - 1)
    }

    package static func render(_ log: RequestLogState, presenter: ErrorPresenter, into buffer: inout CellBuffer, area: Rect,
                               theme: Theme) {
        let layout = layout(log, presenter: presenter, area: area)
        let inner = Box.render(title: presenter.text("Recent requests (\(log.requests.count))"), into: &buffer, area: layout.box,
                               theme: theme)
        guard inner.height >= 3, inner.width >= 3 else { return }
        let text = Rect(row: inner.row, col: inner.col + 1, width: inner.width - 2, height: inner.height)
        let header = [presenter.text("Time").padded(toWidth: 8), presenter.text("Method").padded(toWidth: 6),
                      presenter.text("Status"), presenter.text("Took").padded(toWidth: 6, alignment: .right),
                      presenter.text("Size").padded(toWidth: 8, alignment: .right), presenter.text("Path")].joined(separator: "  ")
        buffer.writeLine(header, in: text.line(0), style: theme.header)
        let body = Rect(row: text.row + 1, col: text.col, width: text.width, height: max(0, text.height - 2))
        let scroll = min(max(0, log.scroll), layout.maximumScroll)
        Paragraph.render(lines: layout.lines.map { $0.truncated(toWidth: body.width) }, scrollOffset: scroll, into: &buffer,
                         area: body, style: theme.overlay)
        let footer = presenter.text("Esc or q to close")
        buffer.writeLine(layout.maximumScroll > 0 ? presenter.text("↑↓ scroll · ") + footer : footer, in: inner.bottom(1),
                         style: theme.dim, alignment: .center)
    }
}
