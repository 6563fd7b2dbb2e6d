/// The last step of a frame with pictures placed past the cells.
extension CellBuffer {
    /// Keeps a placement only while every one of its cells is still its half
    /// block: an overlay drawn over part of a picture (help, an error, the
    /// edit form) leaves the whole picture to its cells until it closes, so
    /// nothing is ever drawn past curses over the overlay. Under a kitty
    /// image the cells are then blanked: the image covers them.
    package mutating func settlePictures(_ graphics: PictureGraphics, blank: Style) {
        guard !pictures.isEmpty else { return }
        guard graphics != .cells else { return pictures.removeAll() }
        let whole = pictures.filter(isWholeOnScreen)
        pictures = whole
        if graphics == .kitty {
            for placement in whole { fill(placement.area, style: blank) }
        }
    }

    private func isWholeOnScreen(_ placement: PicturePlacement) -> Bool {
        let area = placement.area.intersection(bounds)
        guard area == placement.area, !area.isEmpty, area.width == placement.columns else { return false }
        for row in area.row..<area.maxRow {
            for col in area.col..<area.maxCol where !HalfBlockPicture.isHalfBlock(self[row, col]) { return false }
        }
        return true
    }
}
