import APIDescription
import JSON

/// A described record's links: the records its fields name, the records
/// an array holds, and the lists it owns. A record's id, a number or text
/// (a UUID, a slug), is held as the number the target resource reads back
/// (`DescribedSiblings`); where the target's records can be named, the link
/// takes the name once it is looked up ("Author: Ada Okafor", not "#1").
enum DescribedLinks {
    static func links(of record: JSONValue, resource: DiscoveredResource, siblings: DescribedSiblings) -> [ResourceLink] {
        var links: [ResourceLink] = []
        let ownID = record[resource.idField].map(JSONText.text) ?? ""
        for link in resource.links {
            switch link.target {
            case .record(let target, let field):
                guard let value = JSONText.value(at: field, in: record), let id = siblings.number(value, in: target) else { continue }
                let naming = siblings.reference(to: target).map { ResourceLink.Naming($0, link.title + ": %@") }
                links.append(.record("\(.verbatim(link.title)): #\(.verbatim(JSONText.text(value)))", target, id: id, named: naming))
            case .records(let target, let field, let idField):
                for item in JSONText.value(at: field, in: record)?.arrayValue ?? [] {
                    guard let value = item[idField], let id = siblings.number(value, in: target) else { continue }
                    let name = ColumnDiscovery.titleNames.lazy.compactMap { item[$0]?.stringValue }.first ?? "#\(JSONText.text(value))"
                    links.append(.record("\(.verbatim(link.title)): \(.verbatim(name))", target, id: id))
                }
            case .list(let target, let filter):
                guard !ownID.isEmpty else { continue }
                links.append(.list(.apiWord(link.title), target, filter, ownID))
            }
        }
        // A record named twice (`supplierId` and an embedded `supplier`) is one link.
        var seen: Set<ResourceLink.Target> = []
        return links.filter { seen.insert($0.target).inserted }
    }
}
