import JSON

/// A todo as the staging server serves it.
struct StagingTodo: Sendable, Hashable, Encodable {
    var id: Int
    var todo: String
    var completed: Bool
    var userId: Int
}

extension StagingTodo: StagingRecord {
    var json: JSONValue {
        RecordJSON.object([
            ("id", .number(Double(id))), ("todo", .string(todo)), ("completed", .bool(completed)), ("userId", .number(Double(userId))),
        ])
    }
}
