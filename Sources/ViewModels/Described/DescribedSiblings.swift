import APIDescription
import JSON

/// What the described resources of one API share: each one's id table, so
/// a link or a reference column of one resource holds a record of another
/// under the number that other resource turns back into the record's text
/// id (a UUID, a slug) for its path; and how each can be named for the
/// others (its record path and the fields that name a record).
package struct DescribedSiblings: Sendable {
    private let resources: [String: DiscoveredResource]
    private let tables: [String: RecordIDTable]

    package init(_ resources: [DiscoveredResource]) {
        var byID: [String: DiscoveredResource] = [:]
        var tables: [String: RecordIDTable] = [:]
        for resource in resources where byID[resource.id] == nil {
            byID[resource.id] = resource
            tables[resource.id] = RecordIDTable()
        }
        self.resources = byID
        self.tables = tables
    }

    /// The id table of `resource`: the one its own lists, details and
    /// writes use. One of no resource of the API names nothing, so a fresh one.
    package func ids(of resource: String) -> RecordIDTable { tables[resource] ?? RecordIDTable() }

    /// How another resource's column or link names a record of `resource`;
    /// nil when it cannot be named (no path for one record, no field that
    /// names one, or a secret one).
    package func reference(to resource: String) -> ResourceReference? {
        guard let target = resources[resource], target.recordPath != nil, !target.nameFields.isEmpty,
              target.nameFields.allSatisfy({ !target.secretFields.contains($0) && $0 != "password" }) else { return nil }
        return ResourceReference(resource, shownBy: target.nameFields, order: target.namesPerson ? .person : .asListed)
    }

    /// The number `value` (an id at a field of another record) is known by
    /// in `resource`'s table; nil for a value no id can be.
    package func number(_ value: JSONValue, in resource: String) -> Int? {
        switch value {
        case .number, .string: ids(of: resource).number(for: value)
        default: nil
        }
    }
}
