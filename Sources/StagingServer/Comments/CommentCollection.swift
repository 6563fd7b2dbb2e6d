/// `/comments`: listed whole (no search, `select` or `sortBy`, as
/// upstream), also by post. Holds its own view of the users, generated
/// from the same seed and counts, so each comment names a real user.
struct CommentCollection: StagingCollection {
    static let name = "comments"
    static let noun = "Comment"
    static let defaultCount = 340
    static let honoursSelectAndSort = false
    static let isSearchable = false

    let records: LazyRecords<StagingComment>
    let users: UserCollection

    init(_ context: CollectionContext) {
        let users = UserCollection(context)
        let generator = CommentGenerator(seed: context.seed, postCount: context.count(of: PostCollection.self), users: users)
        self.users = users
        records = LazyRecords(count: context.count(of: Self.self)) { generator.comment(id: $0) }
    }

    func matches(_ comment: StagingComment, _ matcher: TextMatcher) -> Bool { matcher.matches(comment.body) }

    var routes: [CollectionRoute] {
        [
            CollectionRoute("GET", "comments/post/:id") { [self] match throws(APIFailure) in try byPost(match) },
            CollectionRoute("GET", "posts/:id/comments") { [self] match throws(APIFailure) in try byPost(match) },
        ]
    }

    private func byPost(_ match: RouteMatch) throws(APIFailure) -> HTTPResponse {
        let post = try match.id(of: PostCollection.self)
        return try relatedList(match, select: false, sort: false) { $0.postId == post }
    }
}
