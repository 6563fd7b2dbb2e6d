import Models

/// Everything the staging API serves, generated once from the seed.
/// Immutable after init, so it is shared across request threads freely.
struct StagingDataset: Sendable {
    let products: [Product]
    let posts: [Post]
    let users: [User]
    /// Lowercased username → index into `users`, for case-insensitive login.
    let userIndexByName: [String: Int]

    init(seed: UInt64, products productCount: Int, posts postCount: Int, users userCount: Int) {
        let productGenerator = ProductGenerator(seed: seed, count: productCount)
        products = (0..<max(productCount, 0)).map { productGenerator.product(id: $0 + 1) }
        let postGenerator = PostGenerator(seed: seed, userCount: userCount)
        posts = (0..<max(postCount, 0)).map { postGenerator.post(id: $0 + 1) }

        let userGenerator = UserGenerator(seed: seed)
        var users: [User] = []
        var index: [String: Int] = [:]
        users.reserveCapacity(max(userCount, 0))
        index.reserveCapacity(max(userCount, 0))
        for id in 1...max(userCount, 1) where id <= userCount {
            var user = userGenerator.user(id: id)
            // Common names collide; the id suffix keeps every login unique and predictable.
            if index[user.username] != nil {
                user.username += String(id)
                user.password = "\(user.username)pass"
                user.image = UserGenerator.image(user.username)
            }
            index[user.username.lowercased()] = users.count
            users.append(user)
        }
        self.users = users
        userIndexByName = index
    }

    static var categories: [StagingCategory] { StagingCatalog.categories }

    func product(id: Int) -> Product? { products.indices.contains(id - 1) ? products[id - 1] : nil }
    func post(id: Int) -> Post? { posts.indices.contains(id - 1) ? posts[id - 1] : nil }
    func user(id: Int) -> User? { users.indices.contains(id - 1) ? users[id - 1] : nil }
    func user(named username: String) -> User? { userIndexByName[username.lowercased()].map { users[$0] } }
}
