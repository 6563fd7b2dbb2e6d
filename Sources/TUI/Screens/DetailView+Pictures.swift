import Pictures
import SafeText
import ViewModels

/// The detail's picture and gauges as lines, so they scroll with the rest.
extension DetailView {
    static func pictureLines(_ picture: DetailPicture?, width: Int, presenter: ErrorPresenter) -> [Line] {
        guard let picture else { return [] }
        let columns = min(width, defaultPictureColumns)
        switch picture {
        case .loading:
            // The box a picture takes, kept while it comes, so what is below does not jump when it does.
            let rows = reservedPictureRows(columns: columns)
            return [Line(text: "", kind: .blank), Line(text: presenter.text("loading image…").truncated(toWidth: width), kind: .dim)]
                + Array(repeating: Line(text: "", kind: .blank), count: rows - 1)
        case .failed(let reference, .notLoaded(let error)):
            // Where it was asked and why it did not come; `!` shows the whole message.
            let note: UIText = DetailPicture.host(of: reference).map { "couldn't load the image from \(UIText.verbatim($0))" }
                ?? "couldn't load the image"
            let reason = Sanitizer.multiLine(presenter.message(for: error)).split(separator: "\n").first.map(String.init) ?? ""
            return [Line(text: "", kind: .blank), Line(text: Sanitizer.singleLine(presenter.text(note)).truncated(toWidth: width), kind: .dim),
                    Line(text: reason.truncated(toWidth: width), kind: .dim)]
        case .failed(_, .unreadable):
            return [Line(text: "", kind: .blank), Line(text: presenter.text("can't show this image").truncated(toWidth: width), kind: .dim)]
        case .shown(_, let image):
            let rows = HalfBlockPicture.rows(of: image, columns: columns, rows: defaultPictureRows)
            let placeholder = presenter.text("[image]").truncated(toWidth: width)
            // labelWidth marks rows after the first, where a placeholder is not repeated.
            let lines = rows.enumerated().map { index, pixels in
                Line(text: placeholder, kind: .picture, labelWidth: index == 0 ? 0 : 1, pixels: pixels,
                     source: PictureSource(image: image, row: index, rows: rows.count))
            }
            let padding = max(0, reservedPictureRows(columns: columns) - lines.count)
            return [Line(text: "", kind: .blank)] + lines + Array(repeating: Line(text: "", kind: .blank), count: padding)
        }
    }

    /// The rows a square picture takes in `columns`: what is kept for a
    /// picture on its way, and the least a shown one takes (the records'
    /// pictures are square, and a wider one is padded to it).
    static func reservedPictureRows(columns: Int) -> Int {
        let square = ImageScaling.fittedSize(width: 1, height: 1, into: columns, defaultPictureRows * 2)
        return max(1, (square.height + 1) / 2)
    }

    /// Adds a picture line drawn at `rect` to the frame's placement of its picture.
    static func place(_ pixels: [RGB], _ source: PictureSource, at rect: Rect, in placement: inout PicturePlacement?) {
        let columns = pixels.count / 2
        if var placed = placement, placed.image == source.image, placed.area.maxRow == rect.row {
            placed.area.height += 1
            placed.pixels.append(pixels)
            placement = placed
        } else if placement == nil {
            placement = PicturePlacement(image: source.image, columns: columns, rows: source.rows,
                                         area: Rect(row: rect.row, col: rect.col, width: min(columns, rect.width), height: 1),
                                         firstRow: source.row, pixels: [pixels])
        }
    }

    /// "Rating   ★★★★☆ 4.2", "Stock    ██████░░░░ 64": the label, a bar for the width, the number.
    static func gaugeLines(_ gauges: [DetailGauge], width: Int, presenter: ErrorPresenter) -> [Line] {
        guard !gauges.isEmpty else { return [] }
        let labelWidth = min(16, max(8, width / 3))
        var lines = [Line(text: "", kind: .blank)]
        for gauge in gauges {
            let label = Sanitizer.singleLine(presenter.text(gauge.label)).truncated(toWidth: labelWidth).padded(toWidth: labelWidth)
            let number = Sanitizer.singleLine(presenter.text(gauge.text))
            let bar = Self.bar(gauge, room: width - labelWidth - 2 - number.displayWidth)
            let text = "\(label) \(bar) \(number)".truncated(toWidth: width)
            lines.append(Line(text: text, kind: .gauge, labelWidth: labelWidth, accentWidth: bar.displayWidth))
        }
        return lines
    }

    /// A bar is at most this many cells: longer reads no faster.
    package static let defaultGaugeWidth = 20

    static func bar(_ gauge: DetailGauge, room: Int) -> String {
        switch gauge.kind {
        case .stars:
            let total = max(0, Int(gauge.maximum.rounded()))
            let whole = min(total, Int((gauge.fraction * Double(total)).rounded()))
            return String(repeating: "★", count: whole) + String(repeating: "☆", count: total - whole)
        case .bar:
            let cells = max(0, min(defaultGaugeWidth, room))
            let filled = Int((gauge.fraction * Double(cells)).rounded())
            return String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
        }
    }
}
