import JSON

/// A quote as the staging server serves it.
struct StagingQuote: Sendable, Hashable, Encodable {
    var id: Int
    var quote: String
    var author: String
}

extension StagingQuote: StagingRecord {
    var json: JSONValue {
        RecordJSON.object([("id", .number(Double(id))), ("quote", .string(quote)), ("author", .string(author))])
    }
}
