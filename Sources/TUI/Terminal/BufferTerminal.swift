import ViewModels

/// An in-memory terminal for tests (ratatui's TestBackend): draws land in a
/// `CellBuffer`, keys come from a queue, and it counts what the renderer
/// sends so tests can prove the diff draws only what changed.
@MainActor
package final class BufferTerminal: Terminal {
    package private(set) var size: Size
    /// What the screen shows.
    package private(set) var screen: CellBuffer
    package private(set) var cursor: Position?
    /// Cells drawn between the last two flushes.
    package private(set) var cellsWrittenInLastFlush = 0
    package private(set) var flushCount = 0
    package private(set) var clearCount = 0
    package private(set) var bellCount = 0
    package private(set) var isSuspended = false
    /// The pictures of the last `showPictures`, and whether that flush drew cells inside them.
    package private(set) var pictures: [PicturePlacement] = []
    package private(set) var picturesTouched = false
    /// What `setClipboard` was given, oldest first, and what it answers.
    package private(set) var clipboard: [String] = []
    package var clipboardOutcome = ClipboardOutcome.copied
    private var cellsSinceFlush = 0
    private var pendingKeys: [Key] = []

    package init(size: Size) {
        self.size = size
        self.screen = CellBuffer(size: size)
    }

    /// The screen as text, one string per row.
    package var lines: [String] { screen.lines }

    /// Simulates the user resizing the window: the screen is blank and a
    /// `.resize` key is queued, as curses does.
    package func resize(to newSize: Size) {
        size = newSize
        screen = CellBuffer(size: newSize)
        pendingKeys.append(.resize)
    }

    /// Queues keys for the next `readKeys`.
    package func type(_ keys: Key...) {
        pendingKeys.append(contentsOf: keys)
    }

    /// Queues each character of `text` as a key.
    package func type(text: String) {
        pendingKeys.append(contentsOf: text.map { Key.character($0) })
    }

    package func draw(_ cell: Cell, row: Int, col: Int) {
        screen.put(cell, row: row, col: col)
        cellsSinceFlush += 1
    }

    package func clear() {
        screen = CellBuffer(size: size)
        clearCount += 1
    }

    package func flush() {
        cellsWrittenInLastFlush = cellsSinceFlush
        cellsSinceFlush = 0
        flushCount += 1
    }

    package func showPictures(_ pictures: [PicturePlacement], cellsTouched: Bool) {
        self.pictures = pictures
        picturesTouched = cellsTouched
    }

    package func setCursor(_ position: Position?) {
        cursor = position
    }

    package func readKeys() -> [Key] {
        defer { pendingKeys.removeAll() }
        return pendingKeys
    }

    package func bell() { bellCount += 1 }
    package func suspend() { isSuspended = true }
    package func resume() { isSuspended = false }

    package func setClipboard(_ text: String) -> ClipboardOutcome {
        clipboard.append(text)
        return clipboardOutcome
    }
}
