import JSON

/// A list's columns and a record's picture, from the item's schema: the id
/// first, a title-like field next, then the scalars that fit a row best.
package enum ColumnDiscovery {
    /// Fields that name a record, best first.
    package static let titleNames = ["title", "name", "full_name", "fullName", "display_name", "displayName", "username", "label",
                             "subject", "headline", "summary", "email", "todo", "quote", "text"]
    /// Long text: better in the detail than squeezed into a row.
    package static let proseNames: Set<String> = ["description", "body", "content", "bio", "text", "notes", "comment", "details", "html", "markdown"]
    static let pictureNames = ["thumbnail", "image", "image_url", "imageUrl", "picture", "photo", "photo_url", "photoUrl", "avatar",
                               "avatar_url", "avatarUrl", "logo", "icon", "cover", "poster"]
    static let secretNames: Set<String> = ["password", "password_hash", "passwordHash", "hashed_password", "secret", "token",
                                           "access_token", "refresh_token", "api_key", "apiKey", "ssn"]
    static let moneyFormats: Set<String> = ["money", "currency", "price", "decimal-money"]
    /// How many columns a list shows at most; a narrow screen drops from the end.
    static let defaultMaximumColumns = 7
    /// A reference column (another record's name): ranked just below a choice, as wide as a name needs.
    static let referenceScore = 50
    static let referenceWidth = 16

    /// `references`: fields holding the id of a record that can be named
    /// (a `…Id` a record link follows), by the link's title: such a column
    /// shows names, so it ranks with the best and is titled as the link is.
    static func describe(_ resource: inout DiscoveredResource, references: [String: String] = [:]) {
        guard let schema = resource.itemSchema, !schema.isEmpty else {
            resource.columns = [DiscoveredColumn(field: resource.idField, title: "ID", kind: .id, width: 6)]
            return
        }
        let names = schema.propertyNames
        resource.secretFields = Set(names.filter { secretNames.contains($0) || schema.property($0)?.isWriteOnly == true })
        resource.picture = picture(in: resource.recordSchema ?? schema)
        var columns: [DiscoveredColumn] = []
        if names.contains(resource.idField) {
            columns.append(DiscoveredColumn(field: resource.idField, title: "ID", kind: .id, width: idWidth(schema.property(resource.idField))))
        }
        let candidates = names.filter { $0 != resource.idField && !resource.secretFields.contains($0) && $0 != resource.picture }
        let title = titleNames.first { name in candidates.contains(name) && schema.property(name)?.type == "string" }
        if let title {
            columns.append(DiscoveredColumn(field: title, title: Naming.title(title), kind: .text, width: 24, flexible: true))
        }
        let scored = candidates.filter { $0 != title }.compactMap { name -> (String, Int, DiscoveredColumn)? in
            if let linkTitle = references[name] {
                return (name, referenceScore, DiscoveredColumn(field: name, title: linkTitle, kind: .text, width: referenceWidth))
            }
            guard let property = schema.property(name), let column = column(name, property) else { return nil }
            return (name, score(name, property, column), column)
        }
        let best = scored.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        for (_, _, column) in best.prefix(max(0, defaultMaximumColumns - columns.count)) { columns.append(column) }
        resource.columns = columns
    }

    /// The columns again, once links are known, of each resource with a
    /// field naming a record that can be named (a record path and name fields).
    static func nameReferences(_ resources: inout [DiscoveredResource]) {
        let nameable = Set(resources.filter { $0.recordPath != nil && !$0.nameFields.isEmpty }.map(\.id))
        for position in resources.indices {
            var references: [String: String] = [:]
            for link in resources[position].links {
                guard case .record(let target, let field) = link.target, nameable.contains(target), !field.contains(".") else { continue }
                references[field] = references[field] ?? link.title
            }
            if !references.isEmpty { describe(&resources[position], references: references) }
        }
    }

    /// A column for a scalar field; nil for one that does not fit a row.
    static func column(_ name: String, _ property: JSONSchema) -> DiscoveredColumn? {
        let title = Naming.title(name)
        let format = property.format?.lowercased()
        switch property.type {
        case "integer":
            if let format, moneyFormats.contains(format) { return DiscoveredColumn(field: name, title: title, kind: .money, width: 11) }
            return DiscoveredColumn(field: name, title: title, kind: .integer, width: max(6, min(title.count, 10)))
        case "number":
            if let format, moneyFormats.contains(format) { return DiscoveredColumn(field: name, title: title, kind: .money, width: 11) }
            return DiscoveredColumn(field: name, title: title, kind: .number, width: max(8, min(title.count, 10)))
        case "boolean":
            return DiscoveredColumn(field: name, title: title, kind: .boolean, width: max(4, min(title.count, 8)))
        case "string":
            if property.enumValues != nil { return DiscoveredColumn(field: name, title: title, kind: .choice, width: 12) }
            switch format {
            case "date": return DiscoveredColumn(field: name, title: title, kind: .date, width: 10)
            case "date-time": return DiscoveredColumn(field: name, title: title, kind: .dateTime, width: 16)
            case "uri", "url", "binary", "byte", "password": return nil
            default:
                if let length = property.maxLength, length > 200 { return nil }
                return DiscoveredColumn(field: name, title: title, kind: .text, width: 16, flexible: true)
            }
        default:
            return nil
        }
    }

    /// Short, named things first: a choice, a date, a number, then free text; prose last.
    static func score(_ name: String, _ property: JSONSchema, _ column: DiscoveredColumn) -> Int {
        var score: Int
        switch column.kind {
        case .choice: score = 60
        case .money: score = 58
        case .text: score = 40
        case .integer, .number, .count: score = 45
        case .date, .dateTime: score = 35
        case .boolean: score = 30
        case .id: score = 0
        }
        let words = Naming.words(name)
        if words.last == "id" { score -= 20 }
        if proseNames.contains(name) || proseNames.contains(words.last ?? "") { score -= 40 }
        if ["created", "updated", "modified"].contains(words.first ?? "") { score -= 10 }
        if property.isWriteOnly { score -= 100 }
        return score
    }

    static func idWidth(_ property: JSONSchema?) -> Int {
        guard let property else { return 6 }
        if property.type == "string" { return property.format == "uuid" ? 36 : min(max(property.maxLength ?? 12, 6), 24) }
        return 6
    }

    /// The field naming the record's picture: marked `x-courier-picture`, a
    /// URL whose media type is an image, or a URL field named like one.
    static func picture(in schema: JSONSchema) -> String? {
        let names = schema.propertyNames
        if let marked = names.first(where: { schema.property($0)?.extensionValue("x-courier-picture")?.boolValue == true }) { return marked }
        if let typed = names.first(where: { schema.property($0)?.contentMediaType?.hasPrefix("image/") == true }) { return typed }
        return pictureNames.first { name in
            guard let property = schema.property(name) else { return false }
            return property.type == "string" && !["date", "date-time", "email"].contains(property.format ?? "")
        }
    }
}
