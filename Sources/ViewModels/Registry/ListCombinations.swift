/// Which of a list's search, filter and sort its server applies together:
/// data on the descriptor, so the app and `courier get` refuse the same
/// combinations with the same reason instead of showing one they dropped.
package struct ListCombinations: Sendable, Hashable {
    /// The server sorts a search's results.
    package var sortsSearches: Bool
    /// Filters (by name) whose lists the server cannot sort.
    package var unsortedFilters: Set<String>
    /// The server searches within a filtered list (DummyJSON never does).
    package var searchesFilteredLists: Bool
    /// Filters (by name) whose lists the server cannot search, where it
    /// searches within the others (a described sub-collection's path takes no `q`).
    package var unsearchedFilters: Set<String>

    package init(sortsSearches: Bool = true, unsortedFilters: Set<String> = [], searchesFilteredLists: Bool = false,
                 unsearchedFilters: Set<String> = []) {
        self.sortsSearches = sortsSearches
        self.unsortedFilters = unsortedFilters
        self.searchesFilteredLists = searchesFilteredLists
        self.unsearchedFilters = unsearchedFilters
    }

    /// Whether a search goes with this filter.
    package func searches(within filter: FilterValue) -> Bool {
        searchesFilteredLists && !unsearchedFilters.contains(filter.name)
    }

    /// What DummyJSON's lists do: every search and filter route sorts, none searches within a filter.
    package static let `default` = ListCombinations()
}

extension AnyResource {
    /// Why the server cannot answer these criteria as one list, in words a
    /// person can act on; nil when it can.
    package func refusal(for criteria: ListCriteria) -> UIText? {
        let title = UIText(self.title)
        if let owner = listedPer, criteria.filter?.name != owner.name {
            return "\(title) have no list of their own: filter by \(owner.name) (or follow the link from a record that has them)."
        }
        if !criteria.query.isEmpty, let filter = criteria.filter, !combinations.searches(within: filter) {
            guard combinations.searchesFilteredLists else {
                return "\(title) are searched or filtered, not both: clear \(filter.name)=\(filter.value) or the search first."
            }
            return "\(title) filtered by \(filter.name) cannot be searched: clear \(filter.name)=\(filter.value) or the search first."
        }
        guard let sort = criteria.sort else { return nil }
        if !criteria.query.isEmpty, !combinations.sortsSearches {
            return "A search of \(title) cannot be sorted by \(sort.field)."
        }
        if let filter = criteria.filter, combinations.unsortedFilters.contains(filter.name) {
            return "\(title) filtered by \(filter.name) cannot be sorted."
        }
        return nil
    }
}
