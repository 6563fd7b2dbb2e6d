/// Which keys work right now, decided once from state: the footer, the `?`
/// help and the reducer all ask here, so the tables stay built once.
extension BrowseState {
    package func availability(_ intent: BrowseIntent) -> KeyAvailability {
        guard case .browsing(let browsing) = intent else { return .available }
        return availability(browsing)
    }

    package func availability(_ intent: BrowsingIntent) -> KeyAvailability {
        let list: ListState? = lists.indices.contains(selectedTab) ? currentList : nil
        func when(_ condition: Bool) -> KeyAvailability { condition ? .available : .unavailable }
        switch intent {
        case .showError:
            // First of the hints, so the footer always has room for it while an error shows.
            if lastError == nil { return .unavailable }
            return shownError == nil ? .quiet : .available
        case .back: return when(detail != nil || list?.query.isEmpty == false || isAtTrailEnd)
        case .link(let index): return index < links.count ? .available : .absent
        case .edit: return when(canEdit)
        case .add: return when(canAdd)
        case .delete: return when(canDelete)
        case .search: return when(list?.resource.isSearchable == true)
        case .cycleSort, .flipSort: return when(list?.resource.sortFields.isEmpty == false)
        case .filter: return when(list?.resource.filters.isEmpty == false)
        case .tab(let index): return lists.indices.contains(index) ? .available : .absent
        case .move, .nextTab, .previousTab, .open, .refresh, .signOut, .quit, .help, .redraw, .command:
            return .available
        }
    }
}
