import Foundation
import JSON
import Models
import Network
import Reactive

/// A typed descriptor's operations: its routes through the client, its
/// records decoded as its own types.
extension Resource: ResourceOperations {
    package func route(for request: ListRequest) -> any Route { route(request) }
    package func recordRoute(id recordID: Int) -> any Route { recordRoute(recordID) }

    package func page(_ request: ListRequest, on client: NetworkClient) -> Observable<SourcedResult<ListPage>> {
        let columns = self.columns
        return client.requestSourced(route(request), as: Page<Summary>.self, cacheGroup: id).map { sourced in
            sourced.map { ListPage(items: ListItems($0.items, columns: columns), total: $0.total, skip: $0.skip) }
        }
    }

    package func row(id recordID: Int, on client: NetworkClient) -> Observable<SourcedResult<ListItems>> {
        let columns = self.columns
        return client.requestSourced(recordRoute(recordID), as: Summary.self, cacheGroup: id).map { sourced in
            sourced.map { ListItems([$0], columns: columns) }
        }
    }

    package func detail(id recordID: Int, on client: NetworkClient) -> Observable<SourcedResult<DetailContent>> {
        client.requestSourced(recordRoute(recordID), as: Record.self, cacheGroup: id).map { sourced in
            sourced.map(content(of:))
        }
    }

    package func write(_ request: SaveRequest, on client: NetworkClient) -> Observable<NetworkResult<WriteAnswer>> {
        let route: (any Route)?
        switch request.kind {
        case .update: route = editing.map { $0.route(request.id, request.changes) }
        case .add: route = editing?.add.map { $0(request.changes) }
        case .delete: route = editing?.delete.map { $0(request.id) }
        }
        guard let route else { return .just(.error(.invalidRequest(.readOnly(title)))) }
        let columns = self.columns
        let stored = recordRoute(request.id)
        let group = id
        return client.request(route, as: JSONValue.self).flatMap { result -> Observable<NetworkResult<WriteAnswer>> in
            // An edit answered with part of a record (DummyJSON's products answer
            // eleven keys) merges into the stored record, so the detail stays whole.
            guard case .value(let json) = result, request.kind == .update, case .object = json, (try? json.decode(Record.self)) == nil else {
                return .just(result.map { answer($0, to: request, columns: columns, base: nil) })
            }
            return client.requestSourced(stored, as: JSONValue.self, cacheGroup: group).take(1).map { base -> NetworkResult<WriteAnswer> in
                .value(answer(json, to: request, columns: columns, base: base.result.value))
            }
        }
    }

    /// A write's answer is often not a whole record (an add echoes what was
    /// sent, plus the id): merged into `base` (the stored record) when
    /// given, the detail shows the record when it reads as one, else the
    /// fields the server sent back; the list gets a row when it reads as a
    /// summary. An edit's answer that holds other values than were sent says so.
    private func answer(_ json: JSONValue, to request: SaveRequest, columns: [ResourceColumn<Summary>], base: JSONValue?) -> WriteAnswer {
        let id = json["id"].flatMap { if case .number(let value) = $0 { Int(exactly: value) } else { nil } } ?? request.id
        var whole = json
        if case .object(var merged)? = base, case .object(let answered) = json {
            merged.merge(answered) { _, new in new }
            whole = .object(merged)
        }
        let row = (try? whole.decode(Summary.self)).map { ListItems([$0], columns: columns) }
        let printed = self.json(json)
        let differences = request.kind == .update ? WriteDifference.between(request.changes, answer: json) : []
        if let record = try? whole.decode(Record.self) {
            return WriteAnswer(id: id, content: content(of: record), row: row, json: printed, record: whole, differences: differences)
        }
        var fields: [DetailContent.Field] = []
        if case .object(let object) = json {
            for key in object.keys.sorted() where key != "id" && !secretFields.union(Self.alwaysSecret).contains(key) {
                fields.append(DetailContent.Field(.verbatim(key), object[key].map(WriteDifference.text) ?? ""))
            }
        }
        let content = DetailContent(title: "\(UIText(singular.capitalized)) #\(id)", subtitle: "as the server answered",
                                    sections: [DetailContent.Section("Fields", fields)])
        return WriteAnswer(id: id, content: content, row: row, json: printed, record: json, differences: differences)
    }

    package func names(_ fields: [String], order: NameOrder, ids: ClosedRange<Int>, asRange: Bool,
               on client: NetworkClient) -> Observable<SourcedResult<[Int: String]>>? {
        let secrets = secretFields.union(Self.alwaysSecret)
        guard !fields.isEmpty, fields.allSatisfy({ !secrets.contains($0) }) else { return nil }
        if asRange {
            guard let nameRangeRoute else { return nil }
            let key = id
            return client.requestSourced(nameRangeRoute(ids, fields), as: JSONValue.self, cacheGroup: id).map { sourced in
                sourced.map { ReferenceNameList.names(in: $0, listKey: key, fields: fields, order: order).filter { ids.contains($0.key) } }
            }
        }
        guard let nameRoute else { return nil }
        return client.requestSourced(nameRoute(ids.lowerBound, fields), as: JSONValue.self, cacheGroup: id).map { sourced in
            sourced.map { record in
                ReferenceNameList.name(of: record, fields: fields, order: order).map { [$0.0: $0.1] } ?? [:]
            }
        }
    }

    package func pageJSON(_ request: ListRequest, on client: NetworkClient) -> Observable<SourcedResult<Data>> {
        var whole = request
        whole.wholeRecords = true
        return client.requestSourced(route(whole), as: Page<Record>.self, cacheGroup: id).map { $0.map(json) }
    }

    package func recordJSON(id recordID: Int, on client: NetworkClient) -> Observable<SourcedResult<Data>> {
        client.requestSourced(recordRoute(recordID), as: Record.self, cacheGroup: id).map { $0.map(json) }
    }

    /// The detail, with the current values of the editable fields for the edit form.
    private func content(of record: Record) -> DetailContent {
        var content = detail(record)
        content.editable = editing?.fields.map {
            EditableValue(key: $0.key, label: $0.label, value: $0.value(record), rule: $0.rule)
        } ?? []
        content.links = links(record)
        return content
    }

    /// Indented JSON without the secret fields, at any depth. What a terminal
    /// would act on is still in its strings: the command line escapes it when printing.
    /// JSONEncoder's bytes (sorted, indented, slashes as they are) from
    /// `JSONTextWriter`, which skips most of what a first encode in a process
    /// costs Foundation: `courier get --json` encodes once.
    private func json<T: Encodable>(_ value: T) -> Data {
        let formatting = JSONEncoder.OutputFormatting.recordJSON
        let secrets = secretFields.union(Self.alwaysSecret)
        guard let (data, hasSecret) = try? JSONTextWriter.data(value, formatting: formatting, noticing: secrets) else {
            return Data("{}".utf8)
        }
        // Read and written again only when a secret is in it: most records have none.
        guard hasSecret else { return data }
        return JSONValue.removingKeys(secrets, from: data, formatting: formatting) ?? Data("{}".utf8)
    }
}

extension JSONEncoder.OutputFormatting {
    /// How a record's JSON is written (`--json`, the detail, a described API's
    /// answers): indented, keys sorted, slashes as they are.
    package static var recordJSON: Self { [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] }
}
