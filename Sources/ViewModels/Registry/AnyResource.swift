import Foundation
import Models
import Network
import Reactive

/// A resource with its item types erased: what the registry holds and every
/// screen, command and view model works with. Requests made through it are
/// cached under the resource's id, so the cache can say what it holds of each.
package struct AnyResource: Sendable, Identifiable, Hashable {
    package let id: String
    package let title: String
    package let singular: String
    package let tabKey: Character?
    package let columns: [ColumnSpec]
    package let isSearchable: Bool
    package let sortFields: [String]
    package let filters: [ResourceFilter]
    /// Whether records can be edited (their detail carries the fields and values).
    package let isEditable: Bool
    /// Fields never shown: the descriptor's secrets and `password`.
    package let secretFields: Set<String>
    private let operations: any ResourceOperations

    package init<Summary, Record>(_ resource: Resource<Summary, Record>) {
        id = resource.id
        title = resource.title
        singular = resource.singular
        tabKey = resource.tabKey
        columns = resource.columns.map(\.spec)
        isSearchable = resource.isSearchable
        sortFields = resource.sortFields
        filters = resource.filters
        isEditable = resource.editing != nil
        secretFields = resource.secretFields.union(Resource<Summary, Record>.alwaysSecret)
        operations = resource
    }

    /// A page of the list: the cached one first when there is one, then the server's.
    package func page(_ request: ListRequest, on client: NetworkClient) -> Observable<SourcedResult<ListPage>> {
        operations.page(request, on: client)
    }

    /// One record as a list row (`courier get --id`).
    package func row(id: Int, on client: NetworkClient) -> Observable<SourcedResult<ListItems>> {
        operations.row(id: id, on: client)
    }

    package func detail(id: Int, on client: NetworkClient) -> Observable<SourcedResult<DetailContent>> {
        operations.detail(id: id, on: client)
    }

    /// Sends the changed fields and answers with the record as the server now has it.
    package func save(id: Int, changes: [String: String], on client: NetworkClient) -> Observable<NetworkResult<DetailContent>> {
        operations.save(id: id, changes: changes, on: client)
    }

    /// Whole records as indented JSON with sorted keys, for scripts; secret fields left out.
    package func pageJSON(_ request: ListRequest, on client: NetworkClient) -> Observable<SourcedResult<Data>> {
        operations.pageJSON(request, on: client)
    }

    package func recordJSON(id: Int, on client: NetworkClient) -> Observable<SourcedResult<Data>> {
        operations.recordJSON(id: id, on: client)
    }

    /// The route a page request goes to (for `courier get --curl`).
    package func route(for request: ListRequest) -> any Route { operations.route(for: request) }

    /// The route one whole record comes from.
    package func recordRoute(id: Int) -> any Route { operations.recordRoute(id: id) }

    /// "products 7": how messages name a record.
    package func subject(id: Int) -> String { "\(singular) \(id)" }

    package static func == (lhs: AnyResource, rhs: AnyResource) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What `AnyResource` asks of the typed resource behind it.
private protocol ResourceOperations: Sendable {
    func page(_ request: ListRequest, on client: NetworkClient) -> Observable<SourcedResult<ListPage>>
    func row(id: Int, on client: NetworkClient) -> Observable<SourcedResult<ListItems>>
    func detail(id: Int, on client: NetworkClient) -> Observable<SourcedResult<DetailContent>>
    func save(id: Int, changes: [String: String], on client: NetworkClient) -> Observable<NetworkResult<DetailContent>>
    func pageJSON(_ request: ListRequest, on client: NetworkClient) -> Observable<SourcedResult<Data>>
    func recordJSON(id: Int, on client: NetworkClient) -> Observable<SourcedResult<Data>>
    func route(for request: ListRequest) -> any Route
    func recordRoute(id: Int) -> any Route
}

extension Resource: ResourceOperations {
    func route(for request: ListRequest) -> any Route { route(request) }
    func recordRoute(id recordID: Int) -> any Route { recordRoute(recordID) }

    func page(_ request: ListRequest, on client: NetworkClient) -> Observable<SourcedResult<ListPage>> {
        let columns = self.columns
        return client.requestSourced(route(request), as: Page<Summary>.self, cacheGroup: id).map { sourced in
            sourced.map { ListPage(items: ListItems($0.items, columns: columns), total: $0.total, skip: $0.skip) }
        }
    }

    func row(id recordID: Int, on client: NetworkClient) -> Observable<SourcedResult<ListItems>> {
        let columns = self.columns
        return client.requestSourced(recordRoute(recordID), as: Summary.self, cacheGroup: id).map { sourced in
            sourced.map { ListItems([$0], columns: columns) }
        }
    }

    func detail(id recordID: Int, on client: NetworkClient) -> Observable<SourcedResult<DetailContent>> {
        client.requestSourced(recordRoute(recordID), as: Record.self, cacheGroup: id).map { sourced in
            sourced.map(content(of:))
        }
    }

    func save(id recordID: Int, changes: [String: String], on client: NetworkClient) -> Observable<NetworkResult<DetailContent>> {
        guard let editing else { return .just(.error(.invalidRequest(.readOnly(title)))) }
        return client.request(editing.route(recordID, changes), as: Record.self).map { $0.map(content(of:)) }
    }

    func pageJSON(_ request: ListRequest, on client: NetworkClient) -> Observable<SourcedResult<Data>> {
        var whole = request
        whole.wholeRecords = true
        return client.requestSourced(route(whole), as: Page<Record>.self, cacheGroup: id).map { $0.map(json) }
    }

    func recordJSON(id recordID: Int, on client: NetworkClient) -> Observable<SourcedResult<Data>> {
        client.requestSourced(recordRoute(recordID), as: Record.self, cacheGroup: id).map { $0.map(json) }
    }

    /// The detail, with the current values of the editable fields for the edit form.
    private func content(of record: Record) -> DetailContent {
        var content = detail(record)
        content.editable = editing?.fields.map { EditableValue(key: $0.key, label: $0.label, value: $0.value(record)) } ?? []
        content.links = links(record)
        return content
    }

    /// Indented JSON without the secret fields, at any depth. What a terminal
    /// would act on is still in its strings: the command line escapes it when printing.
    private func json<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value),
              let shown = JSONValue.removingKeys(secretFields.union(Self.alwaysSecret), from: data, encoder: encoder)
        else { return Data("{}".utf8) }
        return shown
    }
}
