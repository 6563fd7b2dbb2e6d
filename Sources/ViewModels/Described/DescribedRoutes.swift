import APIDescription
import DescribedAPI
import JSON
import Network

/// The requests of one described resource: a slice of its list (searched,
/// filtered, sorted), one record, and its writes, as the discovered
/// resource says to ask for them.
struct DescribedRoutes: Sendable {
    let resource: DiscoveredResource
    let ids: RecordIDTable
    let paging: DescribedPaging

    /// The list's key for the paging memory, and the route for `request`'s
    /// slice; nil when nothing more can be asked (the list has ended).
    func list(_ request: ListRequest) -> (key: String, route: DescribedRoute?) {
        var path = resource.listPath
        var query: Parameters = [:]
        var filteredByPath = false
        if let filter = request.filter {
            if let template = resource.filterPaths[filter.name] {
                path = PathTemplate.fill(template, any: filter.value)
                filteredByPath = true
            } else {
                query[filter.name] = .string(filter.value)
            }
        }
        if !request.query.isEmpty, let search = resource.search {
            if let searchPath = search.path, !filteredByPath { path = searchPath }
            query[search.parameter] = .string(request.query)
        }
        if let sortKey = request.sort, let sort = resource.sort {
            let descending = sortKey.order == .descending
            switch sort.order {
            case .parameter(let order):
                query[sort.parameter] = .string(sortKey.field)
                query[order] = .string(descending ? "desc" : "asc")
            case .minusPrefix:
                query[sort.parameter] = .string((descending ? "-" : "") + sortKey.field)
            case .colonSuffix:
                query[sort.parameter] = .string("\(sortKey.field):\(descending ? "desc" : "asc")")
            }
        }
        if let select = resource.selectParameter, !request.wholeRecords {
            // The top-level fields the columns show, and the id: what a row needs.
            var fields = [resource.idField]
            for column in resource.columns {
                let top = String(column.field.split(separator: ".").first ?? "")
                if !top.isEmpty && !fields.contains(top) { fields.append(top) }
            }
            query[select] = .string(fields.joined(separator: ","))
        }
        let key = path + "?" + FormEncoder.encode(query)
        // A list only reached under its owner (`listedPer`) has no path until the owner is named.
        guard !path.contains("{") else { return (key, nil) }
        let label = "\(resource.id).list"
        switch paging.place(request.paging, list: key) {
        case .query(let slice):
            return (key, DescribedRoute(.get, path, query: query.merging(slice) { $1 }, requiresAuth: resource.requiresAuth, label: label))
        case .url(let url):
            return (key, DescribedRoute(.get, url.path, requiresAuth: resource.requiresAuth, url: url, label: label))
        case .end:
            return (key, nil)
        }
    }

    /// One record; nil when the API has no path for one.
    func record(_ id: Int) -> DescribedRoute? {
        guard let template = resource.recordPath else { return nil }
        return DescribedRoute(.get, PathTemplate.fill(template, any: ids.text(for: id)), requiresAuth: resource.requiresAuth,
                              label: "\(resource.id).record")
    }

    /// One record with only the fields that name it, where the API has a
    /// `select` (`users/5?select=firstName,lastName`); the whole record otherwise.
    func name(_ id: Int, fields: [String]) -> DescribedRoute? {
        guard let template = resource.recordPath else { return nil }
        var query: Parameters = [:]
        if let select = resource.selectParameter { query[select] = .string(([resource.idField] + fields).joined(separator: ",")) }
        return DescribedRoute(.get, PathTemplate.fill(template, any: ids.text(for: id)), query: query, requiresAuth: resource.requiresAuth,
                              label: "\(resource.id).name")
    }

    func write(_ request: SaveRequest) -> DescribedRoute? {
        let writes = resource.writes
        let body = DescribedForm.body(request.changes, fields: writes.fields)
        switch request.kind {
        case .add:
            guard let path = writes.createPath else { return nil }
            return DescribedRoute(.post, path, body: .json(body), requiresAuth: resource.requiresAuth, label: "\(resource.id).add")
        case .update:
            guard let method = writes.updateMethod, let template = resource.recordPath else { return nil }
            return DescribedRoute(method == .patch ? .patch : .put, PathTemplate.fill(template, any: ids.text(for: request.id)),
                                  body: .json(body), requiresAuth: resource.requiresAuth, label: "\(resource.id).update")
        case .delete:
            guard writes.canDelete, let template = resource.recordPath else { return nil }
            return DescribedRoute(.delete, PathTemplate.fill(template, any: ids.text(for: request.id)), requiresAuth: resource.requiresAuth,
                                  label: "\(resource.id).delete")
        }
    }
}

/// A described resource's form: its fields with the rules their schema
/// gives, and the JSON a write sends.
enum DescribedForm {
    static func rule(_ field: DiscoveredField) -> FieldRule {
        let constraints = field.constraints
        let kind: FieldKind
        switch constraints.type {
        case .integer: kind = .integer
        case .number: kind = .number
        case .boolean: kind = .flag
        case .string: kind = constraints.limits.format?.lowercased() == "email" ? .email : .text
        }
        return FieldRule(kind, required: constraints.isRequired, limits: constraints.limits)
    }

    /// The fields' values as the API takes them: numbers as numbers, yes/no
    /// as booleans, an empty optional field left out.
    static func body(_ values: [String: String], fields: [DiscoveredField]) -> JSONValue {
        var rules: [String: FieldRule] = [:]
        for field in fields { rules[field.key] = rule(field) }
        var object: [String: JSONValue] = [:]
        for (key, value) in values {
            let rule = rules[key] ?? .text
            if value.trimmingCharacters(in: .whitespaces).isEmpty && !rule.isRequired { continue }
            object[key] = rule.json(value)
        }
        return .object(object)
    }

    static func editable(_ fields: [DiscoveredField], from record: JSONValue?) -> [EditableValue] {
        fields.map { field in
            EditableValue(key: field.key, label: .apiWord(field.title),
                          value: record.flatMap { JSONText.value(at: field.key, in: $0) }.map(JSONText.text) ?? "", rule: rule(field))
        }
    }
}
