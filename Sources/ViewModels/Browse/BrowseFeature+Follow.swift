/// The list and the detail beside it name one record, as lazygit's main
/// panel follows its selection: a move opens the record the cursor lands on
/// (asked for once the cursor rests), and a link's record is highlighted
/// when the list has it loaded, else no row is (`BrowseState.highlightedIndex`).
extension BrowseFeature {
    /// The cursor moved: side by side, the detail goes with it.
    static func followCursor(_ state: inout State) -> [Effect] {
        guard let detail = state.detail, !state.viewport.detailTakesBody, state.editForm == nil,
              detail.resource == state.currentList.resource,
              let id = state.currentList.selectedID, id != detail.request.id else { return [] }
        let effects = openDetail(id, &state, keepScroll: false)
        // The record is named at once; it is asked for once the cursor rests, not for every row passed.
        return effects.map { effect in
            if case .loadDetail(let request?) = effect { return .followDetail(request) }
            return effect
        }
    }

    /// Puts the cursor of list `tab` on the open detail's record when the list has it loaded.
    static func alignCursor(tab: Int, _ state: inout State) {
        guard let detail = state.detail, state.lists.indices.contains(tab), detail.resource == state.lists[tab].resource,
              state.lists[tab].selectedID != detail.request.id,
              let row = state.lists[tab].items.row(ofID: detail.request.id) else { return }
        state.lists[tab].cursor.select(row, rowCount: state.lists[tab].rowCount, visibleRows: state.visibleRows)
    }
}

extension BrowseState {
    /// The row the list highlights: the cursor's, unless the detail shows
    /// another record of this list (one a link led to, not loaded here), when
    /// no row is highlighted rather than one the detail does not show.
    package var highlightedIndex: Int? {
        guard lists.indices.contains(selectedTab) else { return nil }
        let list = currentList
        guard let index = list.selectedIndex else { return nil }
        if let detail, detail.resource == list.resource, detail.request.id != list.items.id(at: index) { return nil }
        return index
    }
}
