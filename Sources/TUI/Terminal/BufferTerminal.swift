/// An in-memory terminal for tests (ratatui's TestBackend): draws land in a
/// `CellBuffer`, keys come from a queue, and it counts what the renderer
/// sends so tests can prove the diff draws only what changed.
@MainActor
public final class BufferTerminal: Terminal {
    public private(set) var size: Size
    /// What the screen shows.
    public private(set) var screen: CellBuffer
    public private(set) var cursor: Position?
    /// Cells drawn between the last two flushes.
    public private(set) var cellsWrittenInLastFlush = 0
    public private(set) var flushCount = 0
    public private(set) var clearCount = 0
    public private(set) var bellCount = 0
    public private(set) var isSuspended = false
    private var cellsSinceFlush = 0
    private var pendingKeys: [Key] = []

    public init(size: Size) {
        self.size = size
        self.screen = CellBuffer(size: size)
    }

    /// The screen as text, one string per row.
    public var lines: [String] { screen.lines }

    /// Simulates the user resizing the window: the screen is blank and a
    /// `.resize` key is queued, as curses does.
    public func resize(to newSize: Size) {
        size = newSize
        screen = CellBuffer(size: newSize)
        pendingKeys.append(.resize)
    }

    /// Queues keys for the next `readKeys`.
    public func type(_ keys: Key...) {
        pendingKeys.append(contentsOf: keys)
    }

    /// Queues each character of `text` as a key.
    public func type(text: String) {
        pendingKeys.append(contentsOf: text.map { Key.character($0) })
    }

    public func draw(_ cell: Cell, row: Int, col: Int) {
        screen.put(cell, row: row, col: col)
        cellsSinceFlush += 1
    }

    public func clear() {
        screen = CellBuffer(size: size)
        clearCount += 1
    }

    public func flush() {
        cellsWrittenInLastFlush = cellsSinceFlush
        cellsSinceFlush = 0
        flushCount += 1
    }

    public func setCursor(_ position: Position?) {
        cursor = position
    }

    public func readKeys() -> [Key] {
        defer { pendingKeys.removeAll() }
        return pendingKeys
    }

    public func bell() { bellCount += 1 }
    public func suspend() { isSuspended = true }
    public func resume() { isSuspended = false }
}
