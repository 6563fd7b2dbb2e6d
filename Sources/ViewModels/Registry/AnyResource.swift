import Foundation
import JSON
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
    package let words: ResourceWords
    package let columns: [ColumnSpec]
    package let isSearchable: Bool
    package let sortFields: [String]
    package let filters: [ResourceFilter]
    /// Which of search, filter and sort the server applies together.
    package let combinations: ListCombinations
    /// Whether records can be edited (their detail carries the fields and values).
    package let isEditable: Bool
    /// What a new record is made from; empty when the API makes none.
    package let newFields: [EditableValue]
    /// The fields an edit may change, with their rules (values empty).
    package let editableFields: [EditableValue]
    package let canDelete: Bool
    package var canAdd: Bool { !newFields.isEmpty }
    /// Fields never shown: the descriptor's secrets and `password`.
    package let secretFields: Set<String>
    /// Whether another resource's column can name these records by id, and
    /// whether a run of ids close together in one request.
    package let canBeNamed: Bool
    package let canBeNamedByRange: Bool
    /// Whether the server keeps what is written (DummyJSON does not; a described API does).
    package let keepsWrites: Bool
    /// Whether the server reads each `-` in a search as a space (DummyJSON's does).
    package let readsDashAsSpace: Bool
    private let operations: any ResourceOperations

    package init<Summary, Record>(_ resource: Resource<Summary, Record>) {
        id = resource.id
        title = resource.title
        singular = resource.singular
        tabKey = resource.tabKey
        words = resource.words
        columns = resource.columns.map(\.spec)
        isSearchable = resource.isSearchable
        sortFields = resource.sortFields
        filters = resource.filters
        combinations = resource.combinations
        isEditable = resource.editing?.fields.isEmpty == false
        newFields = resource.editing?.add == nil ? [] : resource.editing?.newFields ?? []
        canDelete = resource.editing?.delete != nil
        editableFields = resource.editing?.fields.map { EditableValue(key: $0.key, label: $0.label, value: "", rule: $0.rule) } ?? []
        secretFields = resource.secretFields.union(Resource<Summary, Record>.alwaysSecret)
        canBeNamed = resource.nameRoute != nil
        canBeNamedByRange = resource.nameRoute != nil && resource.nameRangeRoute != nil
        keepsWrites = false
        readsDashAsSpace = true
        operations = resource
    }

    /// A resource whose operations are not a typed descriptor's: one a
    /// description made at run time (ViewModels/Described).
    package init(id: String, title: String, singular: String, tabKey: Character?, columns: [ColumnSpec], isSearchable: Bool,
                 sortFields: [String], filters: [ResourceFilter], editableFields: [EditableValue], newFields: [EditableValue],
                 canDelete: Bool, secretFields: Set<String>, operations: any ResourceOperations) {
        self.id = id
        self.title = title
        self.singular = singular
        self.tabKey = tabKey
        words = [:]
        self.columns = columns
        self.isSearchable = isSearchable
        self.sortFields = sortFields
        self.filters = filters
        // A description's query parameters are one operation's: the server takes them together.
        combinations = ListCombinations(sortsSearches: true, searchesFilteredLists: true)
        isEditable = !editableFields.isEmpty
        self.newFields = newFields
        self.editableFields = editableFields
        self.canDelete = canDelete
        self.secretFields = secretFields.union(["password"])
        // No described resource names another's records by id yet: its ids show.
        canBeNamed = false
        canBeNamedByRange = false
        keepsWrites = true
        readsDashAsSpace = false
        self.operations = operations
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

    /// An update, a new record or a delete, answered with what the server
    /// sent back, ready for the detail and (when it reads as one) the list.
    package func write(_ request: SaveRequest, on client: NetworkClient) -> Observable<NetworkResult<WriteAnswer>> {
        operations.write(request, on: client)
    }

    /// Whole records as indented JSON with sorted keys, for scripts; secret fields left out.
    package func pageJSON(_ request: ListRequest, on client: NetworkClient) -> Observable<SourcedResult<Data>> {
        operations.pageJSON(request, on: client)
    }

    package func recordJSON(id: Int, on client: NetworkClient) -> Observable<SourcedResult<Data>> {
        operations.recordJSON(id: id, on: client)
    }

    /// The name of record `id`, made of the reference's fields (an empty
    /// answer when the record has none of them), cached under this resource
    /// like its pages; nil when the descriptor has no `nameRoute` or a field
    /// asked for is secret.
    package func name(id: Int, _ reference: ResourceReference, on client: NetworkClient) -> Observable<SourcedResult<[Int: String]>>? {
        operations.names(reference.fields, order: reference.order, ids: id...id, asRange: false, on: client)
    }

    /// The names of the records a run of ids asks for in one request (those
    /// the answer holds), the same way; nil without a `nameRangeRoute`.
    package func names(in ids: ClosedRange<Int>, _ reference: ResourceReference,
                       on client: NetworkClient) -> Observable<SourcedResult<[Int: String]>>? {
        operations.names(reference.fields, order: reference.order, ids: ids, asRange: true, on: client)
    }

    /// The route a page request goes to (for `courier get --curl`).
    package func route(for request: ListRequest) -> any Route { operations.route(for: request) }

    /// The route one whole record comes from.
    package func recordRoute(id: Int) -> any Route { operations.recordRoute(id: id) }

    /// "product 7": how messages name a record.
    package func subject(id: Int) -> UIText { "\(UIText(singular)) \(id)" }

    package static func == (lhs: AnyResource, rhs: AnyResource) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

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
}

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
    private func json<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value),
              let shown = JSONValue.removingKeys(secretFields.union(Self.alwaysSecret), from: data, encoder: encoder)
        else { return Data("{}".utf8) }
        return shown
    }
}

/// What a write came back with: the record's id (a new one for an add),
/// its detail, and its list row when the answer reads as one.
package struct WriteAnswer: Sendable, Equatable {
    package var id: Int
    package var content: DetailContent
    package var row: ListItems?
    /// The answer as indented JSON without secret fields, for `courier add|edit|delete`.
    package var json: Data
    /// The answer as parsed (merged into the stored record when it was part
    /// of one), for what else follows the written record (the names shown for it).
    package var record: JSONValue
    /// Fields an edit sent that the answer holds otherwise.
    package var differences: [WriteDifference]

    package init(id: Int, content: DetailContent, row: ListItems?, json: Data, record: JSONValue, differences: [WriteDifference] = []) {
        self.id = id
        self.content = content
        self.row = row
        self.json = json
        self.record = record
        self.differences = differences
    }
}
