import APIDescription
import DescribedAPI
import Foundation
import JSON
import Network
import Reactive

/// A described resource's ids and names: ids as the API writes them (text
/// ids through the resource's `RecordIDTable`), and one record's name for
/// another resource's reference column or link, asked for record by record
/// (a described list's ids need not follow its positions, so no runs).
extension DescribedOperations {
    /// Text unless the schema says the id is a number.
    var hasTextIDs: Bool {
        let type = (resource.recordSchema ?? resource.itemSchema)?.property(resource.idField)?.type
        return type != "integer" && type != "number"
    }

    func recordID(_ text: String) -> Int? {
        guard !text.isEmpty else { return nil }
        if hasTextIDs { return routes.ids.number(for: .string(text)) }
        return Int(text)
    }

    func idText(_ id: Int) -> String { routes.ids.text(for: id) }

    func names(_ fields: [String], order: NameOrder, ids: ClosedRange<Int>, asRange: Bool,
               on client: NetworkClient) -> Observable<SourcedResult<[Int: String]>>? {
        let secrets = resource.secretFields.union(["password"])
        guard !asRange, !fields.isEmpty, fields.allSatisfy({ !secrets.contains($0) }),
              let route = routes.name(ids.lowerBound, fields: fields) else { return nil }
        let id = ids.lowerBound
        return client.requestSourced(route, as: JSONValue.self, cacheGroup: resource.id).map { sourced in
            sourced.map { record in
                let parts = fields.compactMap { JSONText.value(at: $0, in: record)?.stringValue }.filter { !$0.isEmpty }
                return parts.isEmpty ? [:] : [id: order.compose(parts)]
            }
        }
    }
}
