import Foundation
import Models
import Network

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
    /// Where the items on screen came from; nil before any arrived.
    public var source: ValueSource?
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

extension ValueSource {
    /// The source once a stream has finished: a cached value the network did
    /// not replace was confirmed by it (same body, or 304), so it is current.
    static func confirmed(_ source: ValueSource?) -> ValueSource? {
        if case .cache(_, offline: false) = source { return .network }
        return source
    }
}
