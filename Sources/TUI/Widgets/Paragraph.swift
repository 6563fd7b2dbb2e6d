import SafeText
/// Multi-line text (a post body, a product description) scrolled vertically.
///
/// Takes lines already wrapped (`Sanitizer.multiLine(body).wrapped(toWidth:)`),
/// so the screen wraps once when the text or the width changes, not on every
/// frame: drawing costs the visible rows only, however long the text.
package enum Paragraph {
    /// The largest useful scroll offset for `lineCount` lines in `height` rows.
    package static func maxScrollOffset(lineCount: Int, height: Int) -> Int {
        max(0, lineCount - height)
    }

    /// Draws `lines` from `scrollOffset` (clamped) and clears the rest of `area`.
    package static func render(lines: [String], scrollOffset: Int, into buffer: inout CellBuffer, area: Rect,
                              style: Style) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        buffer.fill(area, style: style)
        let first = min(max(0, scrollOffset), maxScrollOffset(lineCount: lines.count, height: area.height))
        for row in 0..<min(area.height, lines.count - first) {
            buffer.write(lines[first + row], row: area.row + row, col: area.col, style: style, in: area)
        }
    }
}
