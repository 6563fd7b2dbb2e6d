import Foundation
import JSON
import Network
import Reactive

/// Where the values a filter takes can be asked for (a product's
/// categories, a post's tags): a route whose answer is a list of strings,
/// or of objects holding the value under `field`. Asked for once the `:`
/// line reaches `name=`, through the offline cache, so the values complete
/// offline too. Equal when they ask the same place.
package struct FilterChoices: Sendable, Hashable {
    /// What the values are kept under: the route's method and path.
    package let id: String
    private let route: any Route
    private let field: String?
    private let cacheGroup: String

    package init(_ route: any Route, field: String? = nil, cacheGroup: String) {
        let relation = route.relation
        id = "\(relation.method.rawValue) \(relation.path)"
        self.route = route
        self.field = field
        self.cacheGroup = cacheGroup
    }

    /// The values, the cached ones first.
    package func values(on client: NetworkClient) -> Observable<SourcedResult<[String]>> {
        let field = self.field
        return client.requestSourced(route, as: RawBody.self, cacheGroup: cacheGroup).map { sourced in
            sourced.map { body in Self.values(in: body.data, field: field) }
        }
    }

    /// The strings of a JSON list, or each object's `field`; nothing from anything else.
    static func values(in data: Data, field: String?) -> [String] {
        guard let list = (try? JSONValue(jsonData: data))?.arrayValue else { return [] }
        return list.compactMap { item in field.map { item.objectValue?[$0]?.stringValue } ?? item.stringValue }
    }

    package static func == (lhs: FilterChoices, rhs: FilterChoices) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
