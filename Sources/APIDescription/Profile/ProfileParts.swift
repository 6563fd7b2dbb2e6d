import JSON

/// A filter as a profile gives it: where it is answered, and whether that
/// answer takes the search and the sort (nil: as the description says).
struct ProfileFilter: Sendable {
    var filter: DiscoveredFilter
    var path: String?
    var searchable: Bool?
    var sortable: Bool?
}

/// The smaller parts of a resource's profile, each read with the key at fault in its errors.
enum ProfileParts {
    static func paging(_ reader: ProfileReader) throws(DescriptionError) -> PagingStyle {
        try reader.refuseUnknownKeys(["style", "skip", "offset", "limit", "page", "size", "first", "parameter", "next"])
        let styles = ["none", "skip-limit", "offset-limit", "page", "cursor", "link"]
        switch try reader.choice("style", styles) {
        case "none": return .none
        case "skip-limit": return .skipLimit(skip: try reader.string("skip") ?? "skip", limit: try reader.string("limit") ?? "limit")
        case "offset-limit": return .offsetLimit(offset: try reader.string("offset") ?? "offset", limit: try reader.string("limit") ?? "limit")
        case "page": return .page(page: try reader.string("page") ?? "page", size: try reader.string("size"), first: try reader.int("first") ?? 1)
        case "cursor":
            return .cursor(parameter: try reader.string("parameter") ?? "cursor", size: try reader.string("size"), next: try reader.string("next"))
        case "link": return .link(size: try reader.string("size"))
        default: throw reader.fail("has no 'style' (one of \(styles.joined(separator: ", ")))")
        }
    }

    static func total(_ reader: ProfileReader) throws(DescriptionError) -> TotalSource {
        try reader.refuseUnknownKeys(["field", "header"])
        if let field = try reader.string("field") { return .body(field) }
        if let header = try reader.string("header") { return .header(header) }
        throw reader.fail("names neither a 'field' nor a 'header'")
    }

    static func search(_ reader: ProfileReader) throws(DescriptionError) -> SearchStyle {
        if let parameter = reader.value.stringValue { return SearchStyle(parameter: parameter) }
        try reader.refuseUnknownKeys(["parameter", "path"])
        return SearchStyle(parameter: try reader.string("parameter") ?? "q", path: try reader.string("path"))
    }

    static func sort(_ reader: ProfileReader) throws(DescriptionError) -> SortStyle {
        try reader.refuseUnknownKeys(["parameter", "order", "fields"])
        let order: SortStyle.Order
        switch try reader.string("order") {
        case nil, "minus": order = .minusPrefix
        case "colon": order = .colonSuffix
        case let parameter?: order = .parameter(parameter)
        }
        return SortStyle(parameter: try reader.string("parameter") ?? "sort", order: order, fields: try reader.strings("fields") ?? [])
    }

    static func filter(_ reader: ProfileReader) throws(DescriptionError) -> ProfileFilter {
        if let name = reader.value.stringValue { return ProfileFilter(filter: DiscoveredFilter(name: name, title: Naming.title(name))) }
        try reader.refuseUnknownKeys(["name", "title", "choices", "id", "textID", "path", "search", "sort"])
        let name = try reader.requiredString("name")
        let path = try reader.string("path")
        if let path, path.filter({ $0 == "{" }).count != 1 {
            throw reader.child("path")!.fail("is '\(path)'; it needs one {…} where the value goes")
        }
        let filter = DiscoveredFilter(name: name, title: try reader.string("title") ?? Naming.title(name),
                                      choices: try reader.strings("choices") ?? [], takesID: try reader.bool("id") ?? false,
                                      takesTextID: try reader.bool("textID") ?? false)
        return ProfileFilter(filter: filter, path: path, searchable: try reader.bool("search"), sortable: try reader.bool("sort"))
    }

    static let columnKinds: [String: DiscoveredColumn.Kind] = [
        "id": .id, "text": .text, "integer": .integer, "number": .number, "money": .money, "boolean": .boolean,
        "date": .date, "date-time": .dateTime, "choice": .choice, "count": .count,
    ]

