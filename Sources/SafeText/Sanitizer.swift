/// Makes server text safe to draw: every string from the network passes here
/// before it reaches a cell.
///
/// A title like "\u{1B}]0;pwned\u{07}" would retitle the window, "\u{1B}[2J"
/// would clear the screen, and "\u{202E}" would draw the rest backwards. The
/// sanitizer removes whole escape sequences (7-bit and 8-bit CSI, OSC, DCS,
/// SOS, PM, APC, and ESC + one character), all other C0 and C1 controls and
/// DEL, bidi controls, and invisible format characters that hide or reorder
/// text. It keeps ordinary text, CJK, emoji and the ZWJ inside emoji
/// sequences. Tabs become a space; line breaks (LF, CR, CRLF, NEL, U+2028,
/// U+2029, VT, FF) become a space in single-line mode and "\n" in multi-line.
///
/// Guarantee: the result contains no scalar below U+0020 other than "\n" in
/// multi-line mode, no ESC, no DEL, no C1 control and no bidi control.
package enum Sanitizer {
    package enum Mode: Sendable, Hashable {
        /// Labels, list cells, titles: line breaks become spaces.
        case singleLine
        /// Bodies that are word-wrapped: line breaks become "\n".
        case multiLine
    }

    package static func sanitize(_ text: String, mode: Mode = .singleLine) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var scanner = SanitizingScanner(scalars: Array(text.unicodeScalars), mode: mode)
        return scanner.run()
    }

    package static func singleLine(_ text: String) -> String { sanitize(text, mode: .singleLine) }
    package static func multiLine(_ text: String) -> String { sanitize(text, mode: .multiLine) }

    /// Bidi embedding, override and isolate controls, LRM/RLM and the Arabic letter mark.
    static func isBidiControl(_ value: UInt32) -> Bool {
        switch value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }
}

private struct SanitizingScanner {
    let scalars: [Unicode.Scalar]
    let mode: Sanitizer.Mode
    var output = String.UnicodeScalarView()
    var index = 0
    /// Inside an emoji tag sequence (🏴 + tag letters + cancel tag), where tags are kept.
    var inTagSequence = false

    init(scalars: [Unicode.Scalar], mode: Sanitizer.Mode) {
        self.scalars = scalars
        self.mode = mode
    }

    mutating func run() -> String {
        while index < scalars.count {
            let scalar = scalars[index]
            let value = scalar.value
            index += 1
            switch value {
            case 0x1B: skipEscape()
            case 0x9B: skipControlSequence()
            case 0x9D: skipControlString(bellEnds: true)
            case 0x90, 0x98, 0x9E, 0x9F: skipControlString(bellEnds: false)
            case 0x0D:
                if index < scalars.count && scalars[index].value == 0x0A { index += 1 }
                appendLineBreak()
            case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: appendLineBreak()
            case 0x09: append(" ")
            case 0x00..<0x20, 0x7F...0x9F: break
            case 0x200D: if joinsNeighbours() { append(scalar) }
            case 0x200C: append(scalar)  // ZWNJ shapes Persian and Indic text; it cannot hide or reorder
            case 0xE0020...0xE007F:
                if inTagSequence { output.append(scalar) }
                if value == 0xE007F { inTagSequence = false }
            default:
                if Sanitizer.isBidiControl(value) || scalar.properties.generalCategory == .format { break }
                append(scalar)
                inTagSequence = value == 0x1F3F4
            }
        }
        return String(output)
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        output.append(scalar)
        inTagSequence = false
    }

    private mutating func appendLineBreak() {
        append(mode == .multiLine ? "\n" : " ")
    }

    /// A ZWJ is kept only between two visible scalars, where it joins them
    /// into one grapheme (emoji sequences, Indic conjuncts).
    private func joinsNeighbours() -> Bool {
        guard let previous = output.last, index < scalars.count else { return false }
        return isVisible(previous) && isVisible(scalars[index])
    }

    private func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value <= 0x20 || (0x7F...0xA0).contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .format, .control, .spaceSeparator, .lineSeparator, .paragraphSeparator: return false
        default: return true
        }
    }

    /// After ESC: the sequence it introduces, or nothing if it introduces none.
    private mutating func skipEscape() {
        guard index < scalars.count else { return }
        let next = scalars[index].value
        switch next {
        case 0x5B:  // ESC [  CSI
            index += 1
            skipControlSequence()
        case 0x5D:  // ESC ]  OSC
            index += 1
            skipControlString(bellEnds: true)
        case 0x50, 0x58, 0x5E, 0x5F:  // ESC P, X, ^, _  DCS, SOS, PM, APC
            index += 1
            skipControlString(bellEnds: false)
        case 0x20...0x2F:  // ESC ( B and friends: intermediates, then one final byte
            while index < scalars.count && (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            if index < scalars.count && (0x30...0x7E).contains(scalars[index].value) { index += 1 }
        case 0x30...0x7E:  // ESC 7, ESC c, ESC M ...
            index += 1
        default:
            break  // a lone ESC: drop it and treat what follows as text
        }
    }

    /// CSI parameters and intermediates up to the final byte. A scalar that
    /// cannot be part of a CSI ends it and is then handled as text.
    private mutating func skipControlSequence() {
        while index < scalars.count {
            let value = scalars[index].value
            if (0x20...0x3F).contains(value) {
                index += 1
            } else {
                if (0x40...0x7E).contains(value) { index += 1 }
                return
            }
        }
    }

    /// An OSC/DCS-style string up to ST (ESC \ or U+009C), BEL for OSC, or
    /// CAN/SUB, which abort it. An unterminated string runs to the end, as a
    /// terminal would swallow it.
    private mutating func skipControlString(bellEnds: Bool) {
        while index < scalars.count {
            let value = scalars[index].value
            switch value {
            case 0x07 where bellEnds, 0x9C, 0x18, 0x1A:
                index += 1
                return
            case 0x1B:
                if index + 1 < scalars.count && scalars[index + 1].value == 0x5C {
                    index += 2
                }
                return  // any other ESC starts a new sequence, handled by the main loop
            default:
                index += 1
            }
        }
    }
}
