import JSON

/// A resource the staging API serves at `/<name>`: a paged list, `/search`,
/// one record by id and simulated writes, plus any routes of its own. A
/// resource is added as a conforming type in its own file and one line in
/// `StagingCollections.standard`: routing, listing, lookup, the memo, the
/// `huge` fault and the count flags all read that table.
protocol StagingCollection: Sendable {
    associatedtype Record: StagingRecord

    /// The path segment, the envelope key and the `--<name>` flag: `products`.
    static var name: String { get }
    /// One record as messages name it: `Product`.
    static var noun: String { get }
    static var defaultCount: Int { get }
    /// The least `--<name>` accepts.
    static var minimumCount: Int { get }
    static var nonNumericID: NonNumericID { get }
    /// Whether lists and single records honour `select` and `sortBy`:
    /// upstream's carts, comments, todos and quotes ignore both.
    static var honoursSelectAndSort: Bool { get }
    /// Whether `/<name>/search` exists. Without it, `search` is read as an
    /// id (`404 Todo with id 'search' not found`), as upstream does.
    static var isSearchable: Bool { get }
    /// Whether add, update and delete exist; without them they answer the
    /// HTML 404, as upstream's quotes do.
    static var isWritable: Bool { get }
    /// How many records `counts`, keyed by collection name, makes: the
    /// count asked for by name, else the default. A collection whose ids
    /// follow another's caps it here.
    static func count(in counts: [String: Int]) -> Int
    /// The record's schema, write bodies and own routes, for `/openapi.json`.
    static var openAPI: CollectionAPI { get }

    init(_ context: CollectionContext)

    var records: LazyRecords<Record> { get }
    /// Whether `?q=` finds the record: upstream searches other fields per resource.
    func matches(_ record: Record, _ matcher: TextMatcher) -> Bool
    /// Routes beyond the standard ones, tried before them so they can also
    /// replace one. A route may hang under another collection's path, as
    /// `users/:id/posts` would for posts.
    var routes: [CollectionRoute] { get }

    // Requirements rather than extension-only methods, so a call through
    // `any StagingCollection` lands in code specialised for `Record`
    // instead of generic code copying records through witness tables.
    func list(_ query: ListQuery, _ matcher: TextMatcher) -> JSONValue
    func list(_ query: ListQuery, indices: [Int]) -> JSONValue
    func id(_ text: String) throws(APIFailure) -> Int
    func record(id text: String) throws(APIFailure) -> JSONValue
    func json(at index: Int) -> JSONValue
    /// This collection's answer to `POST /<name>/add`; nil answers with the generic echo.
    func add(_ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse?
    /// This collection's answer to `PUT`/`PATCH /<name>/<id>`; nil answers with the generic merge.
    func update(id: String, _ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse?
}

/// How a collection answers an id that is not a number. Upstream's
/// products treat it as any other miss; posts and users reject it first.
enum NonNumericID: Sendable {
    /// `404 Product with id 'abc' not found`
    case notFound
    /// `400 Invalid post id 'abc'`
    case invalid
}

extension StagingCollection {
    static var minimumCount: Int { 0 }
    static var nonNumericID: NonNumericID { .notFound }
    static var honoursSelectAndSort: Bool { true }
    static var isSearchable: Bool { true }
    static var isWritable: Bool { true }
    /// A record described only by its id: enough for a collection that has not described itself.
    static var openAPI: CollectionAPI {
        CollectionAPI(record: ["type": "object", "required": ["id"], "properties": ["id": OpenAPISchema.integer]])
    }
    var routes: [CollectionRoute] { [] }

    func add(_ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? { nil }
    func update(id: String, _ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? { nil }

    var name: String { Self.name }
    var count: Int { records.count }

    /// Works on indices rather than copies: a `Product` holds dozens of
    /// references, and copying 100k of them per page was most of the
    /// request. Only a search or sort makes every record exist.
    func list(_ query: ListQuery, _ matcher: TextMatcher) -> JSONValue {
        let (indices, record) = listed(query, matcher)
        return query.envelope(indices, key: Self.name, record: record)
    }

    /// The list as an answer, streamed when it is long.
    func listResponse(_ query: ListQuery, _ matcher: TextMatcher) -> HTTPResponse {
        let (indices, record) = listed(query, matcher)
        return query.response(indices, key: Self.name, record: record)
    }

    /// The positions a list covers and how to get each record.
    private func listed(_ query: ListQuery, _ matcher: TextMatcher) -> (indices: [Int], record: @Sendable (Int) -> Record) {
        let records = records
        guard !matcher.matchesEverything || query.sortBy != nil else {
            return (Array(0..<records.count), { records.record(at: $0) })
        }
        let all = records.all
        let indices = matcher.matchesEverything ? Array(all.indices) : all.indices.filter { matches(all[$0], matcher) }
        return (indices, { all[$0] })
    }

    /// The envelope of a subset found without building records, such as a category's block of ids.
    func list(_ query: ListQuery, indices: [Int]) -> JSONValue {
        query.envelope(indices, key: Self.name, record: records.record(at:))
    }

    /// That subset as an answer, streamed when long as every list is.
    func listResponse(_ query: ListQuery, indices: [Int]) -> HTTPResponse {
        let records = records
        return query.response(indices, key: Self.name) { records.record(at: $0) }
    }

    /// The id of an existing record, or the contract's 400 or 404 for it;
    /// a route under this collection's path (`/users/<id>/posts`) checks
    /// its id with this so it fails exactly as the single record does.
    func id(_ text: String) throws(APIFailure) -> Int {
        // Upstream compares the segment as text with the id, so `01` and
        // `1.5` are misses; only a segment that is no number at all is invalid.
        guard let id = Int(text), String(id) == text else {
            switch Self.nonNumericID {
            case .invalid where Double(text) == nil: throw APIFailure(status: 400, message: "Invalid \(Self.noun.lowercased()) id '\(text)'")
            default: throw notFound(text)
            }
        }
        guard id >= 1, id <= records.count else { throw notFound(text) }
        return id
    }

    func record(id text: String) throws(APIFailure) -> JSONValue {
        try json(at: id(text) - 1)
    }

    func json(at index: Int) -> JSONValue {
        records.record(at: index).json
    }

    private func notFound(_ text: String) -> APIFailure {
        APIFailure(status: 404, message: "\(Self.noun) with id '\(text)' not found")
    }
}
