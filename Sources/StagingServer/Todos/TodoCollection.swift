/// `/todos`: listed whole (no search, `select` or `sortBy`, as upstream),
/// with random picks and the todos of a user.
struct TodoCollection: StagingCollection {
    static let name = "todos"
    static let noun = "Todo"
    static let defaultCount = 254
    static let honoursSelectAndSort = false
    static let isSearchable = false

    let records: LazyRecords<StagingTodo>

    init(_ context: CollectionContext) {
        let generator = TodoGenerator(seed: context.seed, userCount: context.count(of: UserCollection.self))
        records = LazyRecords(count: context.count(of: Self.self)) { generator.todo(id: $0) }
    }

    func matches(_ todo: StagingTodo, _ matcher: TextMatcher) -> Bool { matcher.matches(todo.todo) }

    var routes: [CollectionRoute] {
        RandomRoutes.routes(for: self) + [
            // Upstream trims these with `select` but never sorts them.
            CollectionRoute("GET", "todos/user/:id") { [self] match throws(APIFailure) in try byUser(match) },
            CollectionRoute("GET", "users/:id/todos") { [self] match throws(APIFailure) in try byUser(match) },
        ]
    }

    private func byUser(_ match: RouteMatch) throws(APIFailure) -> HTTPResponse {
        let user = try match.id(of: UserCollection.self)
        return try relatedList(match, select: true, sort: false) { $0.userId == user }
    }
}
