import JSON

/// A post as the staging server serves it.
struct StagingPost: Sendable, Hashable, Encodable {
    var id: Int
    var title: String
    var body: String
    var tags: [String]
    var reactions: Reactions
    var views: Int
    var userId: Int

    struct Reactions: Sendable, Hashable, Encodable {
        var likes: Int
        var dislikes: Int
    }
}

extension StagingPost: StagingRecord {
    func sortValue(_ field: String) -> JSONValue? {
        switch field {
        case "id": .number(Double(id))
        case "title": .string(title)
        case "views": .number(Double(views))
        case "userId": .number(Double(userId))
        default: json[field]
        }
    }

    var json: JSONValue {
        RecordJSON.object([
            ("id", .number(Double(id))), ("title", .string(title)), ("body", .string(body)), ("tags", RecordJSON.strings(tags)),
            ("reactions", RecordJSON.object([("likes", .number(Double(reactions.likes))), ("dislikes", .number(Double(reactions.dislikes)))])),
            ("views", .number(Double(views))), ("userId", .number(Double(userId))),
        ])
    }
}
