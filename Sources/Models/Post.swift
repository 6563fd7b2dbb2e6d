import Foundation

/// A post as DummyJSON serves it.
public struct Post: Codable, Sendable, Hashable, Identifiable {
    public var id: Int
    public var title: String
    public var body: String
    public var tags: [String]
    public var reactions: Reactions
    public var views: Int
    public var userId: Int

    public struct Reactions: Codable, Sendable, Hashable {
        public var likes: Int
        public var dislikes: Int

        public init(likes: Int, dislikes: Int) {
            self.likes = likes
            self.dislikes = dislikes
        }
    }

    public init(id: Int, title: String, body: String, tags: [String], reactions: Reactions, views: Int, userId: Int) {
        self.id = id
        self.title = title
        self.body = body
        self.tags = tags
        self.reactions = reactions
        self.views = views
        self.userId = userId
    }
}

extension Post: PageItem {
    public static var resourceKey: String { "posts" }
}

/// What a list row shows of a post.
public struct PostSummary: Codable, Sendable, Hashable, Identifiable, PageItem {
    public static let resourceKey = "posts"

    public var id: Int
    public var title: String
    public var reactions: Post.Reactions?
    public var views: Int?
    public var userId: Int?

    public init(id: Int, title: String, reactions: Post.Reactions? = nil, views: Int? = nil, userId: Int? = nil) {
        self.id = id
        self.title = title
        self.reactions = reactions
        self.views = views
        self.userId = userId
    }
}
