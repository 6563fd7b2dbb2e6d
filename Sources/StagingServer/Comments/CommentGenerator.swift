/// Makes comment `id` for a seed: on one of the `postCount` posts, by a
/// user taken from `users`, so its `user` block matches `/users/<id>`.
/// Random posts leave some without comments, as upstream's (186 of 251).
struct CommentGenerator: Sendable {
    let seed: UInt64
    let postCount: Int
    let users: UserCollection

    private static let bodies = [
        "This is some awesome thinking!", "What terrific math skills you’re showing!", "You are an amazing writer!",
        "Wow! You have improved so much!", "Nice idea!", "You are showing excellent understanding!",
        "This is clear, concise, and complete!", "What a powerful argument!", "I knew you could do it!",
        "Wonderful ideas!", "It was a pleasure to read this.", "Keep up the incredible work!",
        "My goodness, how impressive!", "You’re showing inventive ideas!", "You’ve shown so much growth!",
        "Lit!", "Wait… did that really happen?", "I have read this three times now and I still smile.",
        "“Every story has an ending,” they say, but I hope this one doesn’t.", "Sending this to my sister right away.",
        "Not sure I agree, but well argued.", "This made my morning ☕", "Absolutely brilliant 👏👏",
        "Can you write a follow-up on this?", "Saved for later!", "I laughed out loud at the second paragraph 😂",
    ]

    func comment(id: Int) -> StagingComment {
        var rng = SplitMix64(seed: seed, stream: 7, index: id)
        var body = rng.pick(Self.bodies)
        if let special = HostileStrings.title(forID: id, period: 17, offset: 8) { body = special }
        let postId = rng.int(1...max(postCount, 1))
        let likes = rng.int(0...10)
        let author = users.user(id: rng.int(1...max(users.count, 1))).map(Self.author) ?? Self.nobody
        return StagingComment(id: id, body: body, postId: postId, likes: likes, user: author)
    }

    static func author(_ user: StagingUser) -> StagingComment.Author {
        StagingComment.Author(id: user.id, username: user.username, fullName: user.fullName)
    }

    /// Only for a server started with no users at all.
    private static let nobody = StagingComment.Author(id: 0, username: "", fullName: "")
}
