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

    /// The page the rows the person wants need (the cursor's, those in view,
    /// a few beyond), unless it is on its way: rows load as they come into
    /// view, wherever the cursor went.
    static func loadMoreIfNeeded(_ state: inout State, tab: Int) -> [Effect] {
        let list = state.lists[tab]
        guard list.hasLoaded, !list.isLoadingFirstPage,
              let wanted = list.wantedPage(visibleRows: state.visibleRows, pageSize: state.pageSize)
        else { return [] }
        return load(wanted, tab: tab, &state)
    }

    /// `loadMore`: the page after the loaded rows the cursor is in, unless the list ends there.
    static func loadNextPage(_ state: inout State, tab: Int) -> [Effect] {
        let list = state.lists[tab]
        guard list.hasLoaded, !list.isLoadingFirstPage else { return [] }
        let request = list.pageRequest(.next, pageSize: state.pageSize)
        guard let row = list.items.row(ofPosition: request.request.paging.skip), row < list.rowCount else { return [] }
        return load(request, tab: tab, &state)
    }

    /// Asks for `request` unless it is the page already on its way; a
    /// different one takes its place (`run` cancels the older), so the
    /// rows loaded are those of where the person is now.
    private static func load(_ request: PageRequest, tab: Int, _ state: inout State) -> [Effect] {
        guard request != state.lists[tab].nextPage else { return [] }
        state.lists[tab].nextPage = request
        state.lists[tab].error = nil
        return [.loadNextPage(tab: tab, request)]
    }

    /// Every key press moves the cursor over the whole list, loaded or not,
    /// so none is lost at the edge of what is loaded: `G` is the last row
    /// the server's total counts, and the rows it lands on load next.
    static func moveCursor(_ step: ScrollStep, visibleRows rows: Int, _ state: inout State) -> [Effect] {
        var list = state.currentList
        let count = list.rowCount
        switch step {
        case .up: list.cursor.move(by: -1, rowCount: count, visibleRows: rows)
        case .down: list.cursor.move(by: 1, rowCount: count, visibleRows: rows)
        case .pageUp: list.cursor.page(-1, rowCount: count, visibleRows: rows)
        case .pageDown: list.cursor.page(1, rowCount: count, visibleRows: rows)
        case .halfPageUp: list.cursor.move(by: -max(1, rows / 2), rowCount: count, visibleRows: rows)
        case .halfPageDown: list.cursor.move(by: max(1, rows / 2), rowCount: count, visibleRows: rows)
        case .top: list.cursor.selectFirst(rowCount: count, visibleRows: rows)
        case .bottom: list.cursor.selectLast(rowCount: count, visibleRows: rows)
        case .rows(let delta): list.cursor.move(by: delta, rowCount: count, visibleRows: rows)
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
            let skip = request.request.paging.skip
            list.endNarrowing(restoring: false)
            list.items = ListWindow(page.items, at: skip)
            if sourced.source == .network { list.updatedAt = state.now }
            list.itemsCriteria = ListCriteria(request.request)
            list.total = endOfList(page, skip: skip)
            list.source = sourced.source
            list.clampCursor()
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
            let skip = request.request.paging.skip
            // Nothing new, only the page before again: the server ignores the paging it
            // advertises, so the list ends there instead of asking for ever.
            if list.items.repeatsPage(endingAt: skip, page.items) {
                list.total = list.items.rowCount(serverTotal: skip)
                list.clampCursor()
                state.lists[tab] = list
                return effects
            }
            let serverTotal = endOfList(page, skip: skip)
            list.items.insert(page.items, at: skip)
            list.items.keepPages(within: keptPositions(list, serverTotal: serverTotal))
            list.total = list.items.rowCount(serverTotal: serverTotal)
            list.clampCursor()
        case .error(let error):
            list.error = error
            effects += note(.failed(error, subject: UIText(list.resource.id)), &state)
        }
        state.lists[tab] = list
        return effects
    }

    /// The server's total, unless an empty page shows the list ends sooner
    /// (it shrank under us): then it ends where that page began.
    private static func endOfList(_ page: ListPage, skip: Int) -> Int {
        page.items.isEmpty && skip < page.total ? skip : page.total
    }

    /// The positions whose pages stay loaded: those within
    /// `ViewModelDefaults.keptRows` of the cursor's, and never past the end.
    /// The offline cache keeps the rest, so walking back costs a cache read.
    private static func keptPositions(_ list: ListState, serverTotal: Int) -> Range<Int> {
        let cursor = list.items.position(ofRow: list.selectedIndex ?? 0) ?? 0
        let kept = ViewModelDefaults.keptRows
        return max(0, cursor - kept)..<max(0, min(serverTotal, cursor + kept))
    }

    /// A load's stream has ended. Whatever it brought, nothing is loading any
    /// more; a first page's cached copy that the network answered without an
    /// error is now confirmed.
    static func pageFinished(_ request: PageRequest, tab: Int, _ state: inout State) {
        var list = state.lists[tab]
        switch request.kind {
        case .first:
            list.isLoadingFirstPage = false
            if list.error == nil {
                list.source = ValueSource.confirmed(list.source)
                // A cached copy the server confirmed (a 304) is as new as an answer.
                if list.source == .network { list.updatedAt = state.now }
            }
        case .next:
            // The page never came (the stream ended empty): the next one may be asked for again.
            if list.nextPage == request { list.nextPage = nil }
        }
        state.lists[tab] = list
    }
}
