/// `/posts`, written by the users. Upstream searches the body only; this
/// matches the title too, as the staging server always has.
struct PostCollection: StagingCollection {
    static let name = "posts"
    static let noun = "Post"
    static let defaultCount = 251
    static let nonNumericID = NonNumericID.invalid

    let records: LazyRecords<StagingPost>

    init(_ context: CollectionContext) {
        let generator = PostGenerator(seed: context.seed, userCount: context.count(of: UserCollection.self))
        records = LazyRecords(count: context.count(of: Self.self)) { generator.post(id: $0) }
    }

    /// The body only, never the title, as the real server searches posts.
    func matches(_ post: StagingPost, _ matcher: TextMatcher) -> Bool {
        matcher.matches(post.body)
    }
}
