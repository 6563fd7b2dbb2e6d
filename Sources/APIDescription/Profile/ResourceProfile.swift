import JSON

/// What a profile says of one resource; nil leaves discovery's word.
package struct ResourceProfile: Sendable {
    package var id: String
    package var hidden = false
    package var title: String?
    package var singular: String?
    package var list: String?
    /// `items: null` says the answer is the array itself.
    package var itemsKey: String??
    package var record: String?
    package var idField: String?
    package var requiresAuth: Bool?
    package var paging: PagingStyle?
    package var total: TotalSource?
    package var search: SearchStyle??
    package var sort: SortStyle??
    var filters: [ProfileFilter]?
    package var columns: [DiscoveredColumn]?
    package var picture: String?
    /// The fields that name a record, and whether they are a person's given and family name.
    package var name: (fields: [String], person: Bool)?
    package var links: [DiscoveredLink]?
    package var secret: [String]?
    package var select: String?
    package var writes: DiscoveredWrites?
    package var schema: JSONSchema?

    static let keys: Set<String> = ["id", "hidden", "title", "singular", "list", "items", "record", "idField", "auth", "paging",
                                    "total", "search", "sort", "filters", "columns", "picture", "links", "secret", "writes", "schema", "select",
                                    "name"]

    init(_ reader: ProfileReader, resolver: ReferenceResolver) throws(DescriptionError) {
        try reader.refuseUnknownKeys(Self.keys)
        id = try reader.requiredString("id")
        hidden = try reader.bool("hidden") ?? false
        title = try reader.string("title")
        singular = try reader.string("singular")
        list = try reader.path("list")
        if reader.value.objectValue?.keys.contains("items") == true { itemsKey = .some(try reader.string("items")) }
        record = try reader.path("record")
        idField = try reader.string("idField")
        requiresAuth = try reader.bool("auth")
        paging = try reader.child("paging").map { reader throws(DescriptionError) in try ProfileParts.paging(reader) }
        total = try reader.child("total").map { reader throws(DescriptionError) in try ProfileParts.total(reader) }
        if let search = reader.child("search") {
            self.search = .some(search.value == false ? nil : try ProfileParts.search(search))
        }
        if let sort = reader.child("sort") {
            self.sort = .some(sort.value == false ? nil : try ProfileParts.sort(sort))
        }
        if let filters = try reader.list("filters") {
            var list: [ProfileFilter] = []
            for filter in filters { list.append(try ProfileParts.filter(filter)) }
            self.filters = list
        }
        if let columns = try reader.list("columns") {
            var list: [DiscoveredColumn] = []
            for column in columns { list.append(try ProfileParts.column(column)) }
            self.columns = list
        }
        picture = try reader.string("picture")
        name = try reader.child("name").map { reader throws(DescriptionError) in try ProfileParts.name(reader) }
        if let links = try reader.list("links") {
            var list: [DiscoveredLink] = []
            for link in links { list.append(try ProfileParts.link(link)) }
            self.links = list
        }
        secret = try reader.strings("secret")
        select = try reader.string("select")
        writes = try reader.child("writes").map { reader throws(DescriptionError) in try ProfileParts.writes(reader) }
        schema = reader.child("schema").map { JSONSchema($0.value, resolver: resolver) }
    }

    /// `resource` as this profile corrects it.
    func apply(to resource: inout DiscoveredResource) {
        if let title { resource.title = title }
        if let singular { resource.singular = singular }
        if let list { resource.listPath = list }
        if let itemsKey { resource.itemsKey = itemsKey }
        if let record { resource.recordPath = record }
        if let idField { resource.idField = idField }
        if let requiresAuth { resource.requiresAuth = requiresAuth }
        if let schema {
            resource.itemSchema = schema
            resource.recordSchema = schema
        }
        if let paging { resource.paging = paging }
        if let total { resource.total = total }
        if let search { resource.search = search }
        if let sort { resource.sort = sort }
        if let filters {
            // A filter named again keeps what discovery knew of it (its choices, that it takes an id).
            let known = Dictionary(resource.filters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            resource.filters = filters.map { entry in
                var filter = entry.filter
                if let found = known[filter.name] {
                    if filter.choices.isEmpty { filter.choices = found.choices }
                    filter.takesID = filter.takesID || found.takesID
                    filter.takesTextID = filter.takesTextID || found.takesTextID
                    filter.searchable = found.searchable
                    filter.sortable = found.sortable
                }
                return filter
            }
            for entry in filters { if let path = entry.path { resource.filterPaths[entry.filter.name] = path } }
        }
        if schema != nil && columns == nil { ColumnDiscovery.describe(&resource) }
        if schema != nil && name == nil { NameDiscovery.describe(&resource) }
        if let columns { resource.columns = columns }
        if let picture { resource.picture = picture }
        if let name { (resource.nameFields, resource.namesPerson) = name }
        if let links { resource.links = links }
        if let secret { resource.secretFields.formUnion(secret) }
        if let select { resource.selectParameter = select.isEmpty ? nil : select }
        if let writes { resource.writes = writes }
    }

    /// What the profile says of its filters' searches and sorts, over what the description said.
    func applyCombinations(to resource: inout DiscoveredResource) {
        for entry in filters ?? [] {
            guard let position = resource.filters.firstIndex(where: { $0.name == entry.filter.name }) else { continue }
            if let searchable = entry.searchable { resource.filters[position].searchable = searchable }
            if let sortable = entry.sortable { resource.filters[position].sortable = sortable }
        }
    }

    /// A resource the description lacks (or there is no description): the profile says where its list is.
    func makeResource() throws(DescriptionError) -> DiscoveredResource {
        guard let list else {
            throw .badProfile(path: "resources[\(id)]", problem: "is in no description, so it needs 'list' (the path of its list)")
        }
        var resource = DiscoveredResource(id: id, title: Naming.title(id), singular: Naming.singular(Naming.words(id).last ?? id), listPath: list)
        resource.recordPath = Naming.normalised(list) + "/{id}"
        resource.paging = .none
        resource.columns = [DiscoveredColumn(field: idField ?? "id", title: "ID", kind: .id, width: 6)]
        apply(to: &resource)
        return resource
    }
}
