import ViewModels

extension BrowseKeyTables {
    /// Every key of the browsing mode, in the order the footer and the help
    /// list them. A link's binding is there for every key a link can have;
    /// the detail open says which are (`BrowseState.availability`).
    static func browsingTable(_ lists: [ListState]) -> KeyBindingTable<BrowsingIntent> {
        var bindings: [KeyBinding<BrowsingIntent>] = [
            KeyBinding([.up, .character("k")], label: "Up", help: "Move up (scroll the detail when it is full screen)",
                       showsInHints: false, action: .move(.up)),
            KeyBinding([.down, .character("j")], label: "Down", help: "Move down", showsInHints: false, action: .move(.down)),
            KeyBinding([.pageUp, .ctrl("b")], label: "PgUp", help: "Page up", showsInHints: false, action: .move(.pageUp)),
            KeyBinding([.pageDown, .ctrl("f")], label: "PgDn", help: "Page down", showsInHints: false,
                       action: .move(.pageDown)),
            KeyBinding([.ctrl("u")], label: "Half up", help: "Move up half a page", showsInHints: false, action: .move(.halfPageUp)),
            KeyBinding([.ctrl("d")], label: "Half down", help: "Move down half a page", showsInHints: false,
                       action: .move(.halfPageDown)),
            KeyBinding([.home, .character("g")], label: "Top", help: "Go to the first item", showsInHints: false,
                       action: .move(.top)),
            KeyBinding([.end, .character("G")], label: "Bottom", help: "Go to the last loaded item", showsInHints: false,
                       action: .move(.bottom)),
            // First of the hints, so the footer always has room for it while an error shows.
            KeyBinding([.character("!")], label: "Error", help: "Show the whole error message", action: .showError),
            KeyBinding([.enter], label: "Open", help: "Open the selected item", action: .open),
            KeyBinding([.escape], label: "Back",
                       help: "Back along the links followed, close the detail, clear the marks, clear the search, or stop a list loading",
                       action: .back),
            KeyBinding([.character(" ")], label: "Mark", help: "Mark the row, or unmark it: e and D then edit or delete every marked row",
                       showsInHints: false, action: .mark),
            KeyBinding([.left], label: "Columns ←", help: "Scroll the columns that do not fit back", showsInHints: false,
                       action: .columnLeft),
            KeyBinding([.right], label: "Columns →", help: "Scroll to the columns that do not fit", showsInHints: false,
                       action: .columnRight),
        ]
        for (index, key) in ResourceLink.defaultKeys.enumerated() {
            // The detail shows each link's key beside it; the footer names the first. The
            // words name the link once a detail has it (`BrowseKeys.presented`).
            bindings.append(KeyBinding([.character(key)], label: "Follow", help: "Follow", showsInHints: index == 0,
                                       action: .link(index)))
        }
        bindings += [
            KeyBinding([.character("e")], label: "Edit", help: "Edit the record shown in the detail", action: .edit),
            KeyBinding([.character("E")], label: "Editor", help: "Edit the record shown in $EDITOR, as JSON or YAML", showsInHints: false,
                       action: .editExternally),
            KeyBinding([.character("y")], label: "Copy id", help: "Copy the selected record's id (to the terminal's clipboard)",
                       showsInHints: false, action: .copyID),
            KeyBinding([.character("Y")], label: "Copy JSON", help: "Copy the selected record as JSON", showsInHints: false,
                       action: .copyJSON),
            KeyBinding([.character("o")], label: "Pager", help: "Read the selected record's JSON in $PAGER", showsInHints: false,
                       action: .page),
            KeyBinding([.character("n")], label: "New", help: "Make a new record in this list", action: .add),
            KeyBinding([.character("D")], label: "Delete", help: "Delete the record shown (asks first)", action: .delete),
            KeyBinding([.character("/")], label: "Search", help: "Search this list (Enter keeps it, Esc clears it)",
                       action: .search),
            KeyBinding([.character(":")], label: "Command",
                       help: "Jump, filter, sort, choose columns, save a view (:help lists every command): \(BrowseCommand.examples(lists: lists).map { ":" + $0 }.joined(separator: ", "))",
                       action: .command),
            KeyBinding([.character("s")], label: "Sort", help: "Sort by the next field (then unsorted again)", action: .cycleSort),
            KeyBinding([.character("S")], label: "Order", help: "Flip the sort order", showsInHints: false, action: .flipSort),
            KeyBinding([.character("f")], label: "Filter", help: "Filter this list (:filter name=value)", action: .filter),
            KeyBinding([.tab], label: "Next tab", help: "Next list", showsInHints: false, action: .nextTab),
            KeyBinding([.backTab], label: "Prev tab", help: "Previous list", showsInHints: false, action: .previousTab),
        ]
        for (index, list) in lists.enumerated() {
            guard let key = list.resource.tabKey else { continue }
            bindings.append(KeyBinding([.character(key)], label: UIText(list.resource.title),
                                       help: "Show \(UIText(list.resource.title.lowercased()))", showsInHints: false,
                                       action: .tab(index)))
        }
        bindings += [
            KeyBinding([.character("r")], label: "Refresh", help: "Load the list again", action: .refresh),
            KeyBinding([.character("L")], label: "Logout", help: "Sign out and forget the session", action: .signOut),
            KeyBinding([.character("?")], label: "Help", help: "Show or hide these keys", staysInHints: true, action: .help),
            KeyBinding([.ctrl("l")], label: "Redraw", help: "Redraw the screen", showsInHints: false, action: .redraw),
            KeyBinding([.character("q")], label: "Quit", help: "Quit Courier", staysInHints: true, action: .quit),
            KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier, from anywhere", showsInHints: false, action: .quit),
        ]
        return KeyBindingTable(bindings)
    }
}
