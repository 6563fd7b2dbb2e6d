import Foundation
import Network
import Reactive

/// The browser: a tab per resource of the registry, each a paged list with
/// search; a detail of the selected record, which can be edited where the
/// resource allows; notes that clear themselves. Pages come 30 at a time,
/// never past `total`; a search waits for typing to pause; the latest load
/// of a list wins; a refresh keeps what is shown until the new page arrives.
package struct BrowseFeature: Feature {
    package typealias State = BrowseState
    package typealias Action = BrowseAction
    package typealias Effect = BrowseEffect

    let registry: ResourceRegistry
    let client: NetworkClient
    let scheduler: any SchedulerType
    let settings: BrowseSettings
    let memoryStore: any BrowseMemoryStore

    package init(registry: ResourceRegistry = .standard, client: NetworkClient = .shared, scheduler: any SchedulerType,
                 settings: BrowseSettings = BrowseSettings(), memoryStore: any BrowseMemoryStore = ForgetfulMemoryStore()) {
        self.registry = registry
        self.client = client
        self.scheduler = scheduler
        self.settings = settings
        self.memoryStore = memoryStore
    }

    /// The state a new browser starts from.
    package func initialState() -> BrowseState {
        BrowseState(registry: registry, now: scheduler.now, settings: settings)
    }

    package static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
        if let effects = reduceMarks(&state, action) { return effects }
        switch action {
        case .appear:
            // A view that refreshes by itself (`--refresh`) starts its timer with the browser.
            var effects = appear(&state) + (state.settings.refreshInterval.map { [.refreshEvery(RxTimeInterval($0))] } ?? [])
            if !state.settings.problems.isEmpty {
                // Said once per browser; `!` opens them whole.
                effects += note(.configProblems(state.settings.problems), &state)
                state.settings.problems = []
            }
            return effects
        case .intent(let intent):
            return reduceIntent(intent, &state)
        case .selectTab(let index):
            return selectTab(index, &state)
        case .nextTab:
            return selectTab((state.selectedTab + 1) % state.lists.count, &state)
        case .previousTab:
            return selectTab((state.selectedTab + state.lists.count - 1) % state.lists.count, &state)
        case .moveCursor(let step, let visibleRows):
            return moveCursor(step, visibleRows: visibleRows, &state) + lookUpNames(&state, tab: state.selectedTab) + followCursor(&state)
        case .select(let index, let visibleRows):
            state.currentList.cursor.select(index, rowCount: state.currentList.rowCount, visibleRows: visibleRows)
            return loadMoreIfNeeded(&state, tab: state.selectedTab) + lookUpNames(&state, tab: state.selectedTab) + followCursor(&state)
        case .loadMore:
            return loadNextPage(&state, tab: state.selectedTab)
        case .viewport(let rows):
            var viewport = state.viewport
            viewport.listRows = max(0, rows)
            return measured(viewport, &state)
        case .viewportMeasured(let viewport):
            return measured(viewport, &state)
        case .clickedRow, .clickedDetailRow:
            return reduceClick(action, &state)
        case .showPictures(let shows):
            state.showsPictures = shows
            return []
        case .refresh:
            // The server's own records again: what was kept of writes goes.
            let resource = state.currentList.resource
            state.writtenRecords = state.writtenRecords.filter { $0.key.resource != resource }
            var effects = reload(&state, tab: state.selectedTab, resetCursor: false)
            state.names.retryFailed()
            effects += lookUpNames(&state, tab: state.selectedTab)
            if let detail = state.detail { effects += openDetail(detail.request.id, &state, keepScroll: true) }
            return effects
        case .setFilter(let filter):
            return setFilter(filter, &state)
        case .setSort(let sort):
            return setSort(sort, &state)
        case .beginSearch, .editSearch, .acceptSearch, .cancelSearch, .searchSettled:
            return reduceSearch(&state, action)
        case .beginCommand, .editCommand, .completeCommand, .completeBack, .historyOlder, .historyNewer, .runCommand, .cancelCommand,
             .cycleSort, .flipSortOrder:
            return reduceCommand(&state, action)
        case .clickedHeader(let column):
            return clickedHeader(column, &state)
        case .choicesLoaded(let source, let values):
            state.filterChoices[source.id] = values
        case .refreshDue:
            return refreshDue(&state)
        case .openSelected:
            // What is highlighted: nothing is while the detail shows a record the list has not loaded.
            guard let index = state.highlightedIndex, let id = state.currentList.items.id(at: index) else { return [] }
            return openDetail(id, &state, keepScroll: false)
        case .openDetail(let id):
            return openDetail(id, &state, keepScroll: false)
        case .followLink(let index):
            return followLink(index, &state)
        case .back:
            if state.isAtTrailEnd { return goBack(&state) }
            if state.detail != nil { return closeDetail(&state) }
            if !state.currentList.marked.isEmpty {
                state.currentList.marked = []
                return []
            }
            // Clearing a search stops its load too; with none, Esc stops the list's own.
            if !state.currentList.query.isEmpty { return reduceSearch(&state, .cancelSearch) }
            if state.currentList.isLoadingFirstPage || state.currentList.isLoadingMore { return cancelLoad(&state) }
            return []
        case .detailLoaded:
            return reduceDetail(&state, action) + lookUpLinkNames(&state)
        case .cancelEdit where state.editForm?.hasChanges == true, .confirmDiscard, .beginSignOut, .cancelSignOut:
            return reduceQuestion(&state, action)
        case .scrollDetail, .beginEdit, .editField, .focusField, .saveEdit, .cancelEdit,
             .detailFinished, .saveFinished, .beginAdd, .beginDelete, .confirmDelete, .pictureLoaded:
            return reduceDetail(&state, action)
        case .showError, .hideError, .scrollError:
            return reduceErrorOverlay(&state, action)
        case .toggleHelp, .hideHelp, .scrollHelp:
            return reduceHelp(&state, action)
        case .pageLoaded(let tab, let request, let sourced, let at):
            state.now = at
            var effects = pageLoaded(sourced, for: request, tab: tab, &state)
            alignCursor(tab: tab, &state)
            if case .value = sourced.result { effects += lookUpNames(&state, tab: tab) }
            return effects
        case .namesLoaded(let lookup, let names):
            return namesLoaded(lookup, names, &state)
        case .namesFailed(let lookup, let error):
            return namesFailed(lookup, error, &state)
        case .pageFinished(let tab, let request):
            pageFinished(request, tab: tab, &state)
            if request.kind == .first, tab == state.selectedTab { return probeIfOffline(&state) }
        case .probeDue:
            return probeDue(&state)
        case .noteExpired:
            state.note = nil
        case .tick(let now):
            state.now = now
        case .takeOut(let takeOut):
            return reduceTakeOut(takeOut, &state)
        case .requests(let requests):
            return reduceRequests(requests, &state)
        case .export(let export):
            return reduceExport(export, &state)
        }
        return []
    }

    /// Shows a note and asks for its expiry.
    package static func note(_ kind: StatusNote.Kind, _ state: inout State) -> [Effect] {
        let note = StatusNote(kind: kind)
        state.note = note
        if note.isError { state.lastError = note }
        return [.expireNote]
    }

    private static func selectTab(_ index: Int, _ state: inout State) -> [Effect] {
        guard state.lists.indices.contains(index), index != state.selectedTab else { return [] }
        // A jump of one's own starts afresh: the trail was of links followed.
        state.trail = []
        var effects = closeDetail(&state)
        state.selectedTab = index
        state.mode.close(.searching)
        state.mode.close(.help)
        effects += appear(&state)
        // Another list: tries go on for it only if it is offline too.
        state.probe = nil
        return effects + probeIfOffline(&state)
    }

    /// A new layout: a list taller than before may want its next page.
    private static func measured(_ viewport: BrowseViewport, _ state: inout State) -> [Effect] {
        guard viewport != state.viewport else { return [] }
        let rowsChanged = viewport.listRows != state.viewport.listRows
        state.viewport = viewport
        guard rowsChanged, state.lists.indices.contains(state.selectedTab) else { return [] }
        return loadMoreIfNeeded(&state, tab: state.selectedTab) + lookUpNames(&state, tab: state.selectedTab)
    }

    static func appear(_ state: inout State) -> [Effect] {
        let list = state.currentList
        guard !list.hasLoaded, !list.isLoadingFirstPage else { return [] }
        return reload(&state, tab: state.selectedTab, resetCursor: false)
    }
}
