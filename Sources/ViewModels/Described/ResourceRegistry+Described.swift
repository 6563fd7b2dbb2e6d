import APIDescription

extension ResourceRegistry {
    /// The resources an API's description (or profile) gave, in its order,
    /// the first nine on the number keys: the registry a described API's
    /// tabs, keys, help, `courier get` and cache read, as they read Courier's own.
    package static func described(_ api: DiscoveredAPI) -> ResourceRegistry {
        let siblings = DescribedSiblings(api.resources)
        return ResourceRegistry(api.resources.enumerated().map { index, resource in
            AnyResource(described: resource, tabKey: index < 9 ? Character(String(index + 1)) : nil, siblings: siblings)
        })
    }
}

extension AnyResource {
    /// A resource a description made: every request through
    /// `DescribedOperations`. `siblings` are the API's resources it links to
    /// and names records of (by default, none but itself).
    package init(described resource: DiscoveredResource, tabKey: Character?, siblings: DescribedSiblings? = nil) {
        let siblings = siblings ?? DescribedSiblings([resource])
        let operations = DescribedOperations(resource, siblings: siblings)
        let writes = resource.writes
        let fields = DescribedForm.editable(writes.fields, from: nil)
        let filters = resource.filters.map {
            ResourceFilter(name: $0.name, title: $0.title, takesID: $0.takesID, choices: $0.choices, takesTextID: $0.takesTextID)
        }
        self.init(
            id: resource.id, title: resource.title, singular: resource.singular, tabKey: tabKey,
            columns: operations.columns.map(\.spec), isSearchable: resource.search != nil, sortFields: resource.sort?.fields ?? [],
            filters: filters,
            editableFields: writes.updateMethod == nil ? [] : DescribedForm.editable(writes.fields.filter { !$0.addOnly }, from: nil),
            newFields: writes.createPath == nil ? [] : fields, canDelete: writes.canDelete && resource.recordPath != nil,
            secretFields: resource.secretFields, combinations: Self.listCombinations(resource),
            canBeNamed: siblings.reference(to: resource.id) != nil,
            listedPer: resource.listedPer.flatMap { owner in filters.first { $0.name == owner } }, operations: operations)
    }

    /// What one request of its list carries together, as its operations say
    /// (`CombinationDiscovery`): a search within any filter whose answer takes it.
    static func listCombinations(_ resource: DiscoveredResource) -> ListCombinations {
        ListCombinations(sortsSearches: resource.sortsSearches,
                         unsortedFilters: Set(resource.filters.filter { !$0.sortable }.map(\.name)),
                         searchesFilteredLists: true,
                         unsearchedFilters: Set(resource.filters.filter { !$0.searchable }.map(\.name)))
    }
}
