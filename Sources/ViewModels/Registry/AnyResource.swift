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
    /// Whether its records' ids are text (UUIDs, slugs), not whole numbers.
    package let hasTextIDs: Bool
    /// The filter its list must be asked with, for a list that exists only
    /// under another record (a described API's `/users/{id}/posts` with no
    /// `/posts`); nil for a list of its own.
    package let listedPer: ResourceFilter?
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
        hasTextIDs = false
        listedPer = nil
        operations = resource
    }

    /// A resource whose operations are not a typed descriptor's: one a
    /// description made at run time (ViewModels/Described).
    package init(id: String, title: String, singular: String, tabKey: Character?, columns: [ColumnSpec], isSearchable: Bool,
                 sortFields: [String], filters: [ResourceFilter], editableFields: [EditableValue], newFields: [EditableValue],
                 canDelete: Bool, secretFields: Set<String>, combinations: ListCombinations, canBeNamed: Bool = false,
                 listedPer: ResourceFilter? = nil, operations: any ResourceOperations) {
        self.id = id
        self.title = title
        self.singular = singular
        self.tabKey = tabKey
        words = [:]
        self.columns = columns
        self.isSearchable = isSearchable
        self.sortFields = sortFields
        self.filters = filters
        self.combinations = combinations
        isEditable = !editableFields.isEmpty
        self.newFields = newFields
        self.editableFields = editableFields
        self.canDelete = canDelete
        self.secretFields = secretFields.union(["password"])
        // Named one record at a time: a described list's ids need not follow positions.
        self.canBeNamed = canBeNamed
        canBeNamedByRange = false
        keepsWrites = true
        readsDashAsSpace = false
        hasTextIDs = operations.hasTextIDs
        self.listedPer = listedPer
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

    /// "product 7": how messages name a record (its id as the API writes it: a UUID, a slug).
    package func subject(id: Int) -> UIText { "\(UIText(singular)) \(.verbatim(idText(id)))" }

    /// The number a record is known by here for an id as typed (`--id`): nil
    /// when no record of this resource could have it (text for whole-number ids).
    package func recordID(_ text: String) -> Int? { operations.recordID(text) }

    /// A record's id as the API writes it.
    package func idText(_ id: Int) -> String { operations.idText(id) }

    package static func == (lhs: AnyResource, rhs: AnyResource) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
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
