import Foundation
@testable import TUI

/// Real curses on a pseudo-terminal, as `term` (xterm-256color unless said) showing pictures
/// as `graphics` says, for the length of `body`; then the terminal is shut
/// down and the locale put back. The pty's output so far is read away first,
/// so `body` sees only what it causes.
@MainActor
func withCursesOnPty(rows: Int, cols: Int, graphics: GraphicsChoice, term: String = "xterm-256color",
                     _ body: (NcursesTerminal, PseudoTerminal) throws -> Void) throws {
    let pty = try PseudoTerminal(rows: rows, cols: cols)
    let terminal = try NcursesTerminal(environment: ["TERM": term], graphics: graphics,
                                       termType: term, inputDescriptor: pty.device,
                                       outputDescriptor: pty.device)
    defer {
        terminal.shutdown()
        setlocale(LC_ALL, "C")
    }
    _ = pty.readOutput()
    try body(terminal, pty)
}
