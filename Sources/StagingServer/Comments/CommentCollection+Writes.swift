import JSON

/// Comment writes check the body, the post and the user in that order, as
/// upstream does, and save nothing.
extension CommentCollection {
    func add(_ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        guard case .string(let text)? = body["body"], !text.isEmpty else { throw APIFailure(status: 400, message: "Invalid comment body") }
        _ = try dataset.requiredPostID(body["postId"])
        let userID = try dataset.requiredUserID(body["userId"])
        var answer: [String: JSONValue] = ["id": .number(Double(count + 1)), "body": .string(text), "postId": body["postId"] ?? .null]
        answer["user"] = userID.flatMap(users.user(id:)).map { CommentGenerator.author($0).json }
        return .json(201, .object(answer))
    }

    /// The stored comment, with what the body validly replaces; `likes` stays.
    func update(id: String, _ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        guard case .object(var answer) = try record(id: id) else { return nil }
        if case .string(let text)? = body["body"], !text.isEmpty { answer["body"] = .string(text) }
        if let postID = body["postId"], postID.isTruthy {
            _ = try dataset.requiredPostID(postID)
            answer["postId"] = postID
        }
        if let userID = body["userId"], userID.isTruthy, let user = try dataset.requiredUserID(userID).flatMap(users.user(id:)) {
            answer["user"] = CommentGenerator.author(user).json
        }
        return .json(200, .object(answer))
    }
}
