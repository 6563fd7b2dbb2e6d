/// The keys a config file gives intents in place of their own, by mode and
/// by intent name: `browsing` → `search` → `["ctrl-s"]`. Names, checked
/// (known intents, known keys, no clash) when the file was read; the
/// terminal layer turns them into keys when it builds a mode's table, and
/// the keys listed replace every key the intent had.
package struct KeyRemaps: Sendable, Hashable {
    /// Mode name → full intent name (`KeyIntent.name`) → key names.
    package var modes: [String: [String: [String]]]

    package init(_ modes: [String: [String: [String]]] = [:]) {
        self.modes = modes.filter { !$0.value.isEmpty }
    }

    package static let none = KeyRemaps()

    package var isEmpty: Bool { modes.isEmpty }

    /// The remaps of one mode, by intent name.
    package subscript(mode: String) -> [String: [String]] { modes[mode] ?? [:] }

    /// A stable text of the whole map: what caches of tables are keyed by.
    package var signature: String {
        modes.keys.sorted().map { mode in
            mode + "{" + modes[mode]!.keys.sorted().map { "\($0)=\(modes[mode]![$0]!.joined(separator: ","))" }.joined(separator: ";") + "}"
        }.joined()
    }
}
