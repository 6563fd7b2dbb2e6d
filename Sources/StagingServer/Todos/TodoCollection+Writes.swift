import JSON

/// Todo writes answer `{id, todo, completed, userId}` and save nothing.
extension TodoCollection {
    private static let fields = ["todo", "completed", "userId"]

    func add(_ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        _ = try dataset.requiredUserID(body["userId"])
        return .json(201, WriteBody.sent(body, fields: Self.fields, id: count + 1))
    }

    /// Upstream checks neither the todo's new `userId` nor `completed`,
    /// which any sent value replaces, `false` and `null` included.
    func update(id: String, _ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        let stored = try record(id: id)
        guard case .object(var answer) = WriteBody.merged(stored, body, fields: ["todo", "userId"], id: try self.id(id)) else { return nil }
        answer["completed"] = body["completed"] ?? stored["completed"]
        return .json(200, .object(answer))
    }
}
