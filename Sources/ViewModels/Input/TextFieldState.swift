import SafeText

/// An edit to a text field, from a key or a test.
package enum TextFieldAction: Sendable, Hashable {
    case insert(String)
    case backspace
    case deleteForward
    case moveLeft, moveRight, moveToStart, moveToEnd
    /// Ctrl-U
    case deleteToStart
    /// Ctrl-K
    case deleteToEnd
    /// Ctrl-W: the word before the cursor and the spaces after it.
    case deleteWordBackward
}

/// A single-line text field's value and cursor. The cursor counts graphemes,
/// so "é" written as e + U+0301 or a family emoji is one step.
package struct TextFieldState: Sendable, Hashable {
    package static let maskCharacter: Character = "•"

    package private(set) var value: String
    /// 0...value.count, in graphemes.
    package private(set) var cursor: Int
    /// Passwords: every grapheme is drawn as "•".
    package var isMasked: Bool

    package init(value: String = "", isMasked: Bool = false) {
        self.value = Sanitizer.singleLine(value)
        self.cursor = self.value.count
        self.isMasked = isMasked
    }

    package mutating func apply(_ action: TextFieldAction) {
        defer { settleJoiners() }
        switch action {
        case .insert(let text):
            // A combining mark typed after "e" joins it: count the cursor
            // on the joined text, not by adding the inserted count.
            let at = index(cursor)
            let prefix = String(value[..<at]) + Sanitizer.singleLine(text)
            value = prefix + value[at...]
            cursor = min(value.count, prefix.count)
        case .backspace:
            guard cursor > 0 else { return }
            value.remove(at: index(cursor - 1))
            cursor -= 1
        case .deleteForward:
            guard cursor < value.count else { return }
            value.remove(at: index(cursor))
        case .moveLeft: cursor = max(0, cursor - 1)
        case .moveRight: cursor = min(value.count, cursor + 1)
        case .moveToStart: cursor = 0
        case .moveToEnd: cursor = value.count
        case .deleteToStart:
            value.removeSubrange(value.startIndex..<index(cursor))
            cursor = 0
        case .deleteToEnd:
            value.removeSubrange(index(cursor)...)
        case .deleteWordBackward:
            let characters = Array(value[..<index(cursor)])
            var start = characters.count
            while start > 0 && characters[start - 1] == " " { start -= 1 }
            while start > 0 && characters[start - 1] != " " { start -= 1 }
            value.removeSubrange(index(start)..<index(cursor))
            cursor = start
        }
    }

    /// What is drawn: the value, or one mask character per grapheme.
    package var displayedCharacters: [Character] {
        isMasked ? Array(repeating: TextFieldState.maskCharacter, count: value.count) : Array(value)
    }

    /// The sanitiser keeps a ZWJ only with visible text on both sides, but a
    /// ZWJ belongs to the grapheme before it, so deleting the grapheme after
    /// it leaves it dangling, where a terminal may join it to whatever is
    /// drawn next (found by fuzzing). Dropping it changes no grapheme count,
    /// so the cursor stays where it was.
    private mutating func settleJoiners() {
        guard value.unicodeScalars.contains("\u{200D}") else { return }
        value = Sanitizer.singleLine(value)
        cursor = min(cursor, value.count)
    }

    private func index(_ offset: Int) -> String.Index {
        value.index(value.startIndex, offsetBy: offset)
    }
}

