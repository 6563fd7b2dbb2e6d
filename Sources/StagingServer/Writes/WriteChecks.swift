import JSON

/// The checks upstream's writes make of the ids in a body, in its words.
extension StagingDataset {
    /// A `userId` a write needs: falsy is `User id is required`, then the
    /// user's own 400 or 404. Nil only when no users are served.
    func requiredUserID(_ value: JSONValue?) throws(APIFailure) -> Int? {
        try requiredID(value, of: UserCollection.self, missing: "User id is required")
    }

    /// A `postId` a write needs, checked as `/posts/<id>` checks it.
    func requiredPostID(_ value: JSONValue?) throws(APIFailure) -> Int? {
        try requiredID(value, of: PostCollection.self, missing: "Post id is required")
    }

    private func requiredID<Owner: StagingCollection>(
        _ value: JSONValue?, of owner: Owner.Type, missing: String
    ) throws(APIFailure) -> Int? {
        guard let value, value.isTruthy else { throw APIFailure(status: 400, message: missing) }
        return try collection(owner)?.id(value.javaScriptText)
    }
}

/// What the write answers of the simpler resources are built from.
enum WriteBody {
    /// `id` first, then those of `fields` the body sent, as sent.
    static func sent(_ body: [String: JSONValue], fields: [String], id: Int) -> JSONValue {
        var answer: [String: JSONValue] = ["id": .number(Double(id))]
        for field in fields { if let value = body[field] { answer[field] = value } }
        return .object(answer)
    }

    /// `id` and `fields` of the stored record, each replaced by the body's value when that is truthy.
    static func merged(_ stored: JSONValue, _ body: [String: JSONValue], fields: [String], id: Int) -> JSONValue {
        var answer: [String: JSONValue] = ["id": .number(Double(id))]
        for field in fields {
            if let value = body[field], value.isTruthy {
                answer[field] = value
            } else if let value = stored[field] {
                answer[field] = value
            }
        }
        return .object(answer)
    }
}
