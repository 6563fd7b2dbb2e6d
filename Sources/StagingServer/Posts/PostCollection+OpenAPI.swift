import JSON

/// Posts in the OpenAPI document.
extension PostCollection {
    private typealias S = OpenAPISchema

    static let writableFields = ["title", "body", "userId", "tags", "reactions"]

    static var openAPI: CollectionAPI {
        let record = S.object([
            "id": S.integer, "title": S.string, "body": S.string, "tags": S.strings,
            "reactions": S.object(["likes": S.integer, "dislikes": S.integer]), "views": S.integer, "userId": S.integer,
        ])
        let tag = S.object(["slug": S.string, "name": S.string, "url": S.described(S.string, "Always on the release host, also on staging: build links from `slug`.")])
        let user = RouteAPI.idParameter("id", "A user id: not a number is 400 `Invalid user id '<id>'`, a miss 404.")
        return CollectionAPI(
            record: record,
            schemas: [("PostTag", tag)],
            addBody: S.described(S.loosened(S.subset(record, writableFields, withID: false)), "`userId` is required and must name a user."),
            added: S.described(S.subset(record, writableFields, required: ["id"]), "`id` (the stored count + 1) and the five fields as sent."),
            updated: S.described(S.subset(record, writableFields, required: ["id"] + writableFields), "`id` and the five fields, each the sent value when truthy, else the stored one; no `views`."),
            writeErrors: [404],
            routes: [
                RouteAPI(path: "posts/tags", summary: "Every tag", kind: .value, response: S.array(S.ref("PostTag"))),
                RouteAPI(path: "posts/tag-list", summary: "Every tag's slug", kind: .value, response: S.strings),
                RouteAPI(
                    path: "posts/tag/{tag}", summary: "The posts with a tag (ignoring case; unknown: an empty list)",
                    kind: .list(select: true, sort: true), response: S.ref("PostPage"), parameters: [RouteAPI.pathParameter("tag", "A tag.")]),
                RouteAPI(
                    path: "posts/user/{id}", summary: "A user's posts", kind: .list(select: true, sort: true),
                    response: S.ref("PostPage"), parameters: [user], errors: [404]),
                RouteAPI(
                    path: "users/{id}/posts", summary: "A user's posts (sorting ignored)", kind: .list(select: true, sort: false),
                    response: S.ref("PostPage"), parameters: [user], errors: [404]),
            ])
    }
}
