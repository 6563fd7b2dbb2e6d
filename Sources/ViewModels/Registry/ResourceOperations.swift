import Foundation
import JSON
import Models
import Network
import Reactive

/// What `AnyResource` asks of the resource behind it: a typed descriptor,
/// or a described one.
package protocol ResourceOperations: Sendable {
    func page(_ request: ListRequest, on client: NetworkClient) -> Observable<SourcedResult<ListPage>>
    func row(id: Int, on client: NetworkClient) -> Observable<SourcedResult<ListItems>>
    func detail(id: Int, on client: NetworkClient) -> Observable<SourcedResult<DetailContent>>
    func write(_ request: SaveRequest, on client: NetworkClient) -> Observable<NetworkResult<WriteAnswer>>
    func pageJSON(_ request: ListRequest, on client: NetworkClient) -> Observable<SourcedResult<Data>>
    func recordJSON(id: Int, on client: NetworkClient) -> Observable<SourcedResult<Data>>
    func route(for request: ListRequest) -> any Route
    func recordRoute(id: Int) -> any Route
    func names(_ fields: [String], order: NameOrder, ids: ClosedRange<Int>, asRange: Bool,
               on client: NetworkClient) -> Observable<SourcedResult<[Int: String]>>?
    /// Whether the records' ids are text (UUIDs, slugs) rather than whole numbers.
    var hasTextIDs: Bool { get }
    /// The registry's number for an id as a person types it (`courier get
    /// --id`, a filter's value): nil when no record could have it.
    func recordID(_ text: String) -> Int?
    /// A record's id as the API writes it: `7`, a UUID, a slug.
    func idText(_ id: Int) -> String
}

extension ResourceOperations {
    /// Whole-number ids, as DummyJSON's: 1 up to what a 32-bit field holds.
    package var hasTextIDs: Bool { false }

    package func recordID(_ text: String) -> Int? {
        Int(text).flatMap { (1...Int(Int32.max)).contains($0) ? $0 : nil }
    }

    package func idText(_ id: Int) -> String { String(id) }
}
