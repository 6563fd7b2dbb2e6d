import Foundation
import Pictures

/// What Courier asks a terminal as it starts, and what the answers say: the
/// background's colour (OSC 11), whether 24-bit colour is kept (an SGR in
/// direct colour is set, then read back with DECRQSS: a terminal that keeps
/// it answers it as it was set), and, last, the primary device attributes,
/// which every terminal answers, so a terminal that ignores the first two
/// is known to have done so at once rather than after a timeout.
///
/// The answers arrive on the terminal's input like keys; `KeyDecoder` reads
/// them as `TerminalReply` values, so none is ever typed. Keys typed while
/// waiting are kept for the app.
package struct TerminalProbe: Sendable, Equatable {
    /// How long to wait for a terminal that answers nothing at all.
    package static let defaultTimeout: TimeInterval = 0.5

    /// The bytes that ask: direct colour set, DECRQSS of SGR, SGR reset, OSC 11, DA1.
    package static let query: [UInt8] = Array(
        "\u{1B}[48:2::1:2:3m\u{1B}P$qm\u{1B}\\\u{1B}[0m\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)

    /// The background's colour, when the terminal said.
    package var background: RGB?
    /// Whether the terminal kept a 24-bit colour as it was set.
    package var keepsDirectColor = false
    /// Whether the device attributes came: nothing more will.
    package var isAnswered = false

    package init() {}

    /// Whether a terminal of type `term` should be asked at all: the Linux
    /// console prints an OSC it does not know, and answers neither question.
    package static func isWorthAsking(term: String?) -> Bool {
        guard let term, !term.isEmpty, term != "dumb" else { return false }
        return !term.hasPrefix("linux")
    }

    /// Takes in one reply.
    package mutating func read(_ reply: TerminalReply) {
        switch reply {
        case .osc(let text):
            if let colour = Self.colour(ofBackgroundReport: text) { background = colour }
        case .dcs(let text):
            // "1$r" and the SGR as the terminal holds it: "0;48:2::1:2:3m" (xterm), or with semicolons.
            if text.hasPrefix("1$r"), text.contains("48:2::1:2:3") || text.contains("48:2:1:2:3") || text.contains("48;2;1;2;3") {
                keepsDirectColor = true
            }
        case .deviceAttributes:
            isAnswered = true
        }
    }

    /// The colour in "11;rgb:RRRR/GGGG/BBBB" (one to four hex digits a channel), or nil.
    package static func colour(ofBackgroundReport text: String) -> RGB? {
        guard text.hasPrefix("11;rgb:") else { return nil }
        let channels = text.dropFirst(7).split(separator: "/")
        guard channels.count == 3 else { return nil }
        var values: [UInt8] = []
        for channel in channels {
            guard (1...4).contains(channel.count), let value = UInt32(channel, radix: 16) else { return nil }
            let maximum = (UInt32(1) << (4 * UInt32(channel.count))) - 1
            values.append(UInt8((value * 255 + maximum / 2) / maximum))
        }
        return RGB(values[0], values[1], values[2])
    }

    /// Light when black text would read better on it than white text.
    package static func background(of colour: RGB) -> ThemeBackground {
        ThemeContrast.ratio(colour, RGB(0, 0, 0)) > ThemeContrast.ratio(colour, RGB(255, 255, 255)) ? .light : .dark
    }

    /// `COLORFGBG` ("15;0", "0;default;15"): its last field is the
    /// background's colour number; 7 and 9–15 are light, the rest dark.
    package static func background(colorFGBG: String?) -> ThemeBackground? {
        guard let last = colorFGBG?.split(separator: ";").last, let number = Int(last) else { return nil }
        return number == 7 || (9...15).contains(number) ? .light : .dark
    }
}
