/// An activity indicator advanced by ticks (from a timer on the main
/// scheduler, or a test), never by wall-clock reads in render.
package struct Spinner: Sendable, Hashable {
    package static let braille = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// For monochrome and fonts without braille.
    package static let ascii = ["|", "/", "-", "\\"]

    package var frames: [String]
    package private(set) var tick: Int

    package init(frames: [String] = Spinner.braille, tick: Int = 0) {
        precondition(!frames.isEmpty, "a spinner needs at least one frame")
        self.frames = frames
        self.tick = tick
    }

    package var frame: String { frames[tick % frames.count] }

    package mutating func advance(by ticks: Int = 1) {
        tick = (tick + ticks) % frames.count
    }

    /// Draws the frame then `label` ("⠹ Loading products…") on one row.
    package static func render(_ spinner: Spinner, label: String = "", into buffer: inout CellBuffer, area: Rect,
                              theme: Theme) {
        let line = area.top(1)
        guard !line.isEmpty else { return }
        let next = buffer.write(spinner.frame, row: line.row, col: line.col, style: theme.spinner, in: line)
        if !label.isEmpty {
            buffer.write(" " + label.truncated(toWidth: max(0, line.maxCol - next - 1)), row: line.row, col: next,
                         style: theme.text, in: line)
        }
    }
}
