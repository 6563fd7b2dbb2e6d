import SafeText
import ViewModels

extension TextFieldAction {
    /// The edit a key means in a text field, or nil for keys the screen
    /// handles (Enter, Tab, Esc…).
    package init?(key: Key) {
        switch key {
        case .character(let character): self = .insert(String(character))
        // A field is one line: a paste's line breaks become spaces and its controls go.
        case .paste(let text):
            let line = Sanitizer.singleLine(text)
            guard !line.isEmpty else { return nil }
            self = .insert(line)
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

extension TextFieldState {
    /// Applies the edit `key` means; false if the key is not an edit.
    @discardableResult
    package mutating func handle(_ key: Key) -> Bool {
        guard let action = TextFieldAction(key: key) else { return false }
        apply(action)
        return true
    }
}

/// Draws a text field on one row, scrolled horizontally (by display width)
/// so the cursor is always visible, and places the terminal cursor there
/// when focused.
package enum TextField {
    package static var maskCharacter: Character { TextFieldState.maskCharacter }

    package static func render(_ state: TextFieldState, placeholder: String = "", isFocused: Bool,
                              into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        let line = area.top(1).intersection(buffer.bounds)
        guard !line.isEmpty else { return }
        let style = isFocused ? theme.inputFocused : theme.input
        buffer.fill(line, style: style)
        let characters = state.displayedCharacters
        if characters.isEmpty && !placeholder.isEmpty {
            buffer.write(placeholder.truncated(toWidth: line.width), row: line.row, col: line.col,
                         style: isFocused ? theme.placeholderFocused : theme.placeholder, in: line)
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
