import JSON
import Models

extension Todo: StagingRecord {
    var json: JSONValue {
        RecordJSON.object([
            ("id", .number(Double(id))), ("todo", .string(todo)), ("completed", .bool(completed)), ("userId", .number(Double(userId))),
        ])
    }
}
