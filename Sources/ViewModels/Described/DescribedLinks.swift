import APIDescription
import JSON

/// A described record's links: the records its fields name, the records
/// an array holds, and the lists it owns.
enum DescribedLinks {
    static func links(of record: JSONValue, resource: DiscoveredResource) -> [ResourceLink] {
        var links: [ResourceLink] = []
        let ownID = record[resource.idField].map(JSONText.text) ?? ""
        for link in resource.links {
            switch link.target {
            case .record(let target, let field):
                guard let value = JSONText.value(at: field, in: record), let id = wholeID(value) else { continue }
                links.append(.record("\(.verbatim(link.title)): #\(.verbatim(String(id)))", target, id: id))
            case .records(let target, let field, let idField):
                for item in JSONText.value(at: field, in: record)?.arrayValue ?? [] {
                    guard let id = item[idField].flatMap(wholeID) else { continue }
                    let name = ColumnDiscovery.titleNames.lazy.compactMap { item[$0]?.stringValue }.first ?? "#\(id)"
                    links.append(.record("\(.verbatim(link.title)): \(.verbatim(name))", target, id: id))
                }
            case .list(let target, let filter):
                guard !ownID.isEmpty else { continue }
                links.append(.list(.verbatim(link.title), target, filter, ownID))
            }
        }
        // A record named twice (`supplierId` and an embedded `supplier`) is one link.
        var seen: Set<ResourceLink.Target> = []
        return links.filter { seen.insert($0.target).inserted }
    }

    /// Record links name whole-number ids: the registry's kind.
    static func wholeID(_ value: JSONValue) -> Int? {
        if let number = value.intValue { return number }
        if let text = value.stringValue, let number = Int(text), String(number) == text { return number }
        return nil
    }
}
