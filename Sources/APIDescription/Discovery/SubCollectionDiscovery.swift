import JSON

/// `GET /A/{x}/B` answering a list: B's records owned by an A. When a
/// top-level resource lists the same records (by schema, or by B's name),
/// it learns the path for that owner as a filter, and an A links to it.
/// When none does (an orphan: `/users/{id}/posts` with no `/posts`), B
/// becomes a resource of its own that is listed only per owner: reported
/// by `describe`, its tab says so, and an A's detail still links to it.
enum SubCollectionDiscovery {
    /// A sub-collection path: its owner's list (`/users`) and its last word (`posts`).
    private struct Place {
        var operation: APIOperation
        var ownerList: String
        var last: String
        var items: JSONSchema?
    }

    private static func places(_ gets: [APIOperation]) -> [Place] {
        gets.compactMap { operation in
            let segments = Naming.segments(operation.path)
            guard segments.count >= 3, let last = segments.last, !Naming.isParameter(last),
                  Naming.isParameter(segments[segments.count - 2]),
                  let shape = APIDiscovery.listShape(operation) else { return nil }
            return Place(operation: operation, ownerList: "/" + segments.dropLast(2).joined(separator: "/"), last: last, items: shape.items)
        }
    }

    /// The resource whose records `place` lists, other than its owner's.
    private static func owned(_ place: Place, owner: String, in resources: [DiscoveredResource]) -> Int? {
        resources.firstIndex { candidate in
            candidate.id != owner && candidate.listedPer == nil
                && ((place.items?.name).map { candidate.itemSchema?.name == $0 } ?? false || Naming.segments(candidate.listPath).last == place.last)
        }
    }

    private static func owners(_ resources: [DiscoveredResource]) -> [String: Int] {
        var byList: [String: Int] = [:]
        for (index, resource) in resources.enumerated().reversed() where resource.listedPer == nil {
            byList[Naming.normalised(resource.listPath)] = index
        }
        return byList
    }

    /// Resources for the sub-collections no top-level list holds, after the others.
    static func orphans(_ resources: inout [DiscoveredResource], gets: [APIOperation], description: APIDescription) {
        let byList = owners(resources)
        for place in places(gets) {
            guard let owner = byList[place.ownerList], owned(place, owner: resources[owner].id, in: resources) == nil else { continue }
            let name = Naming.identifier(Naming.words(place.last))
            let id = resources.contains { $0.id == name } ? resources[owner].id + "-" + name : name
            var orphan = DiscoveredResource(id: id, title: Naming.title(place.last),
                                            singular: place.items?.name.flatMap(Naming.recordName) ?? Naming.singular(Naming.words(place.last).last ?? id),
                                            listPath: place.operation.path)
            orphan.itemsKey = APIDiscovery.listShape(place.operation)?.key
            orphan.itemSchema = place.items
            orphan.recordSchema = place.items
            orphan.requiresAuth = APIDiscovery.requiresAuth(place.operation, description)
            orphan.idField = APIDiscovery.idField(item: place.items, record: nil)
            QueryDiscovery.describe(&orphan, list: place.operation, searchOperation: nil)
            ColumnDiscovery.describe(&orphan)
            NameDiscovery.describe(&orphan)
            orphan.listedPer = filterName(owner: resources[owner], fields: place.items?.propertyNames ?? [])
            resources.append(orphan)
        }
    }

    /// The filter by which an owner's records are asked for: `supplierId`
    /// (or `supplier_id` where the records spell their fields so).
    static func filterName(owner: DiscoveredResource, fields: [String]) -> String {
        let words = Naming.words(owner.singular)
        let camel = (words.first ?? "") + words.dropFirst().map { $0.capitalized }.joined() + "Id"
        let snake = words.joined(separator: "_") + "_id"
        return [camel, snake].first(where: fields.contains) ?? camel
    }

    /// Each sub-collection's path becomes its records' filter for the owner, and the owner's link to them.
    static func link(_ resources: inout [DiscoveredResource], gets: [APIOperation]) {
        let byList = owners(resources)
        for place in places(gets) {
            guard let owner = byList[place.ownerList] else { continue }
            let ownedIndex = resources.firstIndex { $0.listedPer != nil && $0.listPath == place.operation.path }
                ?? owned(place, owner: resources[owner].id, in: resources)
            guard let ownedIndex else { continue }
            let filter = resources[ownedIndex].listedPer
                ?? filterName(owner: resources[owner], fields: resources[ownedIndex].itemSchema?.propertyNames ?? [])
            let textID = resources[owner].itemSchema?.property(resources[owner].idField)?.type == "string"
            resources[ownedIndex].filterPaths[filter] = place.operation.path
            if let known = resources[ownedIndex].filters.firstIndex(where: { $0.name == filter }) {
                resources[ownedIndex].filters[known].takesID = true
                resources[ownedIndex].filters[known].takesTextID = textID
            } else {
                let title = resources[ownedIndex].listedPer == nil ? Naming.title(filter) : Naming.title(resources[owner].singular)
                resources[ownedIndex].filters.append(DiscoveredFilter(name: filter, title: title, takesID: true, takesTextID: textID))
            }
            resources[owner].links.append(DiscoveredLink(title: resources[ownedIndex].title,
                                                         target: .list(resource: resources[ownedIndex].id, filter: filter)))
        }
    }
}
