import DummyJSON
import Reactive

/// How a list is viewed: its columns (`:columns`, kept per resource), a
/// click on a column's header to sort by it, ←/→ over the columns that do
/// not fit, views saved and shown again (`:save`, `:NAME`), and the view
/// asked for again by itself (`--refresh`, `:refresh`).
extension BrowseFeature {
    static func chooseColumns(_ names: [String]?, _ state: inout State) -> [Effect] {
        let id = state.currentList.resource.id
        state.settings.memory.columns[id] = names
        if names == nil, state.settings.columns[id] != nil {
            // Alone, `:columns` means the resource's own, whatever the config file chose.
            state.settings.memory.columns[id] = state.currentList.resource.columns.map(\.name)
        }
        state.currentList.columnOffset = 0
        return [.remember(state.settings.memory)]
    }

    /// The columns the list shown draws, in order: those chosen, else the resource's own.
    package static func shownColumns(_ list: ListState, settings: BrowseSettings) -> [Int] {
        list.resource.columnIndices(settings.columns(of: list.resource.id))
    }

    /// A click on a header: sorts by its column, the other way when it already does.
    static func clickedHeader(_ column: Int, _ state: inout State) -> [Effect] {
        guard state.mode.activeKind == .browsing, state.lists.indices.contains(state.selectedTab) else { return [] }
        let resource = state.currentList.resource
        guard let field = resource.sortField(ofColumn: column) else {
            guard resource.columns.indices.contains(column) else { return [] }
            let title = UIText(resource.columns[column].title)
            return note(.refused(resource.sortFields.isEmpty ? "\(UIText(resource.title)) cannot be sorted."
                                 : "\(UIText(resource.title)) cannot be sorted by \(title)."), &state)
        }
        let current = state.currentList.sort
        let order: SortOrder = current?.field == field && current?.order == .ascending ? .descending : .ascending
        return reduce(&state, .setSort(SortKey(field, order)))
    }

    static func scrollColumns(by step: Int, _ state: inout State) -> [Effect] {
        let last = state.viewport.maximumColumnOffset
        state.currentList.columnOffset = min(max(0, state.currentList.columnOffset + step), last)
        return []
    }

    static func saveView(_ name: String, _ state: inout State) -> [Effect] {
        let list = state.currentList
        state.settings.memory.views[name] = SavedView(resource: list.resource.id, query: list.query, filter: list.filter, sort: list.sort)
        return [.remember(state.settings.memory)] + note(.info("Saved the view “\(name)”: :\(name) shows it."), &state)
    }

    /// A saved view: its list, searched, filtered and sorted as it was saved.
    static func showView(_ view: SavedView, _ state: inout State) -> [Effect] {
        guard let tab = state.lists.firstIndex(where: { $0.resource.id == view.resource }) else { return [] }
        var effects = reduce(&state, .selectTab(tab))
        state.trail = []
        effects += closeDetail(&state)
        var list = state.lists[tab]
        list.endNarrowing(restoring: false)
        list.query = view.query
        list.search = TextFieldState(value: view.query)
        list.filter = view.filter
        list.sort = view.sort
        state.lists[tab] = list
        return effects + reload(&state, tab: tab, resetCursor: true)
    }

    static func refreshCommand(_ request: BrowseCommand.RefreshRequest, _ state: inout State) -> [Effect] {
        switch request {
        case .now:
            return reduce(&state, .refresh)
        case .every(let seconds):
            state.settings.refreshInterval = seconds
            return [.refreshEvery(RxTimeInterval(seconds))]
                + note(.info("The list is asked for again every \(seconds) s (:refresh off stops)."), &state)
        case .off:
            state.settings.refreshInterval = nil
            return [.refreshEvery(nil)] + note(.info("The list is no longer asked for again by itself."), &state)
        }
    }

    /// The view shown asked for again, as `r` does but keeping what was
    /// written here (a refresh of one's own forgets it) and never while a
    /// load, a form or a question is under way: the next tick tries again.
    static func refreshDue(_ state: inout State) -> [Effect] {
        guard state.lists.indices.contains(state.selectedTab), state.settings.refreshInterval != nil else { return [] }
        let list = state.currentList
        guard list.hasLoaded, !list.isLoadingFirstPage, list.narrowing == nil, state.editForm == nil,
              state.mode.activeKind == .browsing || state.mode.activeKind == .help else { return [] }
        var effects = reload(&state, tab: state.selectedTab, resetCursor: false)
        if let detail = state.detail, !detail.isLoading, !detail.isSaving {
            effects += openDetail(detail.request.id, &state, keepScroll: true)
        }
        return effects
    }
}
