import DummyJSON
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

/// One resource's list as its tab shows it: the items loaded so far, what
/// they answer (search, filter), where the cursor is, and what is loading.
package struct ListState: Sendable, Equatable {
    package let resource: AnyResource
    package var items = ListItems.empty
    package var total = 0
    /// The search in effect (after the debounce); empty means the whole list.
    package var query = ""
    /// The search as typed, with its cursor.
    package var search = TextFieldState()
    package var filter: FilterValue?
    package var sort: SortKey?
    package var cursor = ListViewState()
    package var isLoadingFirstPage = false
    /// The next page on its way, if one is.
    package var nextPage: PageRequest?
    package var error: NetworkError?
    /// Where the items on screen came from; nil before any arrived.
    package var source: ValueSource?
    /// True once a first page (or its error) has arrived.
    package var hasLoaded = false
    /// The criteria `items` answer; nil while there are none.
    package var itemsCriteria: ListCriteria?

    package init(resource: AnyResource) {
        self.resource = resource
    }

    package var selectedIndex: Int? { items.isEmpty ? nil : min(cursor.selectedIndex, items.count - 1) }
    package var selectedID: Int? { selectedIndex.map(items.id(at:)) }
    package var isLoadingMore: Bool { nextPage != nil }
    package var hasMore: Bool { items.count < total }
    package var canLoadMore: Bool { hasLoaded && hasMore && !isLoadingMore && !isLoadingFirstPage }
    /// The search, filter and sort in effect.
    package var criteria: ListCriteria { ListCriteria(query: query, filter: filter, sort: sort) }

    /// Empties the list when its items answer other criteria than those in
    /// effect, so a new search never shows the old list while it loads or
    /// after it failed.
    package mutating func dropItemsOfOtherCriteria() {
        guard let shown = itemsCriteria, shown != criteria else { return }
        items = .empty
        total = 0
        source = nil
        itemsCriteria = nil
        cursor = ListViewState()
    }

    /// The request for the page that starts at `skip`.
    package func request(skip: Int, pageSize: Int = ViewModelDefaults.pageSize) -> ListRequest {
        ListRequest(paging: Paging(limit: pageSize, skip: skip), query: query, filter: filter, sort: sort)
    }

    /// The load of the first page or of the page after the loaded items.
    package func pageRequest(_ kind: PageRequest.Kind, pageSize: Int = ViewModelDefaults.pageSize) -> PageRequest {
        PageRequest(resource: resource, kind: kind, request: request(skip: kind == .first ? 0 : items.count, pageSize: pageSize))
    }

    /// Why the list is empty, when it is: nothing matched a search, a search
    /// the server could not be asked and the cache never saw, or nothing there at all.
    package var emptyMessage: UIText? {
        guard hasLoaded, items.isEmpty, !isLoadingFirstPage else { return nil }
        if let error {
            return error.isConnectivity && !query.isEmpty ? "No cached results for “\(query)”." : nil
        }
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
