import Foundation
import Network

/// Loading pages and moving through them.
extension BrowseFeature {
    /// A new first page. Its effect makes `run` cancel the list's loads on
    /// their way, first page and next, so no answer of the old list lands.
    static func reload(_ state: inout State, tab: Int, resetCursor: Bool) -> [Effect] {
        var list = state.lists[tab]
        list.isLoadingFirstPage = true
        list.nextPage = nil
        list.error = nil
        if resetCursor { list.cursor = ListViewState() }
        list.dropItemsOfOtherCriteria()
        state.lists[tab] = list
        return [.loadNextPage(tab: tab, nil), .loadFirstPage(tab: tab, list.pageRequest(.first, pageSize: state.pageSize))]
    }

    /// The next page when the cursor comes near the end of what is loaded.
    static func loadMoreIfNeeded(_ state: inout State, tab: Int) -> [Effect] {
        let list = state.lists[tab]
        let threshold = ViewModelDefaults.loadMoreThreshold
        // Near the end of what is loaded, or a screen taller than what is loaded: the next page.
        let screenNotFull = list.items.count < state.visibleRows + threshold
        guard screenNotFull || list.cursor.isNearEnd(rowCount: list.items.count, threshold: threshold) else { return [] }
        return loadNextPage(&state, tab: tab)
    }

    /// The next page, unless one is on its way or there is none.
    static func loadNextPage(_ state: inout State, tab: Int) -> [Effect] {
        var list = state.lists[tab]
        guard list.canLoadMore else { return [] }
        let request = list.pageRequest(.next, pageSize: state.pageSize)
        list.nextPage = request
        list.error = nil
        state.lists[tab] = list
        return [.loadNextPage(tab: tab, request)]
    }

    static func moveCursor(_ step: ScrollStep, visibleRows rows: Int, _ state: inout State) -> [Effect] {
        var list = state.currentList
        let count = list.items.count
        let loading = list.isLoadingMore
        switch step {
        case .up: list.cursor.move(by: -1, rowCount: count, visibleRows: rows, hasLoadingRow: loading)
        case .down: list.cursor.move(by: 1, rowCount: count, visibleRows: rows, hasLoadingRow: loading)
        case .pageUp: list.cursor.page(-1, rowCount: count, visibleRows: rows, hasLoadingRow: loading)
        case .pageDown: list.cursor.page(1, rowCount: count, visibleRows: rows, hasLoadingRow: loading)
        case .top: list.cursor.selectFirst(rowCount: count, visibleRows: rows)
        case .bottom: list.cursor.selectLast(rowCount: count, visibleRows: rows, hasLoadingRow: loading)
        case .rows(let delta): list.cursor.move(by: delta, rowCount: count, visibleRows: rows, hasLoadingRow: loading)
        }
        state.currentList = list
        return loadMoreIfNeeded(&state, tab: state.selectedTab)
    }

    static func pageLoaded(_ sourced: SourcedResult<ListPage>, for request: PageRequest, tab: Int,
                           _ state: inout State) -> [Effect] {
        var effects: [Effect]
        switch request.kind {
        case .first: effects = firstPageLoaded(sourced, for: request, tab: tab, &state)
        case .next: effects = nextPageLoaded(sourced, for: request, tab: tab, &state)
        }
        // After a failure only the person asks again (a move, r): never in a loop.
        if state.lists[tab].error == nil { effects += loadMoreIfNeeded(&state, tab: tab) }
        return effects
    }

    private static func firstPageLoaded(_ sourced: SourcedResult<ListPage>, for request: PageRequest, tab: Int,
                                        _ state: inout State) -> [Effect] {
        var list = state.lists[tab]
        list.isLoadingFirstPage = false
        list.hasLoaded = true
        var effects: [Effect] = []
        switch sourced.result {
        case .value(let page):
            list.items = page.items
            list.itemsCriteria = ListCriteria(request.request)
            list.total = page.total
            list.source = sourced.source
            if list.cursor.selectedIndex >= page.items.count {
                list.cursor = ListViewState(selectedIndex: max(0, page.items.count - 1))
            }
            if list.nextPage != nil {
                // The network's copy replaced the cached one a next page was continuing.
                list.nextPage = nil
                effects.append(.loadNextPage(tab: tab, nil))
            }
        case .error(let error):
            // Keep what is on screen: a failed refresh must not blank the list.
            // A failed new search, filter or sort must not show the old one.
            list.error = error
            list.dropItemsOfOtherCriteria()
            effects += note(.failed(error, subject: UIText(list.resource.id)), &state)
        }
        state.lists[tab] = list
        return effects
    }

    private static func nextPageLoaded(_ sourced: SourcedResult<ListPage>, for request: PageRequest, tab: Int,
                                       _ state: inout State) -> [Effect] {
        var list = state.lists[tab]
        guard request == list.nextPage else { return [] }
        list.nextPage = nil
        var effects: [Effect] = []
        switch sourced.result {
        case .value(let page):
            let before = list.items.count
            list.items = list.items.appending(page.items)
            list.total = page.total
            // A page that brought nothing new means the list shifted under us: stop here.
            if page.items.isEmpty || list.items.count == before { list.total = list.items.count }
        case .error(let error):
            list.error = error
            effects += note(.failed(error, subject: UIText(list.resource.id)), &state)
        }
        state.lists[tab] = list
        return effects
    }

    /// A load's stream has ended. Whatever it brought, nothing is loading any
    /// more; a first page's cached copy that the network answered without an
    /// error is now confirmed.
    static func pageFinished(_ request: PageRequest, tab: Int, _ state: inout State) {
        var list = state.lists[tab]
        switch request.kind {
        case .first:
            list.isLoadingFirstPage = false
            if list.error == nil { list.source = ValueSource.confirmed(list.source) }
        case .next:
            // The page never came (the stream ended empty): the next one may be asked for again.
            if list.nextPage == request { list.nextPage = nil }
        }
        state.lists[tab] = list
    }
}
