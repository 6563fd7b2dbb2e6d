/// Keys as a config file names them: `q`, `/`, `space`, `enter`, `esc`,
/// `tab`, `shift-tab`, `up`, `pgdn`, `home`, `f1`, `ctrl-d`, `alt-x`. A
/// single character is that character, case and all (`G` is not `g`);
/// every longer name is read without regard to case.
extension Key {
    /// The key a config file's `name` means; nil when it names none.
    package init?(name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if trimmed.count == 1, let character = trimmed.first {
            self = .character(character)
            return
        }
        let lower = trimmed.lowercased()
        if let named = Self.named[lower] {
            self = named
            return
        }
        for (prefixes, make) in Self.modified {
            guard let prefix = prefixes.first(where: { lower.hasPrefix($0) }) else { continue }
            let rest = trimmed.dropFirst(prefix.count)
            guard rest.count == 1, let character = rest.first else { return nil }
            guard let key = make(character) else { return nil }
            self = key
            return
        }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...24).contains(number) {
            self = .function(number)
            return
        }
        return nil
    }

    /// The name a config file would write for this key: what `courier config show` prints.
    package var name: String {
        switch self {
        case .character(" "): return "space"
        case .character(let character): return String(character)
        case .ctrl(let character): return "ctrl-" + String(character)
        case .alt(let character): return "alt-" + String(character)
        case .function(let number): return "f\(number)"
        default: return Self.named.first { $0.value == self && Self.preferredNames.contains($0.key) }?.key ?? displayName
        }
    }

    private static let preferredNames: Set<String> = [
        "up", "down", "left", "right", "pgup", "pgdn", "home", "end", "backspace", "delete", "insert", "enter", "tab",
        "shift-tab", "esc",
    ]

    private static let named: [String: Key] = [
        "space": .character(" "),
        "up": .up, "down": .down, "left": .left, "right": .right,
        "pgup": .pageUp, "pageup": .pageUp, "page-up": .pageUp,
        "pgdn": .pageDown, "pagedown": .pageDown, "page-down": .pageDown,
        "home": .home, "end": .end,
        "backspace": .backspace, "bksp": .backspace,
        "delete": .delete, "del": .delete, "insert": .insert, "ins": .insert,
        "enter": .enter, "return": .enter,
        "tab": .tab, "shift-tab": .backTab, "backtab": .backTab, "s-tab": .backTab,
        "esc": .escape, "escape": .escape,
    ]

    /// `ctrl-d` (also `c-d`, `^d`) and `alt-x` (also `m-x`, `meta-x`). A
    /// control letter arrives lowercase; Ctrl-I, Ctrl-M and Ctrl-H arrive as
    /// Tab, Enter and Backspace, so they are named by those names instead.
    private static let modified: [([String], @Sendable (Character) -> Key?)] = [
        (["ctrl-", "control-", "c-", "^"], { character in
            let lower = Character(character.lowercased())
            if "imh".contains(lower) { return nil }
            return lower.isLetter ? .ctrl(lower) : ("\\]^_".contains(character) ? .ctrl(character) : nil)
        }),
        (["alt-", "meta-", "m-"], { .alt($0) }),
    ]
}
