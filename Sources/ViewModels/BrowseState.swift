import Foundation
import Models
import Network

/// Where the items on screen came from.
public enum DataSource: Sendable, Equatable {
    case none
    case network
    /// The offline cache, stored at that time; `offline` when the network failed.
    case cache(storedAt: Date, offline: Bool)
}

/// What a list screen shows.
public struct BrowseState<Item: Sendable & Equatable & Identifiable>: Sendable, Equatable where Item.ID == Int {
    public var items: [Item] = []
    public var total = 0
    public var isLoadingFirstPage = false
    public var isLoadingMore = false
    public var error: NetworkError?
    /// The query in effect (after debounce); empty means the plain list.
    public var query = ""
    /// Products only: the category in effect.
    public var category: String?
    public var selectedIndex: Int?
    public var source: DataSource = .none
    /// True once a first page (or its error) has arrived.
    public var hasLoaded = false

    public init() {}

    public var errorMessage: String? { error?.message }

    public var selectedItem: Item? {
        guard let index = selectedIndex, items.indices.contains(index) else { return nil }
        return items[index]
    }

    public var hasMore: Bool { items.count < total }

    public var canLoadMore: Bool { hasLoaded && hasMore && !isLoadingMore && !isLoadingFirstPage }

    /// Why the list is empty, when it is: nothing matched a query, or nothing there at all.
    public var emptyMessage: String? {
        guard hasLoaded, items.isEmpty, !isLoadingFirstPage, error == nil else { return nil }
        if !query.isEmpty { return "Nothing matched “\(query)”." }
        if let category { return "Nothing in \(category)." }
        return "Nothing here yet."
    }
}
