import APIDescription
import DescribedAPI
import Foundation
import JSON
import Network
import Reactive

/// What a described resource does when asked: its pages (read whatever
/// way the API pages and counts), its records, its writes and its JSON, all
/// through the same client, plugins and offline cache as a compiled resource.
struct DescribedOperations: ResourceOperations {
    let resource: DiscoveredResource
    let columns: [ResourceColumn<DescribedRow>]
    let routes: DescribedRoutes
    /// Whole records from the list, for a resource with no path for one record.
    let kept: KeptRecords
    /// What a page's rows are read with.
    let plan: ListRows.Plan
    /// The API's other resources: their id tables and names, for links and reference columns.
    let siblings: DescribedSiblings

    init(_ resource: DiscoveredResource, siblings: DescribedSiblings) {
        self.resource = resource
        self.siblings = siblings
        routes = DescribedRoutes(resource: resource, ids: siblings.ids(of: resource.id), paging: DescribedPaging(style: resource.paging))
        columns = DescribedColumns.columns(of: resource, siblings: siblings)
        kept = KeptRecords()
        plan = ListRows.Plan(resource: resource)
    }

    func page(_ request: ListRequest, on client: NetworkClient) -> Observable<SourcedResult<ListPage>> {
        let (key, route) = routes.list(request)
        let skip = request.paging.skip
        guard let route else {
            return .just(SourcedResult(.value(ListPage(items: .empty, total: skip, skip: skip)), source: .network))
        }
        let resource = self.resource, routes = self.routes, columns = self.columns, kept = self.kept, plan = self.plan
        return client.requestSourced(route, as: TransportResponse.self, cacheGroup: resource.id).map { sourced in
            sourced.then { response in
                // Rows straight from the JSON where the answer has the shape described; the whole
                // answer as a tree otherwise (and where records are kept whole for the detail).
                if resource.recordPath != nil, let read = try? ListRows(response.data, plan: plan) {
                    let total = routes.paging.remember(
                        count: read.ids.count, total: read.total ?? ListAnswer.headerTotal(response, named: Self.totalHeader(resource)),
                        nextCursor: read.nextCursor, nextURL: response.header("Link").flatMap(LinkHeader.next), for: request.paging,
                        list: key)
                    let page = DescribedCells(read.cells, width: plan.columns.count)
                    let rows = read.ids.enumerated().map { offset, id in
                        DescribedRow(id: routes.ids.number(for: id) ?? routes.ids.number(forPosition: skip + offset), page: page, index: offset)
                    }
                    return .value(ListPage(items: ListItems(rows, columns: columns), total: total, skip: skip))
                }
                let answer: ListAnswer
                do throws(NetworkError) {
                    answer = try Self.answer(response, resource)
                } catch {
                    return .error(error)
                }
                let total = routes.paging.remember(answer, for: request.paging, list: key)
                let rows = Self.rows(answer.items, from: skip, resource: resource, ids: routes.ids, kept: kept)
                return .value(ListPage(items: ListItems(rows, columns: columns), total: total, skip: skip))
            }
        }
    }

    static func totalHeader(_ resource: DiscoveredResource) -> String? {
        if case .header(let header)? = resource.total { return header }
        return nil
    }

    static func answer(_ response: TransportResponse, _ resource: DiscoveredResource) throws(NetworkError) -> ListAnswer {
        var totalField: String?, totalHeader: String?, nextField: String?
        switch resource.total {
        case .body(let field)?: totalField = field
        case .header(let header)?: totalHeader = header
        case nil: break
        }
        if case .cursor(_, _, let next) = resource.paging { nextField = next }
        return try ListAnswer(response, itemsKey: resource.itemsKey, totalField: totalField, totalHeader: totalHeader, nextField: nextField)
    }

    static func rows(_ items: [JSONValue], from skip: Int, resource: DiscoveredResource, ids: RecordIDTable,
                     kept: KeptRecords) -> [DescribedRow] {
        let fields = resource.columns.map(\.field)
        let keepWhole = resource.recordPath == nil
        var cells: [JSONValue] = []
        cells.reserveCapacity(items.count * fields.count)
        var numbers: [Int] = []
        for (offset, item) in items.enumerated() {
            let id = ids.number(for: item[resource.idField]) ?? ids.number(forPosition: skip + offset)
            for field in fields { cells.append(JSONText.value(at: field, in: item) ?? .null) }
            if keepWhole { kept.keep(item, id: id) }
            numbers.append(id)
        }
        let page = DescribedCells(cells, width: fields.count)
        return numbers.enumerated().map { DescribedRow(id: $1, page: page, index: $0) }
    }

    func row(id: Int, on client: NetworkClient) -> Observable<SourcedResult<ListItems>> {
        let resource = self.resource, columns = self.columns, ids = routes.ids
        return record(id, on: client).map { sourced in
            sourced.map { record in
                let cells = resource.columns.map { JSONText.value(at: $0.field, in: record) ?? .null }
                return ListItems([DescribedRow(id: ids.number(for: record[resource.idField]) ?? id, cells: cells)], columns: columns)
            }
        }
    }

