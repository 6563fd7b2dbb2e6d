import Pictures
import SafeText
import ViewModels

/// The detail of one item as wrapped lines, scrolled by the screen.
package enum DetailView {
    package struct Line: Sendable, Equatable {
        package enum Kind: Sendable { case title, subtitle, heading, label, text, blank, error, dim, link, picture, gauge }
        package var text: String
        package var kind: Kind
        /// For `label` and `gauge` lines: the width of the label part, drawn in the label style.
        package var labelWidth = 0
        /// For `gauge` lines: the width of the bar after the label and a space, drawn in the accent style.
        package var accentWidth = 0
        /// For `picture` lines: the row's top pixels, then its bottom ones.
        package var pixels: [RGB] = []
        /// For `picture` lines: the picture and which of its rows this is, for drawing past the cells.
        package var source: PictureSource?
    }

    package struct PictureSource: Sendable, Equatable {
        package var image: RGBAImage
        package var row: Int
        package var rows: Int
    }

    /// The most a picture takes: enough to recognise it, little enough to leave the fields in view.
    package static let defaultPictureColumns = 40
    package static let defaultPictureRows = 10

    /// Lays the state out for a width: every server string sanitised, wrapped by display width.
    package static func lines(_ state: DetailState, links: [(key: Character, link: ResourceLink)] = [], width: Int,
                              presenter: ErrorPresenter) -> [Line] {
        let width = max(10, width)
        var lines: [Line] = []
        if let content = state.content {
            for text in Sanitizer.singleLine(presenter.text(content.title)).wrapped(toWidth: width) { lines.append(Line(text: text, kind: .title)) }
            lines.append(Line(text: Sanitizer.singleLine(presenter.text(content.subtitle)).truncated(toWidth: width), kind: .subtitle))
            if !links.isEmpty {
                lines.append(Line(text: "", kind: .blank))
                for (key, link) in links {
                    // The key, then where it leads: "a  Author: Emily Johnson".
                    let text = "\(key)  " + Sanitizer.singleLine(presenter.text(link.title))
                    lines.append(Line(text: text.truncated(toWidth: width), kind: .link, labelWidth: 1))
                }
            }
            lines += pictureLines(state.picture, width: width, presenter: presenter)
            if let body = content.body, !body.isEmpty {
                lines.append(Line(text: "", kind: .blank))
                for paragraph in Sanitizer.multiLine(body).split(separator: "\n", omittingEmptySubsequences: false) {
                    for text in String(paragraph).wrapped(toWidth: width) { lines.append(Line(text: text, kind: .text)) }
                }
            }
            lines += gaugeLines(content.gauges, width: width, presenter: presenter)
            let labelWidth = min(16, max(8, width / 3))
            for section in content.sections {
                lines.append(Line(text: "", kind: .blank))
                lines.append(Line(text: Sanitizer.singleLine(presenter.text(section.heading)).truncated(toWidth: width), kind: .heading))
                for field in section.fields {
                    let label = Sanitizer.singleLine(presenter.text(field.label))
                    let value = Sanitizer.singleLine(presenter.text(field.value))
                    if label.displayWidth >= labelWidth {
                        // Long labels (a reviewer and rating) get a line of their own.
                        lines.append(Line(text: label.truncated(toWidth: width), kind: .label, labelWidth: min(width, label.displayWidth)))
                        for text in value.wrapped(toWidth: max(1, width - 2)) { lines.append(Line(text: "  " + text, kind: .text)) }
                    } else {
                        let wrapped = value.wrapped(toWidth: max(1, width - labelWidth - 1))
                        for (index, text) in wrapped.enumerated() {
                            let prefix = index == 0 ? label.padded(toWidth: labelWidth) : String(repeating: " ", count: labelWidth)
                            lines.append(Line(text: prefix + " " + text, kind: .label, labelWidth: index == 0 ? labelWidth : 0))
                        }
                    }
                }
            }
        }
        if let error = state.saveError {
            lines.append(Line(text: "", kind: .blank))
            let text = presenter.notSaved(error, subject: state.subject)
            for text in Sanitizer.singleLine(text).wrapped(toWidth: width) { lines.append(Line(text: text, kind: .error)) }
        }
        if state.content == nil {
            if let error = state.error {
                let text = presenter.message(for: error, subject: state.subject)
                for text in Sanitizer.singleLine(text).wrapped(toWidth: width) { lines.append(Line(text: text, kind: .error)) }
            } else if state.isLoading {
                lines.append(Line(text: presenter.text("Loading…"), kind: .dim))
            }
        }
        return lines
    }


    /// Rows of text a detail of `lineCount` lines shows in `height` rows:
    /// one fewer when it scrolls, the last row being its position marker's,
    /// so the marker never covers a line.
    package static func textRows(lineCount: Int, height: Int) -> Int {
        lineCount > height ? max(0, height - 1) : height
    }

    package static func render(_ lines: [Line], scroll: Int, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        buffer.fill(area, style: theme.text)
        let rows = textRows(lineCount: lines.count, height: area.height)
        let first = min(max(0, scroll), DetailState.maximumScroll(lineCount: lines.count, height: rows))
        var placement: PicturePlacement?
        for offset in 0..<rows {
            let index = first + offset
            guard index < lines.count else { break }
            let line = lines[index]
            let rect = area.line(offset)
            switch line.kind {
            case .title: buffer.writeLine(line.text, in: rect, style: theme.title)
            case .subtitle, .dim: buffer.writeLine(line.text, in: rect, style: theme.dim)
            case .heading: buffer.writeLine(line.text, in: rect, style: theme.header)
            case .error: buffer.writeLine(line.text, in: rect, style: theme.error)
            case .blank, .text: buffer.writeLine(line.text, in: rect, style: theme.text)
            case .picture:
                buffer.fill(rect, style: theme.text)
                if theme.pictureColors == .none {
                    // Never fetched on such a terminal; drawn as its placeholder should one come anyway.
                    if line.labelWidth == 0 { buffer.writeLine(line.text, in: rect, style: theme.dim) }
                } else {
                    HalfBlockPicture.draw(line.pixels, row: rect.row, col: rect.col, into: &buffer, clip: rect, colors: theme.pictureColors,
                                          pictureRow: line.source?.row ?? 0)
                    if theme.graphics != .cells, let source = line.source { place(line.pixels, source, at: rect, in: &placement) }
                }
            case .gauge:
                buffer.writeLine(line.text, in: rect, style: theme.text)
                buffer.restyle(Rect(row: rect.row, col: rect.col, width: min(line.labelWidth, rect.width), height: 1), style: theme.dim)
                let accent = Rect(row: rect.row, col: rect.col + line.labelWidth + 1, width: line.accentWidth, height: 1).intersection(rect)
                buffer.restyle(accent, style: theme.gauge)
            case .link:
                buffer.writeLine(line.text, in: rect, style: theme.text)
                buffer.restyle(Rect(row: rect.row, col: rect.col, width: min(1, rect.width), height: 1), style: theme.hintKey)
            case .label:
                buffer.writeLine(line.text, in: rect, style: theme.text)
                if line.labelWidth > 0 {
                    buffer.restyle(Rect(row: rect.row, col: rect.col, width: min(line.labelWidth, rect.width), height: 1), style: theme.dim)
                }
            }
        }
        if let placement { buffer.pictures.append(placement) }
        if lines.count > area.height, area.width > 0 {
            // A position marker on the last row, kept for it: where this view is in the whole.
            let marker = "\(first + 1)–\(min(lines.count, first + rows))/\(lines.count)"
            let width = marker.displayWidth
            if width < area.width {
                buffer.write(marker, row: area.maxRow - 1, col: area.maxCol - width, style: theme.dim, in: area)
            }
        }
    }
}
