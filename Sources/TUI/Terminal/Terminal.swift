import ViewModels

/// Where frames are shown and keys come from. Two backends: `NcursesTerminal`
/// for people, `BufferTerminal` for tests. Everything that touches a terminal
/// runs on the main actor: one thread draws.
@MainActor
package protocol Terminal: AnyObject {
    /// Current size; a frame should be built at this size.
    var size: Size { get }
    /// Draws one cell (a wide cell covers the next column too). Shown at `flush`.
    func draw(_ cell: Cell, row: Int, col: Int)
    /// Forgets what is on screen so the next flush repaints every cell
    /// (resize, Ctrl-L, garbage from another program).
    func clear()
    /// Shows everything drawn since the last flush.
    func flush()
    /// Draws a frame's pictures past the cells, after `flush`, where the
    /// terminal does more than half blocks in the palette (`GraphicsLayer`).
    /// `cellsTouched`: the flush drew cells inside one of them, or repainted
    /// the whole screen, so anything drawn past curses there is gone.
    func showPictures(_ pictures: [PicturePlacement], cellsTouched: Bool)
    /// Shows the cursor at `position`, or hides it when nil.
    func setCursor(_ position: Position?)
    /// Every key available now, without waiting; empty if none.
    func readKeys() -> [Key]
    func bell()
    /// Gives the terminal back to the shell (Ctrl-Z, running an editor).
    func suspend()
    /// Takes the terminal again after `suspend`; the caller redraws.
    func resume()
    /// Puts `text` on the terminal's clipboard (`Clipboard`: OSC 52), or says why it cannot.
    func setClipboard(_ text: String) -> ClipboardOutcome
}

extension Terminal {
    package func showPictures(_ pictures: [PicturePlacement], cellsTouched: Bool) {}
    package func bell() {}
    package func suspend() {}
    package func resume() {}
    package func setClipboard(_ text: String) -> ClipboardOutcome { .refused("This terminal has no clipboard.") }
}
