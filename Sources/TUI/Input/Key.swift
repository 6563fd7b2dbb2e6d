/// A key press, decoded from curses input. Ctrl-letters arrive as `.ctrl`
/// except the three that terminals send as named keys: Ctrl-I is Tab, Ctrl-M
/// is Enter, Ctrl-H is Backspace.
package enum Key: Sendable, Hashable {
    case character(Character)
    /// Ctrl + a lowercase letter ("c" for Ctrl-C, which arrives as a key
    /// because the terminal runs in raw mode).
    case ctrl(Character)
    /// Alt/Meta + a character: ESC immediately followed by it.
    case alt(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case backspace, delete, insert
    case enter, tab, backTab, escape
    case function(Int)
    /// A click or a wheel turn, where it happened.
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize
    /// Text pasted while the terminal brackets pastes: text for a field, never keys.
    case paste(String)

    /// How key tables show this key: "↑", "PgDn", "^C", "Space", "q".
    package var displayName: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .ctrl(let letter): return "^" + String(letter).uppercased()
        case .alt(let character): return "M-" + String(character)
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .backspace: return "Bksp"
        case .delete: return "Del"
        case .insert: return "Ins"
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backTab: return "S-Tab"
        case .escape: return "Esc"
        case .function(let number): return "F\(number)"
        case .mouse: return "Mouse"
        case .resize: return "Resize"
        case .paste: return "Paste"
        }
    }
}

/// What the mouse did, at a 0-based cell of the screen. Only what Courier
/// uses: left clicks and the wheel (drags, releases and other buttons are
/// not decoded).
package struct MouseEvent: Sendable, Hashable {
    package enum Kind: Sendable, Hashable { case click, wheelUp, wheelDown }
    package var kind: Kind
    package var row: Int
    package var col: Int

    package init(_ kind: Kind, row: Int, col: Int) {
        self.kind = kind
        self.row = row
        self.col = col
    }
}

/// What a terminal answered to a query, read from its input by `KeyDecoder`
/// and never taken for keys: the text between an OSC's or a DCS's
/// introducer and its terminator ("11;rgb:ffff/ffff/ffff", "1$r0;48:2::1:2:3m"),
/// or the numbers of the primary device attributes (`ESC [ ? 64;1;2;… c`).
package enum TerminalReply: Sendable, Hashable {
    case osc(String)
    case dcs(String)
    case deviceAttributes([Int])
}
