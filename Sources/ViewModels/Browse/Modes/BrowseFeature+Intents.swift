/// Keys and clicks as intents: the active mode's table names what a key
/// means, and this decides what it does from state — whether a sign-out
/// asks first, what `f` fills in, how far a page goes.
extension BrowseFeature {
    static func reduceIntent(_ intent: BrowseIntent, _ state: inout State) -> [Effect] {
        // Dispatch reads the same mode; a key that cannot work now comes here
        // too, to say why on the status line rather than do nothing unseen.
        guard intent.modeKinds.contains(state.mode.activeKind) else { return [] }
        guard state.availability(intent).isUsable else {
            guard case .browsing(let browsing) = intent, let reason = state.whyUnavailable(browsing) else { return [] }
            return note(.refused(reason), &state)
        }
        switch intent {
        case .browsing(let browsing): return reduceBrowsing(browsing, &state)
        case .search(.accept): return reduce(&state, .acceptSearch)
        case .search(.cancel): return reduce(&state, .cancelSearch)
        case .commandLine(.run): return reduce(&state, .runCommand)
        case .commandLine(.complete): return reduce(&state, .completeCommand)
        case .commandLine(.completeBack): return reduce(&state, .completeBack)
        case .commandLine(.older): return reduce(&state, .historyOlder)
        case .commandLine(.newer): return reduce(&state, .historyNewer)
        case .commandLine(.cancel): return reduce(&state, .cancelCommand)
        case .form(.next): return reduce(&state, .focusField(by: 1))
        case .form(.previous): return reduce(&state, .focusField(by: -1))
        case .form(.save): return reduce(&state, .saveEdit)
        case .form(.cancel): return reduce(&state, .cancelEdit)
        case .search(.quit), .commandLine(.quit), .form(.quit): return [.quit]
        case .confirmation(let answer): return Self.answer(answer, &state)
        case .help(let overlay): return reduceOverlay(overlay, help: true, &state)
        case .errorOverlay(let overlay): return reduceOverlay(overlay, help: false, &state)
        case .requestLog(let overlay): return reduceLogOverlay(overlay, &state)
        case .exporting(let exporting): return reduceExportIntent(exporting, &state)
        }
    }

    private static func reduceBrowsing(_ intent: BrowsingIntent, _ state: inout State) -> [Effect] {
        switch intent {
        case .move(let step):
            // On a narrow screen the detail has the body, and the arrows scroll it.
            if state.detail != nil, state.viewport.detailTakesBody { return reduce(&state, .scrollDetail(step)) }
            return reduce(&state, .moveCursor(step, visibleRows: state.viewport.listRows))
        case .signOut:
            return state.hasUnsavedEdits ? reduce(&state, .beginSignOut) : [.signOut]
        case .quit: return [.quit]
        case .filter:
            let first = state.currentList.resource.filters.first.map { $0.name + "=" } ?? ""
            return reduce(&state, .beginCommand("filter " + first))
        case .command: return reduce(&state, .beginCommand(""))
        case .nextTab: return reduce(&state, .nextTab)
        case .previousTab: return reduce(&state, .previousTab)
        case .tab(let index): return reduce(&state, .selectTab(index))
        case .search: return reduce(&state, .beginSearch)
        case .open: return reduce(&state, .openSelected)
        case .back: return reduce(&state, .back)
        case .edit: return reduce(&state, .beginEdit)
        case .add: return reduce(&state, .beginAdd)
        case .delete: return reduce(&state, .beginDelete)
        case .refresh: return reduce(&state, .refresh)
        case .help: return reduce(&state, .toggleHelp)
        case .link(let index): return reduce(&state, .followLink(index))
        case .cycleSort: return reduce(&state, .cycleSort)
        case .flipSort: return reduce(&state, .flipSortOrder)
        case .showError: return reduce(&state, .showError)
        case .mark: return toggleMark(&state)
        case .columnLeft: return scrollColumns(by: -1, &state)
        case .columnRight: return scrollColumns(by: 1, &state)
        case .copyID, .copyJSON, .page, .editExternally: return reduceTakeOutIntent(intent, &state)
        // Repainting the terminal is the view's business.
        case .redraw: return []
        }
    }

    /// A click the screen placed on a row of the list or of the detail.
    static func reduceClick(_ action: Action, _ state: inout State) -> [Effect] {
        guard state.mode.activeKind == .browsing else { return [] }
        switch action {
        case .clickedRow(let index):
            let list = state.currentList
            guard index >= 0, index < list.rowCount else { return [] }
            // The highlighted row opens; any other, the cursor's unhighlighted one too, is selected (and followed).
            if index == state.highlightedIndex { return reduce(&state, .openSelected) }
            return reduce(&state, .select(index, visibleRows: state.viewport.listRows))
        case .clickedDetailRow(let row):
            guard let detail = state.detail else { return [] }
            let line = state.viewport.clampedDetailScroll(detail.scroll) + row
            guard let link = state.viewport.detailLinkLines.firstIndex(of: line) else { return [] }
            return reduce(&state, .followLink(link))
        default:
            return []
        }
    }
}
