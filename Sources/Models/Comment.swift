import Foundation

/// A comment on a post, carrying a short form of its author.
public struct Comment: Codable, Sendable, Hashable, Identifiable, PageItem {
    public static let resourceKey = "comments"

    public var id: Int
    public var body: String
    public var postId: Int
    public var likes: Int
    public var user: Author

    /// Who wrote a comment: enough to show and to follow to the user.
    public struct Author: Codable, Sendable, Hashable {
        public var id: Int
        public var username: String
        public var fullName: String

        public init(id: Int, username: String, fullName: String) {
            self.id = id
            self.username = username
            self.fullName = fullName
        }
    }

    public init(id: Int, body: String, postId: Int, likes: Int, user: Author) {
        self.id = id
        self.body = body
        self.postId = postId
        self.likes = likes
        self.user = user
    }
}
