import JSON

/// The ways between records: a field holding another resource's id
/// (`supplierId`, `owner_id`), a property whose schema is another
/// resource's (an embedded `supplier`), an OpenAPI link to another
/// resource's record, and a list under a record's path
/// (`/suppliers/{id}/products` is "Products" on a supplier).
enum LinkDiscovery {
    static func link(_ resources: inout [DiscoveredResource], description: APIDescription, gets: [APIOperation]) {
        let snapshot = resources
        for index in resources.indices {
            var links: [DiscoveredLink] = []
            let schema = resources[index].recordSchema ?? resources[index].itemSchema
            for name in schema?.propertyNames ?? [] {
                guard let property = schema?.property(name) else { continue }
                if let target = idFieldTarget(name, property, snapshot, own: resources[index].id) {
                    links.append(DiscoveredLink(title: Naming.title(stem(name)), target: .record(resource: target.id, field: name)))
                } else if property.type == "object", let target = schemaTarget(property, snapshot) {
                    links.append(DiscoveredLink(title: Naming.title(name), target: .record(resource: target.id, field: "\(name).\(target.idField)")))
                } else if property.type == "array", let items = property.items, items.type == "object",
                          let target = schemaTarget(items, snapshot) {
                    links.append(DiscoveredLink(title: Naming.title(name),
                                                target: .records(resource: target.id, field: name, idField: target.idField)))
                }
            }
            if let recordPath = resources[index].recordPath,
               let record = gets.first(where: { Naming.normalised($0.path) == Naming.normalised(recordPath) }) {
                for link in record.links { if let found = openAPILink(link, description, snapshot) { links.append(found) } }
            }
            resources[index].links = unique(links)
        }
        subCollections(&resources, gets: gets)
    }

    /// `supplierId`, `supplier_id`, `supplierID` → `supplier`.
    static func stem(_ name: String) -> String {
        let words = Naming.words(name)
        guard words.count > 1, words.last == "id" else { return name }
        return words.dropLast().joined(separator: " ")
    }

    /// The resource a `…Id` field points at: its stem is the resource's
    /// singular or id (`userId` → users; `author_id` → authors).
    static func idFieldTarget(_ name: String, _ property: JSONSchema, _ resources: [DiscoveredResource], own: String) -> DiscoveredResource? {
        let words = Naming.words(name)
        guard words.count > 1, words.last == "id", ["integer", "string", nil].contains(property.type) else { return nil }
        let stem = words.dropLast().joined(separator: " ")
        let dashed = words.dropLast().joined(separator: "-")
        return resources.first { $0.singular == stem || $0.id == dashed || Naming.singular($0.id) == dashed }
    }

    /// The resource whose items have this schema (by component name).
    static func schemaTarget(_ schema: JSONSchema, _ resources: [DiscoveredResource]) -> DiscoveredResource? {
        guard let name = schema.name else { return nil }
        return resources.first { $0.itemSchema?.name == name || $0.recordSchema?.name == name }
    }

    /// An OpenAPI link to another resource's record, with the id's place in
    /// this record's body: `$response.body#/supplierId`.
    static func openAPILink(_ link: APILink, _ description: APIDescription, _ resources: [DiscoveredResource]) -> DiscoveredLink? {
        let operation = link.operationID.flatMap { description.operation(id: $0) }
            ?? link.operationRef.flatMap(JSONPointer.init(reference:)).flatMap { pointer in
                pointer.tokens.count == 3 ? description.operation(APIOperation.Method(rawValue: pointer.tokens[2]) ?? .get, pointer.tokens[1]) : nil
            }
        guard let operation, operation.method == .get,
              let target = resources.first(where: { $0.recordPath.map(Naming.normalised) == Naming.normalised(operation.path) }),
              let expression = link.parameters.values.first(where: { $0.hasPrefix("$response.body#/") })
        else { return nil }
        let field = JSONPointer(reference: String(expression.dropFirst("$response.body".count)))?.tokens.joined(separator: ".") ?? ""
        guard !field.isEmpty else { return nil }
        return DiscoveredLink(title: Naming.title(link.name), target: .record(resource: target.id, field: field))
    }

    /// `GET /A/{x}/B` answering a list: B's records owned by an A. When a
    /// top-level resource lists the same records (by schema, or by B's
    /// name), it learns the path for that owner, and an A links to it.
    static func subCollections(_ resources: inout [DiscoveredResource], gets: [APIOperation]) {
        for operation in gets {
            let segments = Naming.segments(operation.path)
            guard segments.count >= 3, let last = segments.last, !Naming.isParameter(last),
                  Naming.isParameter(segments[segments.count - 2]),
                  let shape = APIDiscovery.listShape(operation) else { continue }
            let ownerList = "/" + segments.dropLast(2).joined(separator: "/")
            guard let owner = resources.firstIndex(where: { Naming.normalised($0.listPath) == Naming.normalised(ownerList) }),
                  let owned = resources.firstIndex(where: { candidate in
                      candidate.id != resources[owner].id
                          && ((shape.items?.name).map { candidate.itemSchema?.name == $0 } ?? false
                              || Naming.segments(candidate.listPath).last == last)
                  })
            else { continue }
            let ownerWords = Naming.words(resources[owner].singular)
            let fields = resources[owned].itemSchema?.propertyNames ?? []
            let camel = (ownerWords.first ?? "") + ownerWords.dropFirst().map { $0.capitalized }.joined() + "Id"
            let snake = ownerWords.joined(separator: "_") + "_id"
            let filter = [camel, snake].first(where: fields.contains) ?? camel
            resources[owned].filterPaths[filter] = operation.path
            if !resources[owned].filters.contains(where: { $0.name == filter }) {
                resources[owned].filters.append(DiscoveredFilter(name: filter, title: Naming.title(filter), takesID: true))
            }
            resources[owner].links.append(DiscoveredLink(title: resources[owned].title, target: .list(resource: resources[owned].id, filter: filter)))
        }
    }

    static func unique(_ links: [DiscoveredLink]) -> [DiscoveredLink] {
        var seen: Set<DiscoveredLink.Target> = []
        return links.filter { seen.insert($0.target).inserted }
    }
}
