/// `/carts`: one per user, its id the user's, so there are never more
/// carts than users. Listed whole (no search, `select` or `sortBy`, as upstream).
struct CartCollection: StagingCollection {
    static let name = "carts"
    static let noun = "Cart"
    static let defaultCount = 208
    static let honoursSelectAndSort = false
    static let isSearchable = false

    let records: LazyRecords<StagingCart>
    let products: ProductCollection

    init(_ context: CollectionContext) {
        let products = ProductCollection(context)
        let generator = CartGenerator(seed: context.seed, products: products)
        self.products = products
        records = LazyRecords(count: context.count(of: Self.self)) { generator.cart(id: $0) }
    }

    /// `--carts N`, but never more carts than users to own them.
    static func count(in counts: [String: Int]) -> Int {
        min(counts[name] ?? defaultCount, UserCollection.count(in: counts))
    }

    func matches(_ cart: StagingCart, _ matcher: TextMatcher) -> Bool { cart.products.contains { matcher.matches($0.title) } }

    var routes: [CollectionRoute] {
        [
            CollectionRoute("GET", "carts/user/:id") { [self] match throws(APIFailure) in try byUser(match) },
            CollectionRoute("GET", "users/:id/carts") { [self] match throws(APIFailure) in try byUser(match) },
        ]
    }

    private func byUser(_ match: RouteMatch) throws(APIFailure) -> HTTPResponse {
        let user = try match.id(of: UserCollection.self)
        let query = try match.listQuery().ignoring(select: true, sort: true)
        // A user's cart has the user's id: no need to build every cart to find it.
        let indices = user.map { $0 <= records.count ? [$0 - 1] : [] } ?? []
        return .json(200, list(query, indices: indices))
    }
}
