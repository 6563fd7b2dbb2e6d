import APIDescription

extension ResourceRegistry {
    /// The resources an API's description (or profile) gave, in its order,
    /// the first nine on the number keys: the registry a described API's
    /// tabs, keys, help, `courier get` and cache read, as they read Courier's own.
    package static func described(_ api: DiscoveredAPI) -> ResourceRegistry {
        ResourceRegistry(api.resources.enumerated().map { index, resource in
            AnyResource(described: resource, tabKey: index < 9 ? Character(String(index + 1)) : nil)
        })
    }
}

extension AnyResource {
    /// A resource a description made: every request through `DescribedOperations`.
    package init(described resource: DiscoveredResource, tabKey: Character?) {
        let operations = DescribedOperations(resource)
        let writes = resource.writes
        let fields = DescribedForm.editable(writes.fields, from: nil)
        self.init(
            id: resource.id, title: resource.title, singular: resource.singular, tabKey: tabKey,
            columns: operations.columns.map(\.spec), isSearchable: resource.search != nil, sortFields: resource.sort?.fields ?? [],
            filters: resource.filters.map { ResourceFilter(name: $0.name, title: $0.title, takesID: $0.takesID, choices: $0.choices) },
            editableFields: writes.updateMethod == nil ? [] : DescribedForm.editable(writes.fields.filter { !$0.addOnly }, from: nil),
            newFields: writes.createPath == nil ? [] : fields, canDelete: writes.canDelete && resource.recordPath != nil,
            secretFields: resource.secretFields, operations: operations)
    }
}