    func detail(id: Int, on client: NetworkClient) -> Observable<SourcedResult<DetailContent>> {
        let content = self.content
        return record(id, on: client).map { $0.map(content) }
    }

    /// One whole record: its own path's answer, or what the list gave.
    func record(_ id: Int, on client: NetworkClient) -> Observable<SourcedResult<JSONValue>> {
        guard let route = routes.record(id) else {
            let found = kept.record(id)
            return .just(SourcedResult(found.map(NetworkResult.value) ?? .error(.invalidRequest(.readOnly(resource.title))),
                                       source: .network))
        }
        return client.requestSourced(route, as: JSONValue.self, cacheGroup: resource.id)
    }

    /// The detail of a record, with its links and its form's values.
    func content(_ record: JSONValue) -> DetailContent {
        let siblings = self.siblings, resource = self.resource
        var content = DescribedDetail.content(record, of: resource, schema: resource.recordSchema) { field, value in
            // A record link's field shows its record's name once known, as the link's title does.
            guard let (target, reference) = DescribedColumns.reference(field, of: resource, siblings: siblings),
                  let id = siblings.number(value, in: target),
                  let link = resource.links.first(where: { $0.target == .record(resource: target, field: field) }) else { return nil }
            return (link.title, DetailContent.Naming(reference, id: id))
        }
        content.links = DescribedLinks.links(of: record, resource: resource, siblings: siblings)
        if resource.writes.updateMethod != nil {
            content.editable = DescribedForm.editable(resource.writes.fields.filter { !$0.addOnly }, from: record)
        }
        return content
    }

    func write(_ request: SaveRequest, on client: NetworkClient) -> Observable<NetworkResult<WriteAnswer>> {
        guard let route = routes.write(request) else { return .just(.error(.invalidRequest(.readOnly(resource.title)))) }
        let resource = self.resource, columns = self.columns, ids = routes.ids, content = self.content
        return client.request(route, as: JSONValue.self).map { result in
            result.map { json in
                let id = ids.number(for: json[resource.idField]) ?? request.id
                let row = json.objectValue == nil ? nil
                    : ListItems([DescribedRow(id: id, cells: resource.columns.map { JSONText.value(at: $0.field, in: json) ?? .null })],
                                columns: columns)
                return WriteAnswer(id: id, content: content(json), row: request.kind == .delete ? nil : row,
                                   json: Self.printed(json, secrets: resource.secretFields), record: json)
            }
        }
    }

    func pageJSON(_ request: ListRequest, on client: NetworkClient) -> Observable<SourcedResult<Data>> {
        let (_, route) = routes.list(request)
        guard let route else { return .just(SourcedResult(.value(Data("[]".utf8)), source: .network)) }
        let resource = self.resource
        return client.requestSourced(route, as: TransportResponse.self, cacheGroup: resource.id).map { sourced in
            sourced.then { response in
                do throws(NetworkError) {
                    let answer = try Self.answer(response, resource)
                    return .value(Self.printed(.array(answer.items), secrets: resource.secretFields))
                } catch {
                    return .error(error)
                }
            }
        }
    }

    func recordJSON(id: Int, on client: NetworkClient) -> Observable<SourcedResult<Data>> {
        let secrets = resource.secretFields
        return record(id, on: client).map { $0.map { Self.printed($0, secrets: secrets) } }
    }

    func route(for request: ListRequest) -> any Route {
        routes.list(request).route ?? DescribedRoute(.get, resource.listPath, label: "\(resource.id).list")
    }

    func recordRoute(id: Int) -> any Route {
        routes.record(id) ?? DescribedRoute(.get, resource.listPath, label: "\(resource.id).list")
    }

    /// Indented JSON without the secret fields, at any depth; `{}` for an empty answer (a 204).
    static func printed(_ value: JSONValue, secrets: Set<String>) -> Data {
        if value == .object([:]) || value == .null { return Data("{}".utf8) }
        let kept = value.removingKeys(secrets.union(["password"]))
        return (try? JSONTextWriter.data(kept, formatting: .recordJSON)) ?? Data("{}".utf8)
    }
}

/// Whole records kept from a list, by id, for a resource whose API has no
/// path for one record.
final class KeptRecords: Sendable {
    private let records = SanitizerVisibleMutex([Int: JSONValue]())

    func keep(_ record: JSONValue, id: Int) { records.withLock { $0[id] = record } }
    func record(_ id: Int) -> JSONValue? { records.withLock { $0[id] } }
}

extension SourcedResult {
    /// The value turned into another, or into an error, keeping where it came from.
    func then<Other: Sendable>(_ transform: (Value) -> NetworkResult<Other>) -> SourcedResult<Other> {
        switch result {
        case .value(let value): SourcedResult<Other>(transform(value), source: source)
        case .error(let error): SourcedResult<Other>(.error(error), source: source)
        }
    }
}
