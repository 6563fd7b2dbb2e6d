import JSON

/// Comments in the OpenAPI document.
extension CommentCollection {
    private typealias S = OpenAPISchema

    static var openAPI: CollectionAPI {
        let author = S.object(["id": S.integer, "username": S.string, "fullName": S.string])
        let record = S.object(["id": S.integer, "body": S.string, "postId": S.integer, "likes": S.integer, "user": S.ref("CommentAuthor")])
        let body = S.object(["body": S.string, "postId": S.integer, "userId": S.integer], optional: ["body", "postId", "userId"])
        return CollectionAPI(
            record: record,
            schemas: [("CommentAuthor", author)],
            addBody: S.described(body, "To add, `body` (a non-empty string), `postId` and `userId` are required and checked in that order."),
            added: S.object(["id": S.integer, "body": S.string, "postId": S.any, "user": S.ref("CommentAuthor")]),
            updated: S.replacing(record, ["postId": S.any]),
            writeErrors: [404],
            routes: [
                RouteAPI(
                    path: "comments/post/{id}", summary: "A post's comments", kind: .list(select: false, sort: false),
                    response: S.ref("CommentPage"), parameters: [RouteAPI.idParameter("id", "A post id.")], errors: [404]),
                RouteAPI(
                    path: "posts/{id}/comments", summary: "A post's comments", kind: .list(select: false, sort: false),
                    response: S.ref("CommentPage"), parameters: [RouteAPI.idParameter("id", "A post id.")], errors: [404]),
            ])
    }
}
