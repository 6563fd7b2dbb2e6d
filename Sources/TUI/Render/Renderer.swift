/// Sends a frame to a terminal, drawing only the cells that differ from the
/// frame before. The first frame, a size change and `invalidate()` (Ctrl-L,
/// resume after Ctrl-Z) repaint everything.
///
/// Work is one comparison per cell of the screen, independent of how much
/// data the screens hold: widgets draw only visible rows.
package struct Renderer: Sendable {
    private var previous: CellBuffer?
    package private(set) var framesPresented = 0
    /// Cells sent by the last frame, and by all of them.
    package private(set) var lastCellsWritten = 0
    package private(set) var cellsWrittenTotal = 0

    package init() {}

    /// The next `present` repaints every cell.
    package mutating func invalidate() {
        previous = nil
    }

    /// Draws `frame` and flushes; returns how many cells were sent.
    @MainActor
    @discardableResult
    package mutating func present(_ frame: CellBuffer, on terminal: some Terminal) -> Int {
        var written = 0
        var picturesTouched = false
        if let previous, previous.size == frame.size {
            frame.cells.withUnsafeBufferPointer { current in
                previous.cells.withUnsafeBufferPointer { before in
                    for index in 0..<current.count where !current[index].isContinuation {
                        if current[index] != before[index] {
                            let row = index / frame.size.cols
                            let col = index % frame.size.cols
                            terminal.draw(current[index], row: row, col: col)
                            written += 1
                            if !picturesTouched && !frame.pictures.isEmpty {
                                picturesTouched = frame.pictures.contains { $0.area.contains(row: row, col: col) }
                            }
                        }
                    }
                }
            }
        } else {
            terminal.clear()
            for index in frame.cells.indices where !frame.cells[index].isContinuation {
                terminal.draw(frame.cells[index], row: index / frame.size.cols, col: index % frame.size.cols)
                written += 1
            }
            picturesTouched = true
        }
        terminal.setCursor(frame.cursor)
        terminal.flush()
        terminal.showPictures(frame.pictures, cellsTouched: picturesTouched)
        previous = frame
        framesPresented += 1
        lastCellsWritten = written
        cellsWrittenTotal += written
        return written
    }
}
