import SafeText
import ViewModels

/// `:export` on its way: where it writes, a bar of how far it got and the
/// rows written of the list's total, in a small box over the browser.
package enum ExportProgressView {
    static let maximumWidth = 64

    package static func render(_ progress: ExportProgress, presenter: ErrorPresenter, into buffer: inout CellBuffer, area: Rect,
                               theme: Theme) {
        let room = area.inset(by: 1).droppingBottom(1)
        let box = room.centered(width: min(room.width, maximumWidth), height: min(room.height, 5))
        let title = presenter.text("Exporting \(UIText(progress.job.resource.title.lowercased()))")
        let inner = Box.render(title: title, into: &buffer, area: box, theme: theme)
        guard inner.height >= 2, inner.width >= 6 else { return }
        let text = Rect(row: inner.row, col: inner.col + 1, width: inner.width - 2, height: inner.height)
        buffer.writeLine(presenter.text("to \(UIText.verbatim(Sanitizer.singleLine(progress.job.path)))"), in: text.line(0),
                         style: theme.overlay)
        let counted = progress.total.map { presenter.text("\(UIText.count(progress.written)) of \(UIText.count($0)) rows") }
            ?? presenter.text("\(UIText.count(progress.written)) rows")
        let barWidth = max(0, text.width - counted.displayWidth - 1)
        let filled = progress.total.map { $0 > 0 ? barWidth * min(progress.written, $0) / $0 : barWidth } ?? 0
        buffer.write(String(repeating: "█", count: filled), row: text.row + 1, col: text.col, style: theme.gauge, in: text)
        buffer.write(String(repeating: "░", count: barWidth - filled), row: text.row + 1, col: text.col + filled, style: theme.dim,
                     in: text)
        buffer.write(counted, row: text.row + 1, col: text.maxCol - counted.displayWidth, style: theme.overlay, in: text)
        if inner.height >= 3 {
            buffer.writeLine(presenter.text("Esc stops; the file is written only when every row is in."), in: text.line(2),
                             style: theme.dim)
        }
    }
}