    static func column(_ reader: ProfileReader) throws(DescriptionError) -> DiscoveredColumn {
        if let field = reader.value.stringValue {
            return DiscoveredColumn(field: field, title: field == "id" ? "ID" : Naming.title(field), kind: field == "id" ? .id : .text,
                                    width: field == "id" ? 6 : 16, flexible: field != "id")
        }
        try reader.refuseUnknownKeys(["field", "title", "kind", "width"])
        let field = try reader.requiredString("field")
        let kind = columnKinds[try reader.choice("kind", columnKinds.keys.sorted()) ?? (field == "id" ? "id" : "text")] ?? .text
        let width = try reader.int("width")
        guard (width ?? 1) > 0 else { throw reader.child("width")!.fail("must be more than 0") }
        let fallback = kind == .text ? 16 : kind == .dateTime ? 16 : kind == .money ? 11 : kind == .date ? 10 : 8
        return DiscoveredColumn(field: field, title: try reader.string("title") ?? Naming.title(field), kind: kind,
                                width: width ?? fallback, flexible: kind == .text && width == nil)
    }

    /// `name: title`, `name: [firstName, lastName]`, or `name: {fields: […], person: true}`.
    static func name(_ reader: ProfileReader) throws(DescriptionError) -> (fields: [String], person: Bool) {
        if let field = reader.value.stringValue { return ([field], false) }
        if reader.value.arrayValue != nil {
            guard let fields = reader.value.arrayValue?.compactMap(\.stringValue), !fields.isEmpty,
                  fields.count == reader.value.arrayValue?.count else { throw reader.fail("must be a field's name or a list of them") }
            return (fields, false)
        }
        try reader.refuseUnknownKeys(["fields", "person"])
        guard let fields = try reader.strings("fields"), !fields.isEmpty else { throw reader.fail("needs 'fields': the fields that name a record") }
        return (fields, try reader.bool("person") ?? false)
    }

    static func link(_ reader: ProfileReader) throws(DescriptionError) -> DiscoveredLink {
        try reader.refuseUnknownKeys(["title", "to", "field", "filter", "idField"])
        let to = try reader.requiredString("to")
        if let filter = try reader.string("filter") {
            return DiscoveredLink(title: try reader.string("title") ?? Naming.title(to), target: .list(resource: to, filter: filter))
        }
        guard let field = try reader.string("field") else { throw reader.fail("names neither a 'field' (a record) nor a 'filter' (a list)") }
        let title = try reader.string("title") ?? Naming.title(LinkDiscovery.stem(field))
        if let idField = try reader.string("idField") {
            return DiscoveredLink(title: title, target: .records(resource: to, field: field, idField: idField))
        }
        return DiscoveredLink(title: title, target: .record(resource: to, field: field))
    }

    static func writes(_ reader: ProfileReader) throws(DescriptionError) -> DiscoveredWrites {
        try reader.refuseUnknownKeys(["create", "update", "delete", "fields"])
        var writes = DiscoveredWrites()
        writes.createPath = try reader.string("create")
        writes.updateMethod = try reader.choice("update", ["patch", "put"]).flatMap(DiscoveredWrites.UpdateMethod.init)
        writes.canDelete = try reader.bool("delete") ?? false
        for field in try reader.list("fields") ?? [] {
            try field.refuseUnknownKeys(["key", "title", "type", "required", "format", "choices", "minimum", "maximum",
                                         "minLength", "maxLength", "pattern", "addOnly"])
            let key = try field.requiredString("key")
            let type = try field.choice("type", ["string", "integer", "number", "boolean"]) ?? "string"
            var constraints = FieldConstraints(type: FieldConstraints.ValueType(rawValue: type) ?? .string,
                                               isRequired: try field.bool("required") ?? false)
            constraints.limits.format = try field.string("format")
            constraints.limits.choices = try field.strings("choices") ?? []
            constraints.limits.minimum = try field.number("minimum")
            constraints.limits.maximum = try field.number("maximum")
            constraints.limits.minLength = try field.int("minLength")
            constraints.limits.maxLength = try field.int("maxLength")
            constraints.limits.pattern = try field.string("pattern")
            writes.fields.append(DiscoveredField(key: key, title: try field.string("title") ?? Naming.title(key), constraints: constraints,
                                                 addOnly: try field.bool("addOnly") ?? false))
        }
        return writes
    }
}
