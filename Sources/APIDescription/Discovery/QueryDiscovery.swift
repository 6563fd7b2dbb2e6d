import JSON

/// What a list's query parameters are for: paging, the total, search, sort
/// and filters. Names are matched as APIs commonly spell them; a profile
/// corrects the rest.
enum QueryDiscovery {
    static let searchNames = ["q", "search", "query", "term", "keyword", "keywords", "filter[q]"]
    static let limitNames = ["limit", "page_size", "pageSize", "per_page", "perPage", "size", "count", "page[size]", "first", "max_results", "maxResults"]
    static let cursorNames = ["cursor", "after", "page_token", "pageToken", "next_token", "nextToken", "starting_after", "continuation", "page[cursor]", "page[after]", "marker"]
    static let nextCursorFields = ["next_cursor", "nextCursor", "next_page_token", "nextPageToken", "next_token", "nextToken", "cursor", "next", "after", "continuation"]
    static let totalFields = ["total", "count", "total_count", "totalCount", "total_results", "totalResults", "totalItems", "total_items", "totalElements", "total_elements"]
    static let totalHeaders = ["X-Total-Count", "X-Total", "Total-Count", "Content-Range"]
    /// Parameters that shape an answer, not choose rows: never filters.
    static let shaping: Set<String> = ["select", "fields", "expand", "include", "exclude", "format", "delay", "callback", "pretty", "embed", "lang", "locale", "api_key", "apikey", "access_token"]

    static func describe(_ resource: inout DiscoveredResource, list: APIOperation, searchOperation: APIOperation?) {
        let parameters = list.queryParameters
        let names = Set(parameters.map(\.name))
        var used: Set<String> = []
        let limit = limitNames.first { names.contains($0) }

        if names.contains("skip") {
            resource.paging = .skipLimit(skip: "skip", limit: limit ?? "limit")
        } else if names.contains("offset") {
            resource.paging = .offsetLimit(offset: "offset", limit: limit ?? "limit")
        } else if let page = ["page", "page[number]", "pageNumber", "page_number"].first(where: names.contains) {
            let first = parameters.first { $0.name == page }?.schema.flatMap { $0.minimum ?? $0.keywords["default"]?.doubleValue }
            resource.paging = .page(page: page, size: limit, first: first.map { Int($0) } ?? 1)
            used.insert(page)
        } else if let cursor = cursorNames.first(where: names.contains) {
            resource.paging = .cursor(parameter: cursor, size: limit, next: nextCursorField(list.response?.schema, listKey: resource.itemsKey))
            used.insert(cursor)
        } else if list.response?.headers.contains(where: { $0.lowercased() == "link" }) == true {
            resource.paging = .link(size: limit)
        }
        used.formUnion(["skip", "offset"])
        if let limit { used.insert(limit) }
        if case .skipLimit(_, let size) = resource.paging { used.insert(size) }
        if case .offsetLimit(_, let size) = resource.paging { used.insert(size) }
        resource.total = total(list.response)

        if let search = searchNames.first(where: names.contains) {
            resource.search = SearchStyle(parameter: search)
            used.insert(search)
        } else if let searchOperation, let search = searchNames.first(where: { searchOperation.parameter($0) != nil }) {
            resource.search = SearchStyle(parameter: search, path: searchOperation.path)
        }

        let sortable = sortableFields(resource.itemSchema)
        if let by = ["sortBy", "sort_by", "orderBy", "order_by", "sort", "ordering", "order"].first(where: names.contains) {
            let direction = ["order", "direction", "dir", "sortOrder", "sort_order", "sortDir"].first { names.contains($0) && $0 != by }
            let written = parameters.first { $0.name == by }?.schema?.enumValues?.compactMap(\.stringValue) ?? []
            let fields = written.isEmpty ? sortable : unique(written.map { $0.hasPrefix("-") ? String($0.dropFirst()) : $0 })
            // Without a parameter for the direction, `-field` is how APIs commonly ask for descending.
            resource.sort = SortStyle(parameter: by, order: direction.map { .parameter($0) } ?? .minusPrefix, fields: fields)
            used.insert(by)
            if let direction { used.insert(direction) }
        }

        resource.selectParameter = ["select", "fields"].first { name in
            // A list of names, not an enum of views: `fields=id,title`.
            names.contains(name) && parameters.first { $0.name == name }?.schema?.type.map { ["string", "array"].contains($0) } != false
        }
        resource.filters = parameters.filter { !used.contains($0.name) && !shaping.contains($0.name) && !$0.name.hasPrefix("_") }
            .map { parameter in
                let choices = parameter.schema?.enumValues?.compactMap { $0.stringValue ?? ($0.intValue.map(String.init)) } ?? []
                let words = Naming.words(parameter.name)
                let takesID = words.count > 1 && words.last == "id" && choices.isEmpty
                return DiscoveredFilter(name: parameter.name, title: Naming.title(parameter.name), choices: choices, takesID: takesID,
                                        takesTextID: takesID && parameter.schema?.type == "string")
            }
    }

    /// A body field for the total, else a documented header for it.
    static func total(_ response: APIResponse?) -> TotalSource? {
        if let schema = response?.schema, schema.type == "object" {
            if let field = totalFields.first(where: { schema.property($0)?.type == "integer" || schema.property($0)?.type == "number" }) {
                return .body(field)
            }
            for holder in ["meta", "pagination", "page", "paging"] {
                guard let inner = schema.property(holder), inner.type == "object" else { continue }
                if let field = totalFields.first(where: { inner.property($0) != nil }) { return .body("\(holder).\(field)") }
            }
        }
        let documented = Set(response?.headers.map { $0.lowercased() } ?? [])
        return totalHeaders.first { documented.contains($0.lowercased()) }.map(TotalSource.header)
    }

    /// Where the next page's token is in the body: a field named for it, at
    /// the top or under `meta`/`pagination`; nil leaves it to the `Link` header.
    static func nextCursorField(_ schema: JSONSchema?, listKey: String?) -> String? {
        guard let schema, schema.type == "object" else { return nil }
        if let field = nextCursorFields.first(where: { $0 != listKey && schema.property($0) != nil }) { return field }
        for holder in ["meta", "pagination", "paging", "links", "cursor"] {
            guard let inner = schema.property(holder), inner.type == "object" else { continue }
            if let field = nextCursorFields.first(where: { inner.property($0) != nil }) { return "\(holder).\(field)" }
        }
        return nil
    }

    /// The item's scalar fields, the order a person would sort by.
    static func sortableFields(_ schema: JSONSchema?) -> [String] {
        guard let schema else { return [] }
        return schema.propertyNames.filter { name in
            guard let type = schema.property(name)?.type else { return false }
            return ["string", "integer", "number", "boolean"].contains(type)
        }
    }

    static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
