import Synchronization
import ViewModels

/// The browser's key tables, one per mode, each built once: the browsing
/// table once per registry (its tab keys and the `:` examples come from the
/// resources), the others once for the process (the static ones), and once
/// more per config file's remapping (`BrowseState.settings.keys`). They are
/// data — keys, words, and the intent each binding names — so a remapping
/// changes them by intent name; what works right now is the feature's
/// `BrowseState.availability`, read by dispatch, the footer and the help alike.
package struct BrowseKeyTables: Sendable {
    package let browsing: KeyBindingTable<BrowsingIntent>
    package let search: KeyBindingTable<SearchIntent>
    package let commandLine: KeyBindingTable<CommandLineIntent>
    package let form: KeyBindingTable<FormIntent>
    package let confirmation: KeyBindingTable<ConfirmationIntent>
    package let help: KeyBindingTable<OverlayIntent>
    package let errorOverlay: KeyBindingTable<OverlayIntent>
    package let requestLog: KeyBindingTable<OverlayIntent>
    package let exporting: KeyBindingTable<ExportIntent>

    package static let search = counted {
        KeyBindingTable<SearchIntent>([
            KeyBinding([.enter], label: "Keep", help: "Keep the search and go back to the list", action: .accept),
            KeyBinding([.escape], label: "Clear", help: "Clear the search", action: .cancel),
            KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", staysInHints: true, action: .quit),
        ])
    }

    package static let commandLine = counted {
        KeyBindingTable<CommandLineIntent>([
            KeyBinding([.enter], label: "Run", help: "Do what the line says", action: .run),
            KeyBinding([.tab], label: "Complete", help: "Complete the word being typed, then the next candidate", action: .complete),
            KeyBinding([.backTab], label: "Back", help: "The previous candidate", showsInHints: false, action: .completeBack),
            KeyBinding([.up, .ctrl("p")], label: "Older", help: "The line run before (history)", showsInHints: false,
                       action: .older),
            KeyBinding([.down, .ctrl("n")], label: "Newer", help: "The line run after (history)", showsInHints: false,
                       action: .newer),
            KeyBinding([.escape], label: "Cancel", help: "Close the command line", action: .cancel),
            KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", staysInHints: true, action: .quit),
        ])
    }

    package static let form = counted {
        KeyBindingTable<FormIntent>([
            KeyBinding([.tab, .down], label: "Next", help: "Next field", action: .next),
            KeyBinding([.backTab, .up], label: "Back", help: "Previous field", showsInHints: false, action: .previous),
            KeyBinding([.enter], label: "Save", help: "Save the changes", action: .save),
            KeyBinding([.escape], label: "Cancel", help: "Close the form without saving", action: .cancel),
            KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", staysInHints: true, action: .quit),
        ])
    }

    /// A question on the status line. A key bound to nothing here answers no.
    package static let confirmation = counted {
        KeyBindingTable<ConfirmationIntent>([
            KeyBinding([.character("y"), .character("Y")], label: "Yes", help: "Answer yes", action: .yes),
            KeyBinding([.enter], label: "Enter", help: "Answer as the question says Enter does", action: .defaultAnswer),
            KeyBinding([.character("n"), .character("N"), .escape], label: "No", help: "Answer no (so does any other key)",
                       action: .no),
            KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", staysInHints: true, action: .quit),
        ])
    }

    package static let help = counted { overlayTable(closedBy: .character("?")) }
    package static let errorOverlay = counted { overlayTable(closedBy: .character("!"), copies: true) }
    package static let requestLog = counted { overlayTable(closedBy: nil) }

    /// While `:export` writes: Esc stops it, the file left as it was.
    package static let exporting = counted {
        KeyBindingTable<ExportIntent>([
            KeyBinding([.escape], label: "Stop", help: "Stop the export (the file is left as it was)", action: .stop),
            KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", staysInHints: true, action: .quit),
        ])
    }

    /// How many tables have been built: a test reads it after many frames and keys.
    package static var constructions: Int { constructionCount.load(ordering: .relaxed) }
    private static let constructionCount = Atomic<Int>(0)
    private static let browsingTables = Mutex<[String: BrowseKeyTables]>([:])

    /// The tables for the browser of these lists: built at the first ask for their resources.
    package static func forLists(_ lists: [ListState], keys: KeyRemaps = .none) -> BrowseKeyTables {
        forBrowser(signature: ResourceRegistry.tabSignature(lists.map(\.resource)), lists: lists, keys: keys)
    }

    /// The tables for `state`'s browser, found by the signature its registry made once and its remapping.
    package static func forBrowser(_ state: BrowseState) -> BrowseKeyTables {
        forBrowser(signature: state.tabSignature, lists: state.lists, keys: state.settings.keys)
    }

    private static func forBrowser(signature: String, lists: [ListState], keys: KeyRemaps) -> BrowseKeyTables {
        let key = keys.isEmpty ? signature : signature + "|" + keys.signature
        return browsingTables.withLock { cache in
            if let tables = cache[key] { return tables }
            let tables = BrowseKeyTables(keys: keys, browsing: counted { browsingTable(lists).remapped(keys[KeyMode.browsing.rawValue]) })
            cache[key] = tables
            return tables
        }
    }

    /// The process's tables for each other mode, remapped where `keys` says.
    private init(keys: KeyRemaps, browsing: KeyBindingTable<BrowsingIntent>) {
        func mode<Intent: KeyIntent>(_ table: KeyBindingTable<Intent>, _ mode: KeyMode) -> KeyBindingTable<Intent> {
            let remaps = keys[mode.rawValue]
            return remaps.isEmpty ? table : Self.counted { table.remapped(remaps) }
        }
        self.browsing = browsing
        search = mode(Self.search, .search)
        commandLine = mode(Self.commandLine, .commandLine)
        form = mode(Self.form, .form)
        confirmation = mode(Self.confirmation, .question)
        help = mode(Self.help, .help)
        errorOverlay = mode(Self.errorOverlay, .error)
        requestLog = mode(Self.requestLog, .log)
        exporting = mode(Self.exporting, .export)
    }

    private static func counted<T>(_ build: () -> T) -> T {
        constructionCount.add(1, ordering: .relaxed)
        return build()
    }

    /// Help and the error overlay scroll alike; each closes with its own key too.
    private static func overlayTable(closedBy own: Key?, copies: Bool = false) -> KeyBindingTable<OverlayIntent> {
        let copy = KeyBinding<OverlayIntent>([.character("y")], label: "Copy curl", help: "Copy the request as a curl command",
                                             action: .copy)
        return KeyBindingTable((copies ? [copy] : []) + [
            KeyBinding([.down, .character("j")], label: "Down", help: "Move down", action: .scroll(.down)),
            KeyBinding([.up, .character("k")], label: "Up", help: "Move up", action: .scroll(.up)),
            KeyBinding([.pageDown, .character(" "), .ctrl("f")], label: "PgDn", help: "Page down", action: .scroll(.pageDown)),
            KeyBinding([.pageUp, .ctrl("b")], label: "PgUp", help: "Page up", action: .scroll(.pageUp)),
            KeyBinding([.ctrl("d")], label: "Half down", help: "Move down half a page", showsInHints: false, action: .scroll(.halfPageDown)),
            KeyBinding([.ctrl("u")], label: "Half up", help: "Move up half a page", showsInHints: false, action: .scroll(.halfPageUp)),
            KeyBinding([.home, .character("g")], label: "Top", help: "Go to the top", action: .scroll(.top)),
            KeyBinding([.end, .character("G")], label: "Bottom", help: "Go to the end", action: .scroll(.bottom)),
            KeyBinding([.escape] + (own.map { [$0] } ?? []) + [.character("q")], label: "Close", help: "Close this", staysInHints: true, action: .close),
            KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", staysInHints: true, action: .quit),
        ])
    }
}
