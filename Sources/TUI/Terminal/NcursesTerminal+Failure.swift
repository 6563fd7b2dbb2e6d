import ViewModels

extension NcursesTerminal {
    /// Why the full-screen app could not start on this terminal.
    package enum Failure: Error, CustomStringConvertible {
        /// Output is a pipe or a file: `courier | less` needs the subcommands instead.
        case notATerminal
        case cannotOpen(descriptor: Int32)
        case unsupportedTerminal(String)
        /// TERM=dumb and the like: no cursor addressing, so no full screen.
        case cannotMoveCursor(String)

        /// The user must run it elsewhere or set TERM: a usage error (exit 2), not a failure.
        package var isUsage: Bool {
            switch self {
            case .unsupportedTerminal, .cannotMoveCursor: return true
            case .notATerminal, .cannotOpen: return false
            }
        }

        package var description: String { message.description }

        /// The words, for a presenter to give in the person's language.
        package var message: UIText {
            switch self {
            case .notATerminal: return "standard input and output must be a terminal for the interactive app"
            case .cannotOpen(let descriptor): return "cannot open file descriptor \(descriptor) for the terminal"
            case .unsupportedTerminal(let term): return "cannot use terminal type “\(term)” (is TERM set correctly?)"
            case .cannotMoveCursor(let term):
                return "terminal type “\(term)” cannot move the cursor, which the full-screen app needs; run it in a terminal that can (for example TERM=xterm-256color), or use the subcommands (courier get, courier whoami, …), which print plain lines"
            }
        }
    }
}
