import Foundation
import ViewModels

/// The terminal's clipboard, written with OSC 52 (`ESC ] 52 ; c ; base64
/// BEL`): the terminal, not this machine, holds it, so it works over ssh
/// and, where tmux lets programs set its clipboard, through tmux. The one
/// place Courier writes an OSC 52; the sanitiser keeps server text from
/// ever writing one.
package enum Clipboard {
    /// Base64 bytes at most: more than a record's JSON, less than terminals refuse.
    package static let defaultLimit = 1_000_000

    /// Whether this terminal takes the sequence, as far as can be told.
    package enum Support: Sendable, Equatable {
        case osc52
        /// It will not: why, and what to do about it.
        case refused(UIText)
    }

    /// The bytes that put `text` on the clipboard.
    package static func sequence(for text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Array(Data(text.utf8).base64EncodedString().utf8) + [0x07]
    }

    /// What the environment says of the terminal. Inside tmux its
    /// `set-clipboard` option decides (`tmuxClipboardOption` asks tmux): only
    /// `on` lets a program set the clipboard; `external`, tmux's default, drops it.
    package static func support(environment: [String: String],
                                tmuxClipboardOption: () -> String? = Clipboard.tmuxClipboardOption) -> Support {
        let term = environment["TERM"] ?? ""
        if term == "linux" || term == "dumb" || term.hasPrefix("vt") || term.isEmpty {
            return .refused("TERM=\(UIText.verbatim(term.isEmpty ? "(unset)" : term)) has no clipboard to write to.")
        }
        if environment["TMUX"].map({ !$0.isEmpty }) == true {
            switch tmuxClipboardOption() {
            case "on"?, nil: return .osc52
            case let option?:
                return .refused("tmux drops it (set-clipboard is \(UIText.verbatim(option))): run tmux set -g set-clipboard on.")
            }
        }
        if environment["STY"].map({ !$0.isEmpty }) == true || term.hasPrefix("screen") {
            return .refused("GNU screen does not pass it on: use tmux, or a terminal outside screen.")
        }
        return .osc52
    }

    /// tmux's `set-clipboard` option, from the tmux this program runs in; nil when tmux does not answer.
    package static func tmuxClipboardOption() -> String? {
        ChildProcess.output(of: ["tmux", "show-options", "-gv", "set-clipboard"])?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
