import JSON

/// A record the API lists, searches, sorts and trims with `select`: each
/// resource's own type (`StagingProduct`), never the client's model. The
/// conversion to `JSONValue` is written out by hand because going through
/// JSONEncoder and back costs ~50x more, which shows at 100k records; the
/// tests decode every served record into the client's model and compare it
/// with the record's compiler-written encoding, which keeps the two in step.
protocol StagingRecord: Sendable {
    var id: Int { get }
    var json: JSONValue { get }
    /// The value `sortBy=field` orders by. Conformers answer the common
    /// scalar fields directly so sorting 100k records builds no JSON.
    func sortValue(_ field: String) -> JSONValue?
}

extension StagingRecord {
    func sortValue(_ field: String) -> JSONValue? { json[field] }
}

/// What the records' hand-written JSON is built with.
enum RecordJSON {
    static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    static func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
    static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

    /// Drops the nil optionals, as upstream omits a missing `brand` rather than sending null.
    static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
        var object: [String: JSONValue] = [:]
        object.reserveCapacity(pairs.count)
        for (key, value) in pairs where value != .null { object[key] = value }
        return .object(object)
    }
}
