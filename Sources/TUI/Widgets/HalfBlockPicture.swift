import Pictures

/// A picture as Unicode half blocks: each cell shows two pixels stacked,
/// "▀" in the top pixel's colour over a background of the bottom one's.
/// A terminal cell is about twice as tall as wide, so the pixels come out square.
package enum HalfBlockPicture {
    package static let upperHalf: Character = "▀"
    static let upperHalfCode: UInt32 = 0x2580
    /// "▄": the same two colours the other way up (see `PictureColors.sharesPairsAcrossHalves`).
    static let lowerHalfCode: UInt32 = 0x2584

    /// Whether a cell holds a picture's half block, either way up.
    static func isHalfBlock(_ cell: Cell) -> Bool { cell.code == upperHalfCode || cell.code == lowerHalfCode }

    /// Cells (columns × rows) the picture takes when fitted into `columns` × `rows`, keeping its aspect ratio.
    package static func size(of image: RGBAImage, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        let fitted = ImageScaling.fittedSize(width: image.width, height: image.height, into: columns, rows * 2)
        return (fitted.width, (fitted.height + 1) / 2)
    }

    /// The picture's pixels for each row of cells: `columns` top pixels then `columns` bottom ones.
    /// An odd last pixel row leaves its bottom half black.
    package static func rows(of image: RGBAImage, columns: Int, rows: Int) -> [[RGB]] {
        let fitted = ImageScaling.fittedSize(width: image.width, height: image.height, into: columns, rows * 2)
        guard fitted.width > 0, fitted.height > 0 else { return [] }
        let pixels = ImageScaling.resample(image, width: fitted.width, height: fitted.height)
        let black = [RGB](repeating: RGB(0, 0, 0), count: fitted.width)
        return stride(from: 0, to: fitted.height, by: 2).map { top in
            let upper = pixels[top * fitted.width..<(top + 1) * fitted.width]
            let lower = top + 1 < fitted.height ? Array(pixels[(top + 1) * fitted.width..<(top + 2) * fitted.width]) : black
            return Array(upper) + lower
        }
    }

    /// Draws one row of cells from `rows(of:)` at `row`, `col`, clipped to
    /// `clip`; `pictureRow` is which of the picture's rows of cells it is,
    /// where the dither of eight or sixteen colours reads its pixels' place.
    package static func draw(_ pixels: [RGB], row: Int, col: Int, into buffer: inout CellBuffer, clip: Rect, colors: PictureColors,
                             pictureRow: Int = 0) {
        guard row >= clip.row, row < clip.maxRow else { return }
        let width = pixels.count / 2
        let flips = colors.sharesPairsAcrossHalves
        for offset in 0..<width where col + offset >= clip.col && col + offset < clip.maxCol {
            let top = colors.color(for: pixels[offset], x: offset, y: 2 * pictureRow)
            let bottom = colors.color(for: pixels[width + offset], x: offset, y: 2 * pictureRow + 1)
            // Built from its code: a half block is one column wherever it is drawn, so no measuring per cell.
            let cell = flips && top.rawValue > bottom.rawValue
                ? Cell(code: lowerHalfCode, width: 1, style: Style(foreground: bottom, background: top))
                : Cell(code: upperHalfCode, width: 1, style: Style(foreground: top, background: bottom))
            buffer.put(cell, row: row, col: col + offset)
        }
    }
}
