import SafeText
import ViewModels

package enum BrowseKeyAction: Sendable, Equatable {
    case nextTab, previousTab, tab(Int)
    case search
    case up, down, pageUp, pageDown, top, bottom
    case open, back, edit, refresh, logout, quit, redraw, help
    /// The open detail's link at this index of `BrowseState.links`.
    case link(Int)
    case command, filter, cycleSort, flipSort
    case add, delete
    /// `!`: the status line's error, whole.
    case showError
}

package enum SearchKeyAction: Sendable, Equatable {
    case accept, cancel, quit
}

package enum CommandKeyAction: Sendable, Equatable {
    case run, complete, cancel, quit
}

package enum EditKeyAction: Sendable, Equatable {
    case next, previous, save, cancel, quit
}

/// The browser's keys: one table per mode, each driving dispatch, the footer
/// hints and the help overlay, so the three never disagree. The tab keys come
/// from the registry.
package enum BrowseKeys {
    package static func table(_ state: BrowseState) -> KeyBindingTable<BrowseKeyAction> {
        let list: ListState? = state.lists.indices.contains(state.selectedTab) ? state.currentList : nil
        let detailOpen = state.detail != nil
        var bindings: [KeyBinding<BrowseKeyAction>] = [
            KeyBinding([.up, .character("k")], label: "Up", help: "Move up (scroll the detail when it is full screen)",
                       showsInHints: false, action: .up),
            KeyBinding([.down, .character("j")], label: "Down", help: "Move down", showsInHints: false, action: .down),
            KeyBinding([.pageUp, .ctrl("b")], label: "PgUp", help: "Page up", showsInHints: false, action: .pageUp),
            KeyBinding([.pageDown, .ctrl("f"), .character(" ")], label: "PgDn", help: "Page down", showsInHints: false,
                       action: .pageDown),
            KeyBinding([.home, .character("g")], label: "Top", help: "Go to the first item", showsInHints: false, action: .top),
            KeyBinding([.end, .character("G")], label: "Bottom", help: "Go to the last loaded item", showsInHints: false,
                       action: .bottom),
            // First of the hints, so the footer always has room for it while an error shows.
            KeyBinding([.character("!")], label: "Error", help: "Show the whole error message",
                       isEnabled: state.lastError != nil, showsInHints: state.shownError != nil, action: .showError),
            KeyBinding([.enter], label: "Open", help: "Open the selected item", action: .open),
            KeyBinding([.escape], label: "Back", help: "Back along the links followed, close the detail, or clear the search",
                       isEnabled: detailOpen || list?.query.isEmpty == false || state.isAtTrailEnd, action: .back),
        ]
        for (index, entry) in state.links.enumerated() {
            // The detail shows each link's key beside it; the footer names the first.
            bindings.append(KeyBinding([.character(entry.key)], label: index == 0 ? "Follow" : entry.link.title,
                                       help: "Follow: \(entry.link.title)", showsInHints: index == 0,
                                       action: .link(index)))
        }
        bindings += [
            KeyBinding([.character("e")], label: "Edit", help: "Edit the record shown in the detail",
                       isEnabled: state.canEdit, action: .edit),
            KeyBinding([.character("n")], label: "New", help: "Make a new record in this list",
                       isEnabled: state.canAdd, action: .add),
            KeyBinding([.character("D")], label: "Delete", help: "Delete the record shown (asks first)",
                       isEnabled: state.canDelete, action: .delete),
            KeyBinding([.character("/")], label: "Search", help: "Search this list (Enter keeps it, Esc clears it)",
                       isEnabled: list?.resource.isSearchable == true, action: .search),
            KeyBinding([.character(":")], label: "Command", help: "Jump, filter or sort: \(BrowseCommand.examples(lists: state.lists).map { ":" + $0 }.joined(separator: ", "))",
                       action: .command),
            KeyBinding([.character("s")], label: "Sort", help: "Sort by the next field (then unsorted again)",
                       isEnabled: list?.resource.sortFields.isEmpty == false, action: .cycleSort),
            KeyBinding([.character("S")], label: "Order", help: "Flip the sort order",
                       isEnabled: list?.resource.sortFields.isEmpty == false, showsInHints: false, action: .flipSort),
            KeyBinding([.character("f")], label: "Filter", help: "Filter this list (:filter name=value)",
                       isEnabled: list?.resource.filters.isEmpty == false, action: .filter),
            KeyBinding([.tab], label: "Next tab", help: "Next list", showsInHints: false, action: .nextTab),
            KeyBinding([.backTab], label: "Prev tab", help: "Previous list", showsInHints: false, action: .previousTab),
        ]
        for (index, list) in state.lists.enumerated() {
            guard let key = list.resource.tabKey else { continue }
            bindings.append(KeyBinding([.character(key)], label: UIText(list.resource.title),
                                       help: "Show \(UIText(list.resource.title.lowercased()))", showsInHints: false,
                                       action: .tab(index)))
        }
        bindings += [
            KeyBinding([.character("r")], label: "Refresh", help: "Load the list again", action: .refresh),
            KeyBinding([.character("L")], label: "Logout", help: "Sign out and forget the session", action: .logout),
            KeyBinding([.character("?")], label: "Help", help: "Show or hide these keys", action: .help),
            KeyBinding([.ctrl("l")], label: "Redraw", help: "Redraw the screen", showsInHints: false, action: .redraw),
            KeyBinding([.character("q")], label: "Quit", help: "Quit Courier", action: .quit),
            KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier, from anywhere", showsInHints: false, action: .quit),
        ]
        return KeyBindingTable(bindings)
    }

    package static let searchTable = KeyBindingTable<SearchKeyAction>([
        KeyBinding([.enter], label: "Keep", help: "Keep the search and go back to the list", action: .accept),
        KeyBinding([.escape], label: "Clear", help: "Clear the search", action: .cancel),
        KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", action: .quit),
    ])

    package static let commandTable = KeyBindingTable<CommandKeyAction>([
        KeyBinding([.enter], label: "Run", help: "Do what the line says", action: .run),
        KeyBinding([.tab], label: "Complete", help: "Complete the word being typed", action: .complete),
        KeyBinding([.escape], label: "Cancel", help: "Close the command line", action: .cancel),
        KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", action: .quit),
    ])

    package static let editTable = KeyBindingTable<EditKeyAction>([
        KeyBinding([.tab, .down], label: "Next", help: "Next field", action: .next),
        KeyBinding([.backTab, .up], label: "Back", help: "Previous field", showsInHints: false, action: .previous),
        KeyBinding([.enter], label: "Save", help: "Save the changes", action: .save),
        KeyBinding([.escape], label: "Cancel", help: "Close the form without saving", action: .cancel),
        KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", action: .quit),
    ])

    /// Tab keys of `registry` that the browser's own keys already take: such
    /// a tab could never be shown, or would hide Refresh, Quit or Help.
    package static func tabKeyConflicts(in registry: ResourceRegistry) -> [Character] {
        let taken = table(BrowseState(registry: ResourceRegistry([]), now: .distantPast)).bindings
            .flatMap(\.keys).compactMap { key -> Character? in if case .character(let c) = key { c } else { nil } }
        return registry.resources.compactMap(\.tabKey).filter(Set(taken).contains)
    }

    /// What `key` means in the browser as it is, at this screen size, a
    /// click on the status line's error included: placing that takes the
    /// host and user the line shows.
    package static func command(for key: Key, in state: BrowseState, area: Rect,
                                app: AppState) -> ScreenCommand<BrowseAction>? {
        if case .mouse(let event) = key, BrowseMouse.opensError(event, in: state, area: area, app: app) { return .send(.showError) }
        return command(for: key, in: state, area: area, presenter: app.presenter)
    }

    /// What `key` means in the browser as it is, at this screen size.
    package static func command(for key: Key, in state: BrowseState, area: Rect,
                                presenter: ErrorPresenter) -> ScreenCommand<BrowseAction>? {
        if let overlay = state.errorOverlay {
            return ErrorOverlayKeys.command(for: key, overlay, area: area, presenter: presenter)
        }
        if state.showsHelp {
            if key == .ctrl("c") { return .quit }
            if [.escape, .character("?"), .character("q")].contains(key) { return .send(.hideHelp) }
            let entries = table(state).bindings.count
            let page = max(1, BrowseLayout.helpArea(in: area).height - 4)
            let last = HelpOverlay.maximumScroll(entries: entries, area: BrowseLayout.helpArea(in: area))
            let offset = min(state.helpScroll, last)
            switch key {
            case .down, .character("j"): return .send(.scrollHelp(to: min(last, offset + 1)))
            case .up, .character("k"): return .send(.scrollHelp(to: max(0, offset - 1)))
            case .pageDown, .character(" "), .ctrl("f"): return .send(.scrollHelp(to: min(last, offset + page)))
            case .pageUp, .ctrl("b"): return .send(.scrollHelp(to: max(0, offset - page)))
            case .home, .character("g"): return .send(.scrollHelp(to: 0))
            case .end, .character("G"): return .send(.scrollHelp(to: last))
            case .mouse(let event) where event.kind == .click: return .send(.hideHelp)
            case .mouse(let event):
                let step = event.kind == .wheelDown ? BrowseMouse.wheelRows : -BrowseMouse.wheelRows
                return .send(.scrollHelp(to: min(last, max(0, offset + step))))
            default: return nil
            }
        }
        if state.isEditingSearch {
            switch searchTable.action(for: key) {
            case .accept: return .send(.acceptSearch)
            case .cancel: return .send(.cancelSearch)
            case .quit: return .quit
            case nil: return TextFieldAction(key: key).map { .send(.editSearch($0)) }
            }
        }
        if state.confirmingSignOut {
            if key == .ctrl("c") { return .quit }
            return [.character("y"), .character("Y"), .enter].contains(key) ? .logout : .send(.cancelSignOut)
        }
        if state.confirmingDiscard {
            if key == .ctrl("c") { return .quit }
            return .send(.confirmDiscard([.character("y"), .character("Y"), .enter].contains(key)))
        }
        if state.confirmingDelete != nil {
            if key == .ctrl("c") { return .quit }
            return .send(.confirmDelete(key == .character("y") || key == .character("Y")))
        }
        if let command = state.command {
            switch commandTable.action(for: key) {
            case .run:
                let parsed = BrowseCommand.parse(command.value, lists: state.lists, current: state.selectedTab)
                return parsed == .success(.quit) ? .quit : .send(.runCommand)
            case .complete: return .send(.completeCommand)
            case .cancel: return .send(.cancelCommand)
            case .quit: return .quit
            case nil: return TextFieldAction(key: key).map { .send(.editCommand($0)) }
            }
        }
        if state.editForm != nil {
            switch editTable.action(for: key) {
            case .next: return .send(.focusField(by: 1))
            case .previous: return .send(.focusField(by: -1))
            case .save: return .send(.saveEdit)
            case .cancel: return .send(.cancelEdit)
            case .quit: return .quit
            case nil: return TextFieldAction(key: key).map { .send(.editField($0)) }
            }
        }
        if case .mouse(let event) = key { return BrowseMouse.command(for: event, in: state, area: area, presenter: presenter) }
        return table(state).action(for: key).map { perform($0, in: state, area: area, presenter: presenter) }
    }

    /// What a binding's action does: its key was pressed, or its hint clicked.
    static func perform(_ action: BrowseKeyAction, in state: BrowseState, area: Rect,
                        presenter: ErrorPresenter) -> ScreenCommand<BrowseAction> {
        switch action {
        case .up: return move(.up, state, area, presenter)
        case .down: return move(.down, state, area, presenter)
        case .pageUp: return move(.pageUp, state, area, presenter)
        case .pageDown: return move(.pageDown, state, area, presenter)
        case .top: return move(.top, state, area, presenter)
        case .bottom: return move(.bottom, state, area, presenter)
        case .nextTab: return .send(.nextTab)
        case .previousTab: return .send(.previousTab)
        case .tab(let index): return .send(.selectTab(index))
        case .search: return .send(.beginSearch)
        case .open: return .send(.openSelected)
        case .back: return .send(.back)
        case .edit: return .send(.beginEdit)
        case .refresh: return .send(.refresh)
        case .logout: return state.hasUnsavedEdits ? .send(.beginSignOut) : .logout
        case .quit: return .quit
        case .redraw: return .redraw
        case .help: return .send(.toggleHelp)
        case .link(let index): return .send(.followLink(index))
        case .command: return .send(.beginCommand(""))
        case .filter:
            let first = state.currentList.resource.filters.first.map { $0.name + "=" } ?? ""
            return .send(.beginCommand("filter " + first))
        case .cycleSort: return .send(.cycleSort)
        case .add: return .send(.beginAdd)
        case .delete: return .send(.beginDelete)
        case .flipSort: return .send(.flipSortOrder)
        case .showError: return .send(.showError)
        }
    }

    /// Arrows move the list's cursor, or scroll the detail when it has the whole screen.
    private static func move(_ step: ScrollStep, _ state: BrowseState, _ area: Rect,
                             _ presenter: ErrorPresenter) -> ScreenCommand<BrowseAction> {
        guard BrowseLayout.isDetailFullScreen(state, in: area), let detail = state.detail else {
            return .send(.moveCursor(step, visibleRows: BrowseLayout.visibleRows(state, in: area)))
        }
        let lines = DetailView.lines(detail, links: state.links, width: BrowseLayout.detailTextWidth(in: area),
                                     presenter: presenter)
        return .send(.scrollDetail(step, height: BrowseLayout.detailArea(in: area).height, lineCount: lines.count))
    }
}
