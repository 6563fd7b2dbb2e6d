/// `/users`, searched in names, email and username each on its own; also
/// who logs in and who a token belongs to.
struct UserCollection: StagingCollection {
    static let name = "users"
    static let noun = "User"
    static let defaultCount = 208
    /// Emily (user 1) must exist: the docs and demos log in as her.
    static let minimumCount = 1
    static let nonNumericID = NonNumericID.invalid
    /// Users up to this id get upstream-style names (`michaelw`), made
    /// unique in id order; later ones always carry their id (`michaelw4711`),
    /// which keeps them unique without generating everyone up front.
    static let plainUsernameLimit = 1000

    let records: LazyRecords<StagingUser>
    /// Lowercased username → id for the users with plain names.
    private let plainUserIDs: [String: Int]

    init(_ context: CollectionContext) {
        let count = context.count(of: Self.self)
        let generator = UserGenerator(seed: context.seed)
        var plainUsers: [StagingUser] = []
        var index: [String: Int] = [:]
        for id in stride(from: 1, through: min(count, Self.plainUsernameLimit), by: 1) {
            var user = generator.user(id: id)
            if index[user.username.lowercased()] != nil { Self.suffix(&user) }
            index[user.username.lowercased()] = id
            plainUsers.append(user)
        }
        plainUserIDs = index
        records = LazyRecords(count: count) { [plainUsers] id in
            if id <= plainUsers.count { return plainUsers[id - 1] }
            var user = generator.user(id: id)
            Self.suffix(&user)
            return user
        }
    }

    private static func suffix(_ user: inout StagingUser) {
        user.username += String(user.id)
        user.password = "\(user.username)pass"
        user.image = UserGenerator.image(user.username)
    }

    func matches(_ user: StagingUser, _ matcher: TextMatcher) -> Bool {
        matcher.matchesAny(user.firstName, user.lastName, user.email, user.username)
    }

    func user(id: Int) -> StagingUser? { records[id: id] }

    var routes: [CollectionRoute] {
        [
            CollectionRoute("GET", "users/filter") { [self] match throws(APIFailure) in
                let request = match.request
                // Upstream splits `key` as a string; given twice it is an array, and that throws.
                if case .array = QueryValue("key", in: request) { throw APIFailure(status: 500, message: "keys.split is not a function") }
                let filter = UserFilter(key: request.queryValue("key"), value: request.queryValue("value"))
                return try relatedList(match, select: true, sort: true) { filter?.matches($0) ?? false }
            },
        ]
    }

    /// Case-insensitive; a suffixed name leads straight to its id.
    func user(named username: String) -> StagingUser? {
        let wanted = username.lowercased()
        if let id = plainUserIDs[wanted] { return user(id: id) }
        guard let id = Int(String(wanted.reversed().prefix { $0.isASCII && $0.isNumber }.reversed())),
              let user = user(id: id), user.username.lowercased() == wanted else { return nil }
        return user
    }
}

/// Login and tokens: a dataset without users has nobody to let in.
extension StagingDataset {
    func user(id: Int) -> StagingUser? { collection(UserCollection.self)?.user(id: id) }
    func user(named username: String) -> StagingUser? { collection(UserCollection.self)?.user(named: username) }
}
