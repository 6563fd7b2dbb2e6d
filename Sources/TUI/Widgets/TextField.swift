/// An edit to a text field, from a key or a test.
public enum TextFieldAction: Sendable, Hashable {
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

    /// The edit a key means in a text field, or nil for keys the screen
    /// handles (Enter, Tab, Esc…).
    public init?(key: Key) {
        switch key {
        case .character(let character): self = .insert(String(character))
        case .backspace: self = .backspace
        case .delete, .ctrl("d"): self = .deleteForward
        case .left, .ctrl("b"): self = .moveLeft
        case .right, .ctrl("f"): self = .moveRight
        case .home, .ctrl("a"): self = .moveToStart
        case .end, .ctrl("e"): self = .moveToEnd
        case .ctrl("u"): self = .deleteToStart
        case .ctrl("k"): self = .deleteToEnd
        case .ctrl("w"): self = .deleteWordBackward
        default: return nil
        }
    }
}

/// A single-line text field's value and cursor. The cursor counts graphemes,
/// so "é" written as e + U+0301 or a family emoji is one step.
public struct TextFieldState: Sendable, Hashable {
    public private(set) var value: String
    /// 0...value.count, in graphemes.
    public private(set) var cursor: Int
    /// Passwords: every grapheme is drawn as "•".
    public var isMasked: Bool

    public init(value: String = "", isMasked: Bool = false) {
        self.value = Sanitizer.singleLine(value)
        self.cursor = self.value.count
        self.isMasked = isMasked
    }

    public mutating func apply(_ action: TextFieldAction) {
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

    /// Applies the edit `key` means; false if the key is not an edit.
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        guard let action = TextFieldAction(key: key) else { return false }
        apply(action)
        return true
    }

    /// What is drawn: the value, or one mask character per grapheme.
    public var displayedCharacters: [Character] {
        isMasked ? Array(repeating: TextField.maskCharacter, count: value.count) : Array(value)
    }

    private func index(_ offset: Int) -> String.Index {
        value.index(value.startIndex, offsetBy: offset)
    }
}

/// Draws a text field on one row, scrolled horizontally (by display width)
/// so the cursor is always visible, and places the terminal cursor there
/// when focused.
public enum TextField {
    public static let maskCharacter: Character = "•"

    public static func render(_ state: TextFieldState, placeholder: String = "", isFocused: Bool,
                              into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        let line = area.top(1).intersection(buffer.bounds)
        guard !line.isEmpty else { return }
        let style = isFocused ? theme.inputFocused : theme.input
        buffer.fill(line, style: style)
        let characters = state.displayedCharacters
        if characters.isEmpty && !placeholder.isEmpty {
            buffer.write(placeholder.truncated(toWidth: line.width), row: line.row, col: line.col,
                         style: style.adding(.dim), in: line)
        }
        let first = firstVisible(characters, cursor: state.cursor, width: line.width)
        var col = line.col
        var cursorCol = line.col
        for index in first..<characters.count {
            if index == state.cursor { cursorCol = col }
            let width = DisplayWidth.of(characters[index])
            if col + width > line.maxCol { break }
            col = buffer.write(String(characters[index]), row: line.row, col: col, style: style, in: line)
        }
        if state.cursor >= characters.count { cursorCol = col }
        if isFocused { buffer.cursor = Position(row: line.row, col: min(cursorCol, line.maxCol - 1)) }
    }

    /// The first grapheme to draw: 0 while the cursor fits, else the one
    /// that puts the cursor (and the grapheme under it) at the right edge.
    static func firstVisible(_ characters: [Character], cursor: Int, width: Int) -> Int {
        let cursorWidth = cursor < characters.count ? max(1, DisplayWidth.of(characters[cursor])) : 1
        var used = cursorWidth
        var first = cursor
        while first > 0 {
            let previous = DisplayWidth.of(characters[first - 1])
            if used + previous > width { break }
            used += previous
            first -= 1
        }
        return first
    }
}
