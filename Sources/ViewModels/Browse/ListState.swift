import DummyJSON
import Foundation
import Network

/// One load of a list's page: which resource, whether it starts the list
/// or continues it, and what was asked. Nothing here tells an old load from
/// a new one: `run` cancels a list's older load when a newer one starts.
package struct PageRequest: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case first, next
    }

    package var resource: AnyResource
    package var kind: Kind
    package var request: ListRequest

    package init(resource: AnyResource, kind: Kind, request: ListRequest) {
        self.resource = resource
        self.kind = kind
        self.request = request
    }
}

/// One resource's list as its tab shows it: the rows loaded around where
/// the person is (`items`), how many rows the list has, what they answer
/// (search, filter), where the cursor is, and what is loading. The cursor
/// moves over every row of the list, loaded or not: rows load as they come
/// into view, so a key press always lands where it said.
package struct ListState: Sendable, Equatable {
    package let resource: AnyResource
    package var items = ListWindow.empty
    /// Rows in the list: the server's total, with the writes made here on top.
    package var total = 0
    /// The search in effect (after the debounce); empty means the whole list.
    package var query = ""
    /// The search as typed, with its cursor.
    package var search = TextFieldState()
    package var filter: FilterValue?
    package var sort: SortKey?
    package var cursor = ListViewState()
    package var isLoadingFirstPage = false
    /// The page on its way that adds to the loaded rows, if one is.
    package var nextPage: PageRequest?
    package var error: NetworkError?
    /// Where the items on screen came from; nil before any arrived.
    package var source: ValueSource?
    /// True once a first page (or its error) has arrived.
    package var hasLoaded = false
    /// The criteria `items` answer; nil while there are none.
    package var itemsCriteria: ListCriteria?
    /// Records marked with Space, by id: the write actions apply to them.
    package var marked: Set<Int> = []
    /// Columns scrolled past on the left (←/→), when they do not all fit.
    package var columnOffset = 0
    /// The loaded rows narrowed to a search as it is typed, shown until the
    /// server answers it (and, offline, instead of its answer).
    package var narrowing: ListNarrowing?
    /// When the rows shown last came from the server: "updated 5 s ago".
    package var updatedAt: Date?

    package init(resource: AnyResource) {
        self.resource = resource
    }

    /// Rows the cursor can reach: the list's length.
    package var rowCount: Int { max(total, items.count) }
    package var selectedIndex: Int? { rowCount == 0 ? nil : min(cursor.selectedIndex, rowCount - 1) }
    /// The selected record; nil while its row is loading.
    package var selectedID: Int? { selectedIndex.flatMap(items.id(at:)) }
    package var isLoadingMore: Bool { nextPage != nil }
    /// Whether some rows of the list are not loaded.
    package var hasMore: Bool { items.count < total }
    /// The search, filter and sort in effect.
    package var criteria: ListCriteria { ListCriteria(query: query, filter: filter, sort: sort) }

    /// Empties the list when its items answer other criteria than those in
    /// effect, so a new search never shows the old list while it loads or
    /// after it failed.
    package mutating func dropItemsOfOtherCriteria() {
        // Rows narrowed on screen stand in for the search's answer until it comes.
        guard narrowing == nil, let shown = itemsCriteria, shown != criteria else { return }
        items = .empty
        total = 0
        source = nil
        itemsCriteria = nil
        cursor = ListViewState()
    }

    /// Keeps the cursor on a row of the list when the list got shorter.
    package mutating func clampCursor() {
        if cursor.selectedIndex >= rowCount { cursor = ListViewState(selectedIndex: max(0, rowCount - 1)) }
    }

    /// The request for `limit` rows from position `skip`.
    package func request(skip: Int, pageSize: Int = ViewModelDefaults.pageSize) -> ListRequest {
        ListRequest(paging: Paging(limit: pageSize, skip: skip), query: query, filter: filter, sort: sort)
    }

    /// A first page starts the list afresh where the cursor is (the top for
    /// a new search; the rows in view for a refresh). A next page is the one
    /// after the loaded rows the cursor is in.
    package func pageRequest(_ kind: PageRequest.Kind, pageSize: Int = ViewModelDefaults.pageSize) -> PageRequest {
        let row = selectedIndex ?? 0
        let position = items.position(ofRow: row) ?? 0
        switch kind {
        case .first:
            let start = position / max(1, pageSize) * max(1, pageSize)
            return PageRequest(resource: resource, kind: .first, request: request(skip: start, pageSize: pageSize))
        case .next:
            return page(loading: items.firstUnloaded(from: position), pageSize: pageSize)
        }
    }

    /// The rows on screen for a list `visibleRows` tall (at least the cursor's).
    package func rowsInView(visibleRows: Int) -> Range<Int> {
        let rows = rowCount
        guard rows > 0 else { return 0..<0 }
        let visible = max(1, visibleRows)
        let first = cursor.visibleOffset(rowCount: rows, visibleRows: visible)
        return first..<min(rows, first + visible)
    }

    /// The page to load for the rows the person wants first, if any is not
    /// loaded: the cursor's row, then the rows in view from the top, then a
    /// few rows beyond them each way (`threshold`), so scrolling rarely waits.
    package func wantedPage(visibleRows: Int, pageSize: Int = ViewModelDefaults.pageSize,
                            threshold: Int = ViewModelDefaults.loadMoreThreshold) -> PageRequest? {
        let rows = rowCount
        guard rows > 0 else { return nil }
        let view = rowsInView(visibleRows: visibleRows)
        let (first, end) = (view.lowerBound, view.upperBound)
        let selected = min(cursor.selectedIndex, rows - 1)
        let wanted = [selected..<selected + 1, first..<end, end..<min(rows, end + threshold)]
        for range in wanted {
            for row in range where !items.isLoaded(row: row) {
                if let position = items.position(ofRow: row) { return page(loading: position, pageSize: pageSize) }
            }
        }
        for row in (max(0, first - threshold)..<first).reversed() where !items.isLoaded(row: row) {
            if let position = items.position(ofRow: row) { return page(loading: position, pageSize: pageSize) }
        }
        return nil
    }

    /// The page that loads `position`: the page-aligned one around it, cut to
    /// the unloaded gap it falls in, so a page is never asked for twice and
    /// the cache sees the same pages each time the list is walked.
    private func page(loading position: Int, pageSize: Int) -> PageRequest {
        let size = max(1, pageSize)
        let gap = items.gap(around: position)
        let start = max(position / size * size, gap.lowerBound)
        let end = min(start + size, gap.upperBound)
        return PageRequest(resource: resource, kind: .next, request: request(skip: start, pageSize: max(1, end - start)))
    }

    /// Why the list is empty, when it is: nothing matched a search, a search
    /// the server could not be asked and the cache never saw, or nothing there at all.
    package var emptyMessage: UIText? {
        guard hasLoaded, items.isEmpty, !isLoadingFirstPage else { return nil }
        // A list that exists only under its owner's record says how to reach it.
        if let owner = resource.listedPer, filter?.name != owner.name { return resource.refusal(for: criteria) }
        if let error {
            return error.isConnectivity && !query.isEmpty ? "No cached results for “\(query)”." : nil
        }
        guard total == 0 else { return nil }
        // The list's name and what narrowed it, quoted one way throughout.
        let name = UIText(resource.title.lowercased())
        if !query.isEmpty { return "No \(name) match “\(query)”." }
        if let filter { return "No \(name) with \(filter.name)=\(filter.value)." }
        return "Nothing here yet."
    }
}

extension ValueSource {
    /// The source once a stream has finished: a cached value the network did
    /// not replace was confirmed by it (same body, or 304), so it is current.
    static func confirmed(_ source: ValueSource?) -> ValueSource? {
        if case .cache(_, offline: false) = source { return .network }
        return source
    }
}
