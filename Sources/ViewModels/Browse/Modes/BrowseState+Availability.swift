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
        case .back:
            let loading = list.map { $0.isLoadingFirstPage || $0.isLoadingMore } == true
            return when(detail != nil || list?.query.isEmpty == false || isAtTrailEnd || loading || list?.marked.isEmpty == false)
        case .link(let index): return index < links.count ? .available : .absent
        case .edit, .editExternally: return when(canEdit)
        case .copyID, .copyJSON, .page: return when(selectedRecord != nil)
        case .add: return when(canAdd)
        case .delete: return when(canDelete)
        case .search: return when(list?.resource.isSearchable == true)
        case .cycleSort, .flipSort: return when(list?.resource.sortFields.isEmpty == false)
        case .filter: return when(list?.resource.filters.isEmpty == false)
        case .tab(let index): return lists.indices.contains(index) ? .available : .absent
        case .mark: return list?.resource.canDelete == true || list?.resource.isEditable == true ? .available : .unavailable
        case .columnLeft: return list.map { $0.columnOffset > 0 } == true ? .available : .quiet
        case .columnRight: return list.map { $0.columnOffset < viewport.maximumColumnOffset } == true ? .available : .quiet
        case .move, .nextTab, .previousTab, .open, .refresh, .signOut, .quit, .help, .redraw, .command:
            return .available
        }
    }

    /// Why a key of this list cannot work now, for the status line; nil
    /// where saying nothing is right (Esc with nothing to go back to).
    package func whyUnavailable(_ intent: BrowsingIntent) -> UIText? {
        guard lists.indices.contains(selectedTab), availability(intent) == .unavailable else { return nil }
        let resource = currentList.resource
        let title = UIText(resource.title)
        switch intent {
        case .search: return "\(title) cannot be searched."
        case .filter: return "\(title) have no filters."
        case .cycleSort, .flipSort: return "\(title) cannot be sorted."
        case .mark: return "\(title) cannot be written here: nothing to mark for."
        case .add:
            if pendingSave != nil { return "Wait for the save on its way." }
            return "New \(UIText(resource.title.lowercased())) cannot be made here."
        case .copyID, .copyJSON, .page:
            return "Select a record first."
        case .edit, .delete, .editExternally:
            let verb: UIText = intent == .delete ? "delete" : "edit"
            guard let detail else { return "Open a record to \(verb) it." }
            if pendingSave != nil || detail.isSaving { return "Wait for the save on its way." }
            if detail.content == nil { return "Wait for the record to load." }
            return intent == .delete ? "\(UIText(detail.resource.title)) cannot be deleted." : "\(UIText(detail.resource.title)) cannot be edited."
        default: return nil
        }
    }
}
