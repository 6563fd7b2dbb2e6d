import JSON
import Models

/// Reads a names answer — a page envelope such as `{"users": [{"id": 1,
/// "firstName": …}], "total": …}` — into names by id, whatever the resource.
package enum ReferenceNameList {
    /// Each record's `fields` put together in `order`; a record without an id
    /// or with none of the fields is left out, so its id keeps showing.
    package static func names(
        in json: JSONValue, listKey: String, fields: [String], order: NameOrder = .asListed
    ) -> [Int: String] {
        guard let records = json[listKey]?.arrayValue else { return [:] }
        var names: [Int: String] = [:]
        for record in records {
            if let (id, name) = name(of: record, fields: fields, order: order) { names[id] = name }
        }
        return names
    }

    /// One record's id and name, as `names(in:…)` reads each of a list's.
    package static func name(of record: JSONValue, fields: [String], order: NameOrder) -> (Int, String)? {
        guard let id = record["id"]?.intValue else { return nil }
        let parts = fields.compactMap { record[$0]?.stringValue }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : (id, order.compose(parts))
    }
}
