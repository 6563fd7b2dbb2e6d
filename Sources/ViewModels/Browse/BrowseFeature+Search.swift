/// Typing a search: the text is edited at once, the search is sent once typing pauses.
extension BrowseFeature {
    static func reduceSearch(_ state: inout State, _ action: Action) -> [Effect] {
        let tab = state.selectedTab
        switch action {
        case .beginSearch:
            guard state.currentList.resource.isSearchable else { return [] }
            state.mode.open(.searching)
            state.currentList.search = TextFieldState(value: state.currentList.query)
        case .editSearch(let edit):
            guard state.isEditingSearch else { return [] }
            state.currentList.search.apply(edit)
            // The loaded rows narrow at once; the server's search follows once typing pauses.
            state.currentList.narrow(to: state.currentList.search.value, names: state.names)
            return [.debounceSearch(tab: tab, text: state.currentList.search.value)]
        case .acceptSearch:
            state.mode.close(.searching)
            // Enter sends it now: the rows already narrowed, and an Esc right after must find a search to clear.
            // The same text, when typing's pause comes, changes nothing.
            return settle(state.currentList.search.value, tab: tab, &state)
        case .cancelSearch:
            state.mode.close(.searching)
            state.currentList.search = TextFieldState()
            state.currentList.endNarrowing(restoring: true)
            // The empty text also replaces any search still waiting for typing to pause.
            return [.debounceSearch(tab: tab, text: "")] + settle("", tab: tab, &state)
        case .searchSettled(let tab, let text):
            guard state.lists.indices.contains(tab) else { return [] }
            return settle(text, tab: tab, &state)
        default:
            break
        }
        return []
    }

    private static func settle(_ text: String, tab: Int, _ state: inout State) -> [Effect] {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let list = state.lists[tab]
        guard query != list.query || !list.hasLoaded && !list.isLoadingFirstPage else { return [] }
        state.lists[tab].query = query
        var effects = clearFilterForSearch(tab: tab, &state) + reload(&state, tab: tab, resetCursor: true)
        // The server finds `long lasting` for `long-lasting`: say so rather than let the results puzzle.
        if query.contains("-"), state.lists[tab].resource.readsDashAsSpace {
            let hint: [Effect] = note(StatusNote.Kind.searchReadsDash(query), &state)
            effects.append(contentsOf: hint)
        }
        return effects
    }
}
