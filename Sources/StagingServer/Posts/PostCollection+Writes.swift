import JSON

/// Post writes answer `{id, title, body, userId, tags, reactions}` and save nothing.
extension PostCollection {
    /// `userId` must name a user; the five fields come back as sent.
    func add(_ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        _ = try dataset.requiredUserID(body["userId"])
        return .json(201, WriteBody.sent(body, fields: Self.writableFields, id: count + 1))
    }

    /// The five fields merged, truthy values winning; no `views`.
    func update(id: String, _ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        try .json(200, WriteBody.merged(record(id: id), body, fields: Self.writableFields, id: self.id(id)))
    }
}
