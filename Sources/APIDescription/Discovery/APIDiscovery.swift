import JSON

/// Turns a description into resources: a GET path without parameters whose
/// answer is an array, or an object wrapping one, is a list; `…/{id}` is its
/// record; writes, query parameters, columns, pictures and links follow from
/// the operations and schemas. Nothing here names a particular API.
package enum APIDiscovery {
    /// Keys an object wraps its list in, besides the resource's own name.
    static let wrapperKeys = ["items", "data", "results", "records", "content", "entries", "values", "elements", "list", "rows", "objects"]

    package static func discover(_ description: APIDescription) -> DiscoveredAPI {
        var problems = description.problems
        let index = OperationIndex(description.operations)
        let gets = description.operations.filter { $0.method == .get }
        var lists: [(operation: APIOperation, itemsKey: String?, items: JSONSchema?)] = []
        for operation in gets where !operation.path.contains("{") {
            guard let shape = listShape(operation) else { continue }
            lists.append((operation, shape.key, shape.items))
        }
        // `/products/search` beside `/products` is the list's search, not a resource of its own.
        let listPaths = Set(lists.map { Naming.normalised($0.operation.path) })
        let searchPaths = lists.filter { item in
            let path = Naming.normalised(item.operation.path)
            return path.hasSuffix("/search") && listPaths.contains(String(path.dropLast("/search".count)))
        }
        lists.removeAll { item in searchPaths.contains { $0.operation.path == item.operation.path } }

        let names = resourceIDs(lists.map(\.operation.path))
        var resources: [DiscoveredResource] = []
        for (position, list) in lists.enumerated() {
            let id = names[position]
            var resource = DiscoveredResource(
                id: id, title: Naming.title(id), singular: list.items?.name.flatMap(Naming.recordName)
                    ?? Naming.singular(Naming.words(id).last ?? id),
                listPath: list.operation.path)
            resource.itemsKey = list.itemsKey
            resource.itemSchema = list.items
            resource.requiresAuth = requiresAuth(list.operation, description)
            let record = index.record(of: list.operation.path)
            resource.recordPath = record?.path
            resource.recordSchema = record?.response?.schema.flatMap { $0.isEmpty ? nil : $0 } ?? list.items
            resource.idField = idField(item: list.items, record: record)
            let search = searchPaths.first { Naming.normalised($0.operation.path) == Naming.normalised(list.operation.path) + "/search" }
            QueryDiscovery.describe(&resource, list: list.operation, searchOperation: search?.operation)
            ColumnDiscovery.describe(&resource)
            NameDiscovery.describe(&resource)
            WriteDiscovery.describe(&resource, index: index)
            if list.items == nil || list.items?.isEmpty == true {
                problems.append(DescriptionProblem(list.operation.label, "no schema for its items: rows show the raw JSON"))
            }
            resources.append(resource)
        }
        SubCollectionDiscovery.orphans(&resources, gets: gets, description: description)
        LinkDiscovery.link(&resources, description: description, index: index, gets: gets)
        for position in resources.indices { CombinationDiscovery.describe(&resources[position], index: index) }
        ColumnDiscovery.nameReferences(&resources)
        let signIn = SignInDiscovery.method(description, lists: lists.map(\.operation), problems: &problems)
        return DiscoveredAPI(title: description.title, servers: description.servers, signIn: signIn, resources: resources,
                             problems: problems)
    }

    /// Where a GET answer keeps its list, and what the list's items are; nil when it holds none.
    static func listShape(_ operation: APIOperation) -> (key: String?, items: JSONSchema?)? {
        guard let schema = operation.response?.schema else { return nil }
        if schema.type == "array" { return (nil, schema.items) }
        guard schema.type == "object" else { return nil }
        let arrays = schema.propertyNames.filter { schema.property($0)?.type == "array" }
        let own = Naming.segments(operation.path).last.map { $0.lowercased() }
        let key = arrays.first { $0.lowercased() == own } ?? wrapperKeys.first { arrays.contains($0) }
            ?? (arrays.count == 1 && schema.property(arrays[0])?.items?.type == "object" ? arrays[0] : nil)
        guard let key else { return nil }
        return (key, schema.property(key)?.items)
    }

    /// The last literal segment of each path, made longer where two would clash.
    static func resourceIDs(_ paths: [String]) -> [String] {
        let segments = paths.map { Naming.segments($0).filter { !Naming.isParameter($0) } }
        var depth = Array(repeating: 1, count: paths.count)
        for _ in 0..<4 {
            let ids = segments.indices.map { Naming.identifier(Naming.words(segments[$0].suffix(depth[$0]).joined(separator: "-"))) }
            var seen: [String: [Int]] = [:]
            for (index, id) in ids.enumerated() { seen[id, default: []].append(index) }
            let clashes = seen.values.filter { $0.count > 1 }.flatMap { $0 }
            if clashes.isEmpty { return ids }
            for index in clashes { depth[index] += 1 }
        }
        return segments.indices.map { index in
            let id = Naming.identifier(Naming.words(segments[index].joined(separator: "-")))
            return id.isEmpty ? "list\(index + 1)" : id
        }
    }

    /// The field the record path's parameter names (`/authors/{slug}`: a
    /// slug, even beside an `id`); else `id` when the records have one; else
    /// the first field named like an id.
    static func idField(item: JSONSchema?, record: APIOperation?) -> String {
        let fields = item?.propertyNames ?? []
        if let parameter = record?.parameters.last(where: { $0.location == .path })?.name, fields.contains(parameter) {
            return parameter
        }
        if fields.isEmpty || fields.contains("id") { return "id" }
        return fields.first { ["uuid", "key", "slug", "pk", "_id"].contains($0) }
            ?? fields.first { Naming.words($0).last == "id" } ?? "id"
    }

    /// Whether every way the operation's security allows needs a credential.
    static func requiresAuth(_ operation: APIOperation, _ description: APIDescription) -> Bool {
        !operation.security.isEmpty && !operation.security.contains { $0.isEmpty }
    }
}
