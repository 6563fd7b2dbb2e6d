import SafeText
import ViewModels

/// One entry of a screen's key table: which keys, what the footer calls it,
/// what the help overlay says, and the intent it names. Tables are built
/// once; whether a binding works right now comes from the feature's
/// availability (`presented`, `action(for:availability:)`). The same table
/// drives dispatch, `KeyHints` and `HelpOverlay`, so the three never disagree.
package struct KeyBinding<Action: Sendable>: Sendable {
    package var keys: [Key]
    /// Short name for the footer: "Search".
    package var label: UIText
    /// Sentence for the help overlay: "Search products by name".
    package var help: UIText
    /// A disabled binding is not dispatched, is left out of the footer, and
    /// is shown dimmed in the help overlay. Set per frame by `presented`.
    package var isEnabled: Bool
    /// False for bindings too common to spend footer space on (arrows).
    package var showsInHints: Bool
    /// How to get help and how to leave: the footer keeps these whatever
    /// its width, and the other hints give way first (`KeyHints`).
    package var staysInHints: Bool
    package var action: Action

    package init(_ keys: [Key], label: UIText, help: UIText, isEnabled: Bool = true,
                showsInHints: Bool = true, staysInHints: Bool = false, action: Action) {
        self.keys = keys
        self.label = label
        self.help = help
        self.isEnabled = isEnabled
        self.showsInHints = showsInHints
        self.staysInHints = staysInHints
        self.action = action
    }

    /// "↑/k", as the footer and overlay show the keys.
    package var keyNames: String { keys.map(\.displayName).joined(separator: "/") }

    package func matches(_ key: Key) -> Bool { keys.contains(key) }
}

/// A screen's key bindings, in the order the footer and overlay list them.
package struct KeyBindingTable<Action: Sendable>: Sendable {
    package var bindings: [KeyBinding<Action>]

    package init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
    }

    /// The action of the first enabled binding for `key`.
    package func action(for key: Key) -> Action? {
        bindings.first { $0.isEnabled && $0.matches(key) }?.action
    }

    /// The action of the first binding for `key` that works now, as the feature says.
    package func action(for key: Key, availability: (Action) -> KeyAvailability) -> Action? {
        bindings.first { $0.isEnabled && $0.matches(key) && availability($0.action).isUsable }?.action
    }

    /// What `key` asks of a feature that says itself why a key cannot work
    /// now: the binding that works, else one listed but unavailable (so the
    /// reducer can say why); nil when nothing here takes the key.
    package func requestedAction(for key: Key, availability: (Action) -> KeyAvailability) -> Action? {
        if let usable = action(for: key, availability: availability) { return usable }
        return bindings.first { $0.isEnabled && $0.matches(key) && availability($0.action) == .unavailable }?.action
    }

    /// The table as this moment shows it: bindings that are absent left out,
    /// the unavailable disabled, the quiet kept out of the footer.
    package func presented(_ availability: (Action) -> KeyAvailability) -> KeyBindingTable {
        var table = self
        table.bindings = bindings.compactMap { binding in
            var binding = binding
            switch availability(binding.action) {
            case .available: break
            case .quiet: binding.showsInHints = false
            case .unavailable: binding.isEnabled = false
            case .absent: return nil
            }
            return binding
        }
        return table
    }

    /// The table with its words in the presenter's language, for the footer
    /// and the help overlay, which draw whatever words they are given. Link
    /// bindings carry the server's names ("Follow: Emily Johnson"), so the
    /// words are made safe here too.
    package func translated(_ presenter: ErrorPresenter) -> KeyBindingTable {
        var table = self
        for index in table.bindings.indices {
            table.bindings[index].label = .verbatim(Sanitizer.singleLine(presenter.text(bindings[index].label)))
            table.bindings[index].help = .verbatim(Sanitizer.singleLine(presenter.text(bindings[index].help)))
        }
        return table
    }

    /// Bindings the footer shows: enabled and meant for hints.
    package var hints: [KeyBinding<Action>] {
        bindings.filter { $0.isEnabled && $0.showsInHints }
    }

    /// The table with the intent named `name` answering to `keys` instead:
    /// what a remapping from a config file does. The keys replace every key
    /// the intent had: its first binding takes them, and its other bindings
    /// (Ctrl-C's second Quit) go.
    package func rebinding(_ name: String, to keys: [Key]) -> KeyBindingTable where Action: KeyIntent {
        var table = self
        guard let first = table.bindings.firstIndex(where: { $0.action.name == name }) else { return table }
        table.bindings[first].keys = keys
        table.bindings = table.bindings.enumerated().filter { $0.offset <= first || $0.element.action.name != name }.map(\.element)
        return table
    }

    /// The table with each intent of `remaps` (intent name → key names) on
    /// the keys named; a name that is no key is skipped (the file was checked).
    package func remapped(_ remaps: [String: [String]]) -> KeyBindingTable where Action: KeyIntent {
        remaps.keys.sorted().reduce(self) { table, name in
            table.rebinding(name, to: remaps[name]!.compactMap(Key.init(name:)))
        }
    }

    /// Enables or disables every binding whose label is `label`.
    package mutating func setEnabled(_ isEnabled: Bool, label: UIText) {
        for index in bindings.indices where bindings[index].label == label {
            bindings[index].isEnabled = isEnabled
        }
    }
}

extension KeyBindingTable where Action: KeyIntent {
    /// Each intent's name and keys, in the table's order, an intent listed
    /// once with all its keys: what a config file can remap.
    package var intentKeys: [(name: String, keys: [Key], help: UIText)] {
        var seen: [String: Int] = [:]
        var result: [(name: String, keys: [Key], help: UIText)] = []
        for binding in bindings {
            let name = binding.action.name
            if let index = seen[name] {
                result[index].keys += binding.keys.filter { !result[index].keys.contains($0) }
            } else {
                seen[name] = result.count
                result.append((name, binding.keys, binding.help))
            }
        }
        return result
    }
}
