import APIDescription
import JSON

/// A described resource's list columns on the registry's own type: each
/// reads its cell from the row's values as its kind says, and a column
/// holding another resource's id (a `…Id` field a record link follows) is a
/// reference column when that resource can be named, so it shows the
/// record's name once looked up, as a compiled resource's do.
enum DescribedColumns {
    static func columns(of resource: DiscoveredResource, siblings: DescribedSiblings) -> [ResourceColumn<DescribedRow>] {
        // Text ids (UUIDs, slugs) read from the left, as text does; numbers line up on the right.
        let textIDs = (resource.recordSchema ?? resource.itemSchema)?.property(resource.idField)?.type == "string"
        return resource.columns.enumerated().map { index, column in
            var layout = DescribedCell.layout(column)
            if column.kind == .id && textIDs { layout.alignment = .left }
            let kind = column.kind
            let priority = index < 2 ? 0 : layout.priority
            if column.kind != .id, let (target, reference) = reference(column.field, of: resource, siblings: siblings) {
                let spec = ColumnSpec(title: column.title, width: column.width, flexible: column.flexible, alignment: .left,
                                      priority: priority, reference: reference)
                return ResourceColumn(spec: spec, referenceID: { row in siblings.number(row.cell(index), in: target) }) { row in
                    .verbatim(JSONText.text(row.cell(index)))
                }
            }
            let spec = ColumnSpec(title: column.title, width: column.width, flexible: column.flexible, alignment: layout.alignment,
                                  priority: priority)
            return ResourceColumn(spec: spec) { row in DescribedCell.text(row.cell(index), kind: kind) }
        }
    }

    /// The resource a record link at `field` leads to, and how its records are named; nil when none can be.
    static func reference(_ field: String, of resource: DiscoveredResource,
                          siblings: DescribedSiblings) -> (String, ResourceReference)? {
        for link in resource.links {
            guard case .record(let target, field) = link.target, let reference = siblings.reference(to: target) else { continue }
            return (target, reference)
        }
        return nil
    }
}
