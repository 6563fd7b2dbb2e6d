import JSON
import Models

extension Post: StagingRecord {
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
