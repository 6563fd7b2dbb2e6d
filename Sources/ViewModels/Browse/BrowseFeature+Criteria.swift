/// A list's search, filter and sort, put together only as its server can
/// answer them (`AnyResource.refusal(for:)`, which `courier get` asks too):
/// a sort it cannot apply is refused with the reason; a search and a filter,
/// which it never applies together, replace each other, and the note says
/// which went, so the search line never claims what the rows ignore.
extension BrowseFeature {
    static func setSort(_ sort: SortKey?, _ state: inout State) -> [Effect] {
        let tab = state.selectedTab
        guard sort != state.lists[tab].sort else { return [] }
        var criteria = state.lists[tab].criteria
        criteria.sort = sort
        if let refusal = state.lists[tab].resource.refusal(for: criteria) { return note(.refused(refusal), &state) }
        state.lists[tab].sort = sort
        return reload(&state, tab: tab, resetCursor: true)
    }

    static func setFilter(_ filter: FilterValue?, _ state: inout State) -> [Effect] {
        let tab = state.selectedTab
        guard filter != state.lists[tab].filter else { return [] }
        state.lists[tab].filter = filter
        return clearSearchForFilter(tab: tab, &state) + reload(&state, tab: tab, resetCursor: true)
    }

    /// A filter just set on a searched list the server cannot search within: the search goes.
    static func clearSearchForFilter(tab: Int, _ state: inout State) -> [Effect] {
        let list = state.lists[tab]
        guard let filter = list.filter, !list.query.isEmpty,
              list.resource.refusal(for: ListCriteria(query: list.query, filter: filter)) != nil else { return [] }
        state.lists[tab].query = ""
        state.lists[tab].search = TextFieldState()
        if tab == state.selectedTab { state.mode.close(.searching) }
        guard list.resource.combinations.searchesFilteredLists else {
            return note(.info("The search “\(list.query)” is cleared: \(UIText(list.resource.title)) are searched or filtered, not both."), &state)
        }
        return note(.info("The search “\(list.query)” is cleared: \(UIText(list.resource.title)) filtered by \(filter.name) cannot be searched."),
                    &state)
    }

    /// A search about to be sent on a filtered list the server cannot search within: the filter goes.
    static func clearFilterForSearch(tab: Int, _ state: inout State) -> [Effect] {
        let list = state.lists[tab]
        guard let filter = list.filter, !list.query.isEmpty,
              list.resource.refusal(for: ListCriteria(query: list.query, filter: filter)) != nil else { return [] }
        state.lists[tab].filter = nil
        guard list.resource.combinations.searchesFilteredLists else {
            return note(.info("\(filter.name)=\(filter.value) is cleared: \(UIText(list.resource.title)) are searched or filtered, not both."), &state)
        }
        return note(.info("\(filter.name)=\(filter.value) is cleared: \(UIText(list.resource.title)) filtered by \(filter.name) cannot be searched."),
                    &state)
    }
}
