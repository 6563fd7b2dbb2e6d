import JSON

/// Todos in the OpenAPI document.
extension TodoCollection {
    private typealias S = OpenAPISchema

    static var openAPI: CollectionAPI {
        let record = S.object(["id": S.integer, "todo": S.string, "completed": S.boolean, "userId": S.integer])
        let fields = ["todo", "completed", "userId"]
        return CollectionAPI(
            record: record,
            addBody: S.described(S.loosened(S.subset(record, fields, withID: false)), "`userId` is required and must name a user."),
            added: S.subset(record, fields, required: ["id"]),
            updated: S.described(S.replacing(S.subset(record, fields, required: ["id", "todo", "userId"]), ["completed": S.any]), "`completed` is whatever was sent, null included; `userId` is not checked."),
            writeErrors: [404],
            routes: RandomRoutes.api(Self.self) + [
                RouteAPI(
                    path: "todos/user/{id}", summary: "A user's todos", kind: .list(select: true, sort: false),
                    response: S.ref("TodoPage"), parameters: [RouteAPI.idParameter("id", "A user id.")], errors: [404]),
                RouteAPI(
                    path: "users/{id}/todos", summary: "A user's todos", kind: .list(select: true, sort: false),
                    response: S.ref("TodoPage"), parameters: [RouteAPI.idParameter("id", "A user id.")], errors: [404]),
            ])
    }
}
