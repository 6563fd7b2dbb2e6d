/// An activity indicator advanced by ticks (from a timer on the main
/// scheduler, or a test), never by wall-clock reads in render.
public struct Spinner: Sendable, Hashable {
    public static let braille = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// For monochrome and fonts without braille.
    public static let ascii = ["|", "/", "-", "\\"]

    public var frames: [String]
    public private(set) var tick: Int

    public init(frames: [String] = Spinner.braille, tick: Int = 0) {
        precondition(!frames.isEmpty, "a spinner needs at least one frame")
        self.frames = frames
        self.tick = tick
    }

    public var frame: String { frames[tick % frames.count] }

    public mutating func advance(by ticks: Int = 1) {
        tick = (tick + ticks) % frames.count
    }

    /// Draws the frame then `label` ("⠹ Loading products…") on one row.
    public static func render(_ spinner: Spinner, label: String = "", into buffer: inout CellBuffer, area: Rect,
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
