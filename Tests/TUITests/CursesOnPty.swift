import Foundation
@testable import TUI

/// Real curses on a pseudo-terminal, as an xterm-256color showing pictures
/// as `graphics` says, for the length of `body`; then the terminal is shut
/// down and the locale put back. The pty's output so far is read away first,
/// so `body` sees only what it causes.
@MainActor
func withCursesOnPty(rows: Int, cols: Int, graphics: GraphicsChoice,
                     _ body: (NcursesTerminal, PseudoTerminal) throws -> Void) throws {
    let pty = try PseudoTerminal(rows: rows, cols: cols)
    let terminal = try NcursesTerminal(environment: ["TERM": "xterm-256color"], graphics: graphics,
                                       termType: "xterm-256color", inputDescriptor: pty.device,
                                       outputDescriptor: pty.device)
    defer {
        terminal.shutdown()
        setlocale(LC_ALL, "C")
    }
    _ = pty.readOutput()
    try body(terminal, pty)
}
