import JSON
import Models

extension Comment: StagingRecord {
    var json: JSONValue {
        RecordJSON.object([
            ("id", .number(Double(id))), ("body", .string(body)), ("postId", .number(Double(postId))), ("likes", .number(Double(likes))),
            ("user", user.json),
        ])
    }
}

extension Comment.Author {
    var json: JSONValue {
        RecordJSON.object([("id", .number(Double(id))), ("username", .string(username)), ("fullName", .string(fullName))])
    }
}
