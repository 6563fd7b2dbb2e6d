import JSON

/// What a resource lets a person write: POST on the list (or `…/add`, as
/// DummyJSON has it) makes a record, PATCH or PUT on the record changes it,
/// DELETE removes it; the request body's schema gives the form's fields and
/// the rules each is checked by before anything is sent.
enum WriteDiscovery {
    static func describe(_ resource: inout DiscoveredResource, index: OperationIndex) {
        let list = Naming.normalised(resource.listPath)
        let create = [list, list + "/add", list + "/new", list + "/create"].lazy.compactMap { index.operation(.post, at: $0) }.first
        let onRecord = resource.recordPath.map(index.operations(at:)) ?? []
        let update = onRecord.first { $0.method == .patch } ?? onRecord.first { $0.method == .put }
        var writes = DiscoveredWrites()
        writes.createPath = create?.path
        writes.updateMethod = update.map { $0.method == .patch ? .patch : .put }
        writes.canDelete = onRecord.contains { $0.method == .delete }
        let bodies = [update?.requestBody, create?.requestBody].compactMap { $0 }.filter { !$0.isEmpty }
        var seen: Set<String> = []
        for body in bodies {
            let required = body.required
            for name in body.propertyNames where seen.insert(name).inserted && name != resource.idField {
                guard let property = body.property(name), !property.isReadOnly, !resource.secretFields.contains(name),
                      var constraints = constraints(property) else { continue }
                constraints.isRequired = required.contains(name)
                // A field only the new record's body has is asked for only when making one.
                let addOnly = update?.requestBody.map { !$0.propertyNames.contains(name) } ?? false
                writes.fields.append(DiscoveredField(key: name, title: Naming.title(name), constraints: constraints, addOnly: addOnly))
            }
        }
        // A form reads best title first, then what must be filled in, then the rest.
        let titles = ColumnDiscovery.titleNames
        writes.fields.sort { left, right in
            let leftRank = titles.firstIndex(of: left.key) ?? titles.count, rightRank = titles.firstIndex(of: right.key) ?? titles.count
            if leftRank != rightRank { return leftRank < rightRank }
            if left.constraints.isRequired != right.constraints.isRequired { return left.constraints.isRequired }
            return left.key < right.key
        }
        resource.writes = writes
    }

    /// A scalar field's rules; nil for objects and arrays, which a form of text fields cannot hold.
    static func constraints(_ schema: JSONSchema) -> FieldConstraints? {
        let type: FieldConstraints.ValueType
        switch schema.type {
        case "integer": type = .integer
        case "number": type = .number
        case "boolean": type = .boolean
        case "string", nil: type = .string
        default: return nil
        }
        var constraints = FieldConstraints(type: type)
        constraints.limits.format = schema.format
        constraints.limits.choices = schema.enumValues?.compactMap { $0.stringValue ?? $0.intValue.map(String.init) } ?? []
        constraints.limits.minimum = schema.minimum
        constraints.limits.maximum = schema.maximum
        constraints.limits.exclusiveMinimum = schema.exclusiveMinimum
        constraints.limits.exclusiveMaximum = schema.exclusiveMaximum
        if schema.keywords["exclusiveMinimum"]?.boolValue == true { constraints.limits.minimum = nil }
        if schema.keywords["exclusiveMaximum"]?.boolValue == true { constraints.limits.maximum = nil }
        constraints.limits.minLength = schema.minLength
        constraints.limits.maxLength = schema.maxLength
        constraints.limits.pattern = schema.pattern
        return constraints
    }
}
