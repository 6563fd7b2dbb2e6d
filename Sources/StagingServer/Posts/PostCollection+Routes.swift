/// The posts of a user, and the tag lists and lookups.
extension PostCollection {
    var routes: [CollectionRoute] {
        [
            // Upstream sorts `/posts/user/<id>` but not `/users/<id>/posts`.
            CollectionRoute("GET", "posts/user/:id") { [self] match throws(APIFailure) in try byUser(match, sort: true) },
            CollectionRoute("GET", "users/:id/posts") { [self] match throws(APIFailure) in try byUser(match, sort: false) },
            CollectionRoute("GET", "posts/tags") { [self] _ in
                .json(200, .array(tags.map { ["slug": .string($0), "name": .string(Self.tagName($0)), "url": .string("\(Self.tagURLBase)/\($0)")] }))
            },
            CollectionRoute("GET", "posts/tag-list") { [self] _ in .json(200, RecordJSON.strings(tags)) },
            CollectionRoute("GET", "posts/tag/:tag") { [self] match throws(APIFailure) in
                let tag = match[parameter: "tag"].lowercased()
                return try relatedList(match, select: true, sort: true) { $0.tags.contains { $0.lowercased() == tag } }
            },
        ]
    }

    /// The release host even on staging, as upstream's answers name it:
    /// clients must build links from `slug`, never follow `url`.
    static let tagURLBase = "https://dummyjson.com/posts/tag"

    /// Every tag, in the order the posts first use them.
    private var tags: [String] { records.all.flatMap(\.tags).firstSeen }

    /// `sports-cars` → `Sports Cars`, as upstream names tags and categories.
    static func tagName(_ slug: String) -> String {
        slug.split(whereSeparator: { $0 == "-" || $0 == " " }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    private func byUser(_ match: RouteMatch, sort: Bool) throws(APIFailure) -> HTTPResponse {
        let user = try match.id(of: UserCollection.self)
        return try relatedList(match, select: true, sort: sort) { $0.userId == user }
    }
}
