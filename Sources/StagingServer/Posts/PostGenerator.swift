/// Makes post `id` for a seed, written by one of the `userCount` users.
struct PostGenerator: Sendable {
    let seed: UInt64
    let userCount: Int

    private static let subjects = ["His mother", "The old man", "She", "The committee", "Nobody", "The cat", "Our neighbour", "The traveller"]
    private static let verbs = ["had always taught him", "never expected", "wanted to believe", "finally understood", "refused to admit", "quietly remembered"]
    private static let objects = ["the value of patience", "that the river would rise", "the secret of the garden", "why the phone kept ringing", "the last train home", "a better way to live"]
    private static let endings = ["It changed everything.", "Nobody said a word.", "The rest is history.", "It was only the beginning.", "And then it rained."]
    private static let tags = ["history", "american", "crime", "french", "fiction", "english", "magical", "mystery", "love", "classic"]

    func post(id: Int) -> StagingPost {
        var rng = SplitMix64(seed: seed, stream: 3, index: id)
        var title = "\(rng.pick(Self.subjects)) \(rng.pick(Self.verbs))"
        let sentences = (0..<rng.int(2...5)).map { _ in
            "\(rng.pick(Self.subjects)) \(rng.pick(Self.verbs)) \(rng.pick(Self.objects)). \(rng.pick(Self.endings))"
        }
        var body = sentences.joined(separator: " ")
        if let special = HostileStrings.title(forID: id, period: 19, offset: 5) {
            title = special
            body = "\(special) \(body)"
        }
        var tags: [String] = []
        while tags.count < 3 {
            let tag = rng.pick(Self.tags)
            if !tags.contains(tag) { tags.append(tag) }
        }
        return StagingPost(
            id: id, title: title, body: body, tags: tags,
            reactions: .init(likes: rng.int(0...2000), dislikes: rng.int(0...200)),
            views: rng.int(0...5000), userId: rng.int(1...max(userCount, 1)))
    }
}
