import JSON

/// A comment as the staging server serves it, naming its user as a
/// small block rather than an id.
struct StagingComment: Sendable, Hashable, Encodable {
    var id: Int
    var body: String
    var postId: Int
    var likes: Int
    var user: Author

    struct Author: Sendable, Hashable, Encodable {
        var id: Int
        var username: String
        var fullName: String
    }
}

extension StagingComment: StagingRecord {
    var json: JSONValue {
        RecordJSON.object([
            ("id", .number(Double(id))), ("body", .string(body)), ("postId", .number(Double(postId))), ("likes", .number(Double(likes))),
            ("user", user.json),
        ])
    }
}

extension StagingComment.Author {
    var json: JSONValue {
        RecordJSON.object([("id", .number(Double(id))), ("username", .string(username)), ("fullName", .string(fullName))])
    }
}
