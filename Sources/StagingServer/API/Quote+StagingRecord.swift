import JSON
import Models

extension Quote: StagingRecord {
    var json: JSONValue {
        RecordJSON.object([("id", .number(Double(id))), ("quote", .string(quote)), ("author", .string(author))])
    }
}
