import TUI
import ViewModels

/// `keys:`: any intent of any mode on other keys, lazygit `keybinding:`
/// style. The keys listed replace the intent's own; an intent or a key that
/// does not exist, or a key another intent of the mode keeps, is a problem
/// at its line, and that intent keeps its own keys.
///
///     keys:
///       browsing:
///         search: ctrl-s
///         quit: [q, ctrl-c]
///       command-line:
///         older: [up, ctrl-k]
extension ConfigReader {
    mutating func keys(lists: [ListState]) -> KeyRemaps {
        var modes: [String: [String: [String]]] = [:]
        for (modeName, _) in mapping(["keys"]) {
            let path = ["keys", modeName]
            guard let mode = KeyMode(rawValue: modeName) else {
                problem(path, "there is no mode “\(modeName)”: the modes are \(UIText.verbatim(KeyMode.allCases.map(\.rawValue).joined(separator: ", ")))")
                continue
            }
            var remaps: [String: [String]] = [:]
            var lines: [String: [String]] = [:]
            for (written, value) in mapping(path) {
                let entry = path + [written]
                guard let intent = mode.intentName(written, lists: lists) else {
                    problem(entry, "\(UIText.verbatim(modeName)) has no action “\(written)”: courier config show lists them")
                    continue
                }
                guard let names = Self.texts(value), !names.isEmpty else {
                    problem(entry, "\(written) takes a key or a list of keys")
                    continue
                }
                if let bad = names.first(where: { Key(name: $0) == nil }) {
                    problem(entry, "“\(bad)” is no key: keys are a character, space, enter, esc, tab, shift-tab, up, down, left, right, pgup, pgdn, home, end, backspace, delete, f1 to f24, ctrl-X or alt-X")
                    continue
                }
                remaps[intent] = names
                lines[intent] = entry
            }
            // A remap whose key another intent still has is dropped (that intent keeps it), until none clash.
            while let clash = Self.firstClash(mode, remaps, lists: lists) {
                problem(lines[clash.intent] ?? path,
                        "\(UIText.verbatim(clash.key)) is also \(UIText.verbatim(clash.other))'s key in \(UIText.verbatim(modeName)): \(UIText.verbatim(clash.intent)) keeps its own keys")
                remaps[clash.intent] = nil
            }
            modes[modeName] = remaps
        }
        return KeyRemaps(modes)
    }

    /// A remapped intent sharing a key with another intent of the mode, as remapped.
    private static func firstClash(_ mode: KeyMode, _ remaps: [String: [String]],
                                   lists: [ListState]) -> (intent: String, key: String, other: String)? {
        var keys: [String: [Key]] = [:]
        for intent in mode.intents(lists: lists) { keys[intent.name] = intent.keys }
        for (intent, names) in remaps { keys[intent] = names.compactMap(Key.init(name:)) }
        for intent in remaps.keys.sorted() {
            for key in keys[intent] ?? [] {
                if let other = keys.keys.sorted().first(where: { $0 != intent && keys[$0]!.contains(key) }) {
                    return (intent, key.name, other)
                }
            }
        }
        return nil
    }
}
