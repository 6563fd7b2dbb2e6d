import JSON

/// The ways between records: a field holding another resource's id
/// (`supplierId`, `owner_id`), a property whose schema is another
/// resource's (an embedded `supplier`), an OpenAPI link to another
/// resource's record, and a list under a record's path
/// (`/suppliers/{id}/products` is "Products" on a supplier).
enum LinkDiscovery {
    static func link(_ resources: inout [DiscoveredResource], description: APIDescription, index operations: OperationIndex,
                     gets: [APIOperation]) {
        let snapshot = resources
        let targets = Targets(snapshot)
        for index in resources.indices {
            var links: [DiscoveredLink] = []
            let schema = resources[index].recordSchema ?? resources[index].itemSchema
            for name in schema?.propertyNames ?? [] {
                guard let property = schema?.property(name) else { continue }
                if let target = idFieldTarget(name, property, targets) {
                    links.append(DiscoveredLink(title: Naming.title(stem(name)), target: .record(resource: target.id, field: name)))
                } else if property.type == "object", let target = targets.bySchema(property) {
                    links.append(DiscoveredLink(title: Naming.title(name), target: .record(resource: target.id, field: "\(name).\(target.idField)")))
                } else if property.type == "array", let items = property.items, items.type == "object",
                          let target = targets.bySchema(items) {
                    links.append(DiscoveredLink(title: Naming.title(name),
                                                target: .records(resource: target.id, field: name, idField: target.idField)))
                }
            }
            if let recordPath = resources[index].recordPath, let record = operations.operation(.get, at: recordPath) {
                for link in record.links { if let found = openAPILink(link, operations, targets) { links.append(found) } }
            }
            resources[index].links = unique(links)
        }
        SubCollectionDiscovery.link(&resources, gets: gets)
    }

    /// The resources by what links find them by, made once.
    struct Targets {
        private let byName: [String: DiscoveredResource]
        private let bySchemaName: [String: DiscoveredResource]
        private let byRecordPath: [String: DiscoveredResource]

        init(_ resources: [DiscoveredResource]) {
            var byName: [String: DiscoveredResource] = [:]
            var bySchemaName: [String: DiscoveredResource] = [:]
            var byRecordPath: [String: DiscoveredResource] = [:]
            // The first resource wins a name, as the order of the tabs says.
            for resource in resources.reversed() {
                byName[resource.singular] = resource
                byName[resource.id] = resource
                byName[Naming.singular(resource.id)] = resource
                for schema in [resource.itemSchema?.name, resource.recordSchema?.name].compactMap({ $0 }) { bySchemaName[schema] = resource }
                if let record = resource.recordPath { byRecordPath[Naming.normalised(record)] = resource }
            }
            self.byName = byName
            self.bySchemaName = bySchemaName
            self.byRecordPath = byRecordPath
        }

        /// By its singular (`user`), its id (`users`) or its id made singular (`order-item`).
        func named(_ name: String) -> DiscoveredResource? { byName[name] }
        /// The resource whose items have this schema (by component name).
        func bySchema(_ schema: JSONSchema) -> DiscoveredResource? { schema.name.flatMap { bySchemaName[$0] } }
        func byRecord(_ path: String) -> DiscoveredResource? { byRecordPath[Naming.normalised(path)] }
    }

    /// `supplierId`, `supplier_id`, `supplierID` → `supplier`.
    static func stem(_ name: String) -> String {
        let words = Naming.words(name)
        guard words.count > 1, words.last == "id" else { return name }
        return words.dropLast().joined(separator: " ")
    }

    /// The resource a `…Id` field points at: its stem is the resource's
    /// singular or id (`userId` → users; `author_id` → authors).
    static func idFieldTarget(_ name: String, _ property: JSONSchema, _ targets: Targets) -> DiscoveredResource? {
        let words = Naming.words(name)
        guard words.count > 1, words.last == "id", ["integer", "string", nil].contains(property.type) else { return nil }
        return targets.named(words.dropLast().joined(separator: " ")) ?? targets.named(words.dropLast().joined(separator: "-"))
    }

    /// An OpenAPI link to another resource's record, with the id's place in
    /// this record's body: `$response.body#/supplierId`.
    static func openAPILink(_ link: APILink, _ operations: OperationIndex, _ targets: Targets) -> DiscoveredLink? {
        let operation = link.operationID.flatMap { operations.operation(id: $0) }
            ?? link.operationRef.flatMap(JSONPointer.init(reference:)).flatMap { pointer in
                pointer.tokens.count == 3 ? operations.operation(APIOperation.Method(rawValue: pointer.tokens[2]) ?? .get, at: pointer.tokens[1]) : nil
            }
        guard let operation, operation.method == .get, let target = targets.byRecord(operation.path),
              let expression = link.parameters.values.first(where: { $0.hasPrefix("$response.body#/") })
        else { return nil }
        let field = JSONPointer(reference: String(expression.dropFirst("$response.body".count)))?.tokens.joined(separator: ".") ?? ""
        guard !field.isEmpty else { return nil }
        return DiscoveredLink(title: Naming.title(link.name), target: .record(resource: target.id, field: field))
    }

    static func unique(_ links: [DiscoveredLink]) -> [DiscoveredLink] {
        var seen: Set<DiscoveredLink.Target> = []
        return links.filter { seen.insert($0.target).inserted }
    }
}
