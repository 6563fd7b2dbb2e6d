/// Following a detail's links, and walking back along them.
extension BrowseFeature {
    /// Goes to the link's record (its tab, its detail) or list (its tab,
    /// filtered), leaving a crumb that puts the place left back as it was.
    static func followLink(_ index: Int, _ state: inout State) -> [Effect] {
        let links = state.links
        guard links.indices.contains(index), state.editForm == nil else { return [] }
        let link = links[index].link
        guard let target = state.lists.firstIndex(where: { $0.resource.id == link.target.resource }) else { return [] }
        var crumb = Crumb(tab: state.selectedTab, detail: state.detail, replacedList: nil, arrival: .list(tab: target),
                          label: placeLabel(state), linkTitle: link.title)
        state.mode.close(.help)
        state.mode.close(.searching)
        switch link.target {
        case .record(_, let id):
            crumb.arrival = .record(tab: target, id: id)
            state.trail.append(crumb)
            state.selectedTab = target
            let effects = openDetail(id, &state, keepScroll: false) + appear(&state)
            alignCursor(tab: target, &state)
            return effects
        case .list(_, let filter):
            crumb.replacedList = (target, state.lists[target])
            state.trail.append(crumb)
            var effects = closeDetail(&state)
            state.selectedTab = target
            var list = ListState(resource: state.lists[target].resource)
            list.filter = filter
            list.sort = state.lists[target].sort
            state.lists[target] = list
            effects += reload(&state, tab: target, resetCursor: true)
            return effects
        }
    }

    /// Puts back the place the last link left: its tab, its detail as it
    /// was (scroll included), and the list the link replaced, cursor and
    /// search kept. Loads stopped by the link start again.
    static func goBack(_ state: inout State) -> [Effect] {
        guard let crumb = state.trail.popLast() else { return [] }
        var effects: [Effect] = [.loadDetail(nil)]
        if let (tab, list) = crumb.replacedList {
            effects += [.loadNextPage(tab: tab, nil), .cancelFirstPage(tab: tab)]
            var restored = list
            restored.nextPage = nil
            state.lists[tab] = restored
            if restored.isLoadingFirstPage { effects += reload(&state, tab: tab, resetCursor: false) }
        }
        state.selectedTab = crumb.tab
        state.mode.close(.form)
        state.mode.close(.searching)
        state.detail = crumb.detail
        if let detail = crumb.detail, detail.isLoading { effects += openDetail(detail.request.id, &state, keepScroll: true) }
        return effects
    }

    /// What the breadcrumb calls the place shown now.
    static func placeLabel(_ state: State) -> UIText {
        if let detail = state.detail { return detail.content?.title ?? detail.subject }
        let list = state.currentList
        var label = UIText(list.resource.title)
        if let filter = list.filter { label = "\(label) (\(filter.name) \(filter.value))" }
        if !list.query.isEmpty { label = "\(label) “\(list.query)”" }
        return label
    }
}
