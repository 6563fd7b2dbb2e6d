/// Which of a list's search, filter and sort one request can carry, read
/// from the operations that answer them: a filter answered at a path of its
/// own (`/authors/{id}/books`) is searched or sorted there only if that
/// operation takes the search's or the sort's parameter, and a search at a
/// path of its own (`/products/search`) takes a query filter or a sort only
/// if it lists them. What the description does not say is taken as allowed;
/// a profile says otherwise per filter (`search: false`, `sort: false`).
enum CombinationDiscovery {
    static func describe(_ resource: inout DiscoveredResource, index: OperationIndex) {
        let search = resource.search
        let sortParameter = resource.sort?.parameter
        let searchOperation = search?.path.flatMap { index.operation(.get, shapedLike: $0) }
        if let sortParameter, let searchOperation { resource.sortsSearches = searchOperation.parameter(sortParameter) != nil }
        for position in resource.filters.indices {
            let name = resource.filters[position].name
            if let path = resource.filterPaths[name] {
                guard let operation = index.operation(.get, shapedLike: path) else { continue }
                resource.filters[position].searchable = search.map { operation.parameter($0.parameter) != nil } ?? true
                resource.filters[position].sortable = sortParameter.map { operation.parameter($0) != nil } ?? true
            } else if let searchOperation {
                resource.filters[position].searchable = searchOperation.parameter(name) != nil
            }
        }
    }
}
