import Pictures

/// How pictures reach the terminal: always as half-block cells through
/// curses, and with `truecolor` or `kitty` also written past curses after
/// each frame (`GraphicsLayer`), over those cells.
package enum PictureGraphics: Sendable, Hashable {
    /// The half blocks in the theme's `pictureColors`, nothing more.
    case cells
    /// The half blocks repainted in 24-bit colour (SGR 38;2 and 48;2).
    case truecolor
    /// The decoded pixels sent with the kitty graphics protocol, the cells under them blank.
    case kitty
    /// The half blocks drawn over as DEC sixel graphics in the 256-colour palette (`--graphics sixel` only).
    case sixel
}

/// A picture in a frame, for a `GraphicsLayer` to draw past the cells: the
/// part of it on screen, its pixels for those rows, and the whole decoded
/// picture for a protocol that sends pixels.
package struct PicturePlacement: Sendable, Equatable {
    /// The picture as decoded: what kitty is sent (it scales it to `area` itself).
    package var image: RGBAImage
    /// The whole picture in cells, as the detail laid it out; `area` is the part in view.
    package var columns: Int
    package var rows: Int
    /// Where its visible rows are on screen.
    package var area: Rect
    /// The picture's row of cells shown on `area.row` (more than 0 when scrolled up past its top).
    package var firstRow: Int
    /// For each row of `area`: `columns` top pixels, then `columns` bottom ones (see `HalfBlockPicture.rows`).
    package var pixels: [[RGB]]

    package init(image: RGBAImage, columns: Int, rows: Int, area: Rect, firstRow: Int, pixels: [[RGB]]) {
        self.image = image
        self.columns = columns
        self.rows = rows
        self.area = area
        self.firstRow = firstRow
        self.pixels = pixels
    }

    /// Whether the whole picture is in view: no row above or below the screen's part.
    package var isWhole: Bool { firstRow == 0 && area.height == rows }
}
