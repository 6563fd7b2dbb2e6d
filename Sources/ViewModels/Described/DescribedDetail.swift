import APIDescription
import JSON

/// A described record as the detail shows it, from the record itself and
/// what its schema says: its scalar fields, each nested object as a section
/// of its own, each array of objects as a small table (a row a line), long
/// text as the body, the picture, and where the answer does not match its
/// schema, what differs. With no schema at all the record still reads this
/// way: the raw JSON as a tree.
enum DescribedDetail {
    /// Rows of a small table before "… N more".
    static let defaultTableRows = 50

    /// `naming` says which top-level values stand for another record (a link's field): such a
    /// value is titled as the link is ("User", not "User ID") and shown by the record's name.
    static func content(_ record: JSONValue, of resource: DiscoveredResource, schema: JSONSchema?,
                        naming: (String, JSONValue) -> (title: String, naming: DetailContent.Naming)? = { _, _ in nil }) -> DetailContent {
        let object = record.objectValue ?? ["value": record]
        let secrets = resource.secretFields.union(["password"])
        // The fields that name the record (a title; a person's given and family name), else a title-like one.
        let nameParts = resource.nameFields.compactMap { object[$0]?.stringValue }.filter { !$0.isEmpty }
        let named = nameParts.isEmpty ? nil : (resource.namesPerson ? NameOrder.person : .asListed).compose(nameParts)
        let nameFields = nameParts.isEmpty ? [] : resource.nameFields
        let titleField = nameFields.isEmpty ? ColumnDiscovery.titleNames.first { object[$0]?.stringValue?.isEmpty == false } : nil
        let idText = object[resource.idField].map(JSONText.text) ?? ""
        let name = UIText(resource.singular.prefix(1).uppercased() + resource.singular.dropFirst())
        let numbered: UIText = idText.isEmpty ? name : "\(name) #\(.verbatim(idText))"
        let prose = ColumnDiscovery.proseNames.sorted().first { object[$0]?.stringValue.map { $0.count > 60 } == true }
        var fields: [DetailContent.Field] = []
        var sections: [DetailContent.Section] = []
        for key in object.keys.sorted() where !secrets.contains(key) && key != resource.idField && key != titleField && key != prose
            && !(nameFields.count == 1 && nameFields[0] == key) {
            let value = object[key] ?? .null
            switch value {
            case .object(let members):
                let inner = flattened(members, prefix: "", secrets: secrets)
                if !inner.isEmpty { sections.append(DetailContent.Section(UIText(Naming.title(key)), inner)) }
            case .array(let items) where items.contains(where: { $0.objectValue != nil }):
                sections.append(table(key, items, secrets: secrets))
            default:
                if key == resource.picture { continue }
                let named = naming(key, value)
                var field = DetailContent.Field(.apiWord(named?.title ?? Naming.title(key)), scalar(value, schema: schema?.property(key)))
                field.naming = named?.naming
                fields.append(field)
            }
        }
        var all = [DetailContent.Section("Fields", fields)] + sections
        let problems = SchemaCheck.problems(record, schema)
        if !problems.isEmpty {
            all.append(DetailContent.Section("Not as described", problems.map { DetailContent.Field(.verbatim($0.field), text: $0.problem) }))
        }
        var content = DetailContent(
            title: (named ?? titleField.flatMap { object[$0]?.stringValue }).map(UIText.verbatim) ?? numbered,
            subtitle: named == nil && titleField == nil ? "" : numbered, sections: all.filter { !$0.fields.isEmpty },
            body: prose.flatMap { object[$0]?.stringValue })
        content.picture = resource.picture.flatMap { JSONText.value(at: $0, in: record)?.stringValue }.flatMap { $0.isEmpty ? nil : $0 }
        return content
    }

    /// A field's value as the lists show it: a boolean as ✓ or ✗, a date-time
    /// (so its schema says) in local time, the rest as sent.
    static func scalar(_ value: JSONValue, schema: JSONSchema?) -> String {
        switch value {
        case .bool(let flag): return flag ? "✓" : "✗"
        case .string(let text) where schema?.format == "date-time": return DescribedCell.localTime(text) ?? text
        default: return JSONText.text(value)
        }
    }

    /// `a.b: value` lines for an object inside a record, however deep.
    static func flattened(_ members: [String: JSONValue], prefix: String, secrets: Set<String>) -> [DetailContent.Field] {
        var fields: [DetailContent.Field] = []
        for key in members.keys.sorted() where !secrets.contains(key) {
            let label = prefix.isEmpty ? Naming.title(key) : "\(prefix) · \(Naming.title(key))"
            if case .object(let inner)? = members[key] {
                fields += flattened(inner, prefix: label, secrets: secrets)
            } else {
                fields.append(DetailContent.Field(.verbatim(label), JSONText.text(members[key] ?? .null)))
            }
        }
        return fields
    }

    /// An array of objects as a small table: a line per item, its first
    /// scalar as the label and the others after it.
    static func table(_ key: String, _ items: [JSONValue], secrets: Set<String>) -> DetailContent.Section {
        var rows: [DetailContent.Field] = []
        for (index, item) in items.prefix(defaultTableRows).enumerated() {
            guard let object = item.objectValue else {
                rows.append(DetailContent.Field(.verbatim(String(index + 1)), JSONText.text(item)))
                continue
            }
            let keys = object.keys.sorted().filter { !secrets.contains($0) && object[$0]?.objectValue == nil && object[$0]?.arrayValue == nil }
            let first = keys.first { ["id", "name", "title"].contains($0) } ?? keys.first
            let label = first.flatMap { object[$0] }.map(JSONText.text) ?? String(index + 1)
            let rest = keys.filter { $0 != first }.map { "\(Naming.title($0)) \(JSONText.text(object[$0] ?? .null))" }
            rows.append(DetailContent.Field(.verbatim(label), rest.joined(separator: " · ")))
        }
        if items.count > defaultTableRows {
            rows.append(DetailContent.Field("…", text: "\(.verbatim(String(items.count - defaultTableRows))) more"))
        }
        return DetailContent.Section("\(UIText(Naming.title(key))) (\(.verbatim(String(items.count))))", rows)
    }
}

/// Where an answer differs from its schema: a field of another type, a
/// required one missing. Shown under the record (what came is still shown as it came).
enum SchemaCheck {
    struct Problem: Equatable {
        var field: String
        var problem: UIText
    }

    static func problems(_ record: JSONValue, _ schema: JSONSchema?) -> [Problem] {
        guard let schema, !schema.isEmpty, schema.type == "object" else { return [] }
        guard let object = record.objectValue else {
            return [Problem(field: "(the answer)", problem: "\(.verbatim(kind(of: record))), not an object")]
        }
        var problems: [Problem] = []
        for name in schema.required.sorted() where object[name] == nil {
            problems.append(Problem(field: name, problem: "missing"))
        }
        for name in object.keys.sorted() {
            guard let value = object[name], let property = schema.property(name), let expected = property.type else { continue }
            if value.isNull { if !property.isNullable { problems.append(Problem(field: name, problem: "null, not \(.verbatim(expected))")) }; continue }
            if !fits(value, expected) {
                problems.append(Problem(field: name, problem: "\(.verbatim(kind(of: value))), not \(.verbatim(expected))"))
            }
        }
        return problems
    }

    static func fits(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("string", .string), ("boolean", .bool), ("array", .array), ("object", .object), ("number", .number): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }

    static func kind(of value: JSONValue) -> String { JSONSchema.typeName(of: value) ?? "null" }
}
