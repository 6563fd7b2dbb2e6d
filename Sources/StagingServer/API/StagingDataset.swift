import Models

/// Everything the staging API serves, made from the seed. Immutable
/// apart from LazyRecords' build-once caches, so it is shared freely.
struct StagingDataset: Sendable {
    /// Users up to this id get upstream-style names (`michaelw`), made
    /// unique in id order; later ones always carry their id (`michaelw4711`),
    /// which keeps them unique without generating everyone up front.
    static let plainUsernameLimit = 1000

    let products: LazyRecords<Product>
    let posts: LazyRecords<Post>
    let users: LazyRecords<User>
    let productGenerator: ProductGenerator
    /// Lowercased username → id for the users with plain names.
    private let plainUserIDs: [String: Int]

    init(seed: UInt64, products productCount: Int, posts postCount: Int, users userCount: Int) {
        let productGenerator = ProductGenerator(seed: seed, count: productCount)
        self.productGenerator = productGenerator
        products = LazyRecords(count: productCount) { productGenerator.product(id: $0) }
        let postGenerator = PostGenerator(seed: seed, userCount: userCount)
        posts = LazyRecords(count: postCount) { postGenerator.post(id: $0) }

        let userGenerator = UserGenerator(seed: seed)
        var plainUsers: [User] = []
        var index: [String: Int] = [:]
        for id in stride(from: 1, through: min(userCount, Self.plainUsernameLimit), by: 1) {
            var user = userGenerator.user(id: id)
            if index[user.username.lowercased()] != nil { Self.suffix(&user) }
            index[user.username.lowercased()] = id
            plainUsers.append(user)
        }
        plainUserIDs = index
        users = LazyRecords(count: userCount) { [plainUsers] id in
            if id <= plainUsers.count { return plainUsers[id - 1] }
            var user = userGenerator.user(id: id)
            Self.suffix(&user)
            return user
        }
    }

    private static func suffix(_ user: inout User) {
        user.username += String(user.id)
        user.password = "\(user.username)pass"
        user.image = UserGenerator.image(user.username)
    }

    static var categories: [StagingCategory] { StagingCatalog.categories }

    func product(id: Int) -> Product? { products[id: id] }
    func post(id: Int) -> Post? { posts[id: id] }
    func user(id: Int) -> User? { users[id: id] }

    /// Case-insensitive; a suffixed name leads straight to its id.
    func user(named username: String) -> User? {
        let wanted = username.lowercased()
        if let id = plainUserIDs[wanted] { return user(id: id) }
        guard let id = Int(String(wanted.reversed().prefix { $0.isASCII && $0.isNumber }.reversed())),
              let user = user(id: id), user.username.lowercased() == wanted else { return nil }
        return user
    }

    /// Product ids in one category, found without building products:
    /// categories are contiguous blocks of ids.
    func productIndices(inCategory slug: String) -> [Int] {
        (0..<products.count).filter { productGenerator.category(forID: $0 + 1).slug == slug }
    }
}
