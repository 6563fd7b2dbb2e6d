import JSON

/// `/products`, searched in title and description, with the category routes.
struct ProductCollection: StagingCollection {
    static let name = "products"
    static let noun = "Product"
    static let defaultCount = 194

    let records: LazyRecords<StagingProduct>
    private let generator: ProductGenerator

    init(_ context: CollectionContext) {
        let generator = ProductGenerator(seed: context.seed, count: context.count(of: Self.self))
        self.generator = generator
        records = LazyRecords(count: generator.count) { generator.product(id: $0) }
    }

    func matches(_ product: StagingProduct, _ matcher: TextMatcher) -> Bool {
        matcher.matchesAny(product.title, product.description)
    }

    var routes: [CollectionRoute] {
        [
            CollectionRoute("GET", "products/categories") { _ in .json(200, Self.categories) },
            CollectionRoute("GET", "products/category-list") { _ in .json(200, .array(StagingCatalog.categories.map { .string($0.slug) })) },
            CollectionRoute("GET", "products/category/:slug") { [self] match throws(APIFailure) in
                try listResponse(match.listQuery(), indices: indices(inCategory: match[parameter: "slug"].lowercased()))
            },
        ]
    }

    /// URLs name the release host, also here, as upstream's do: clients build links from `slug`.
    private static let categories: JSONValue = .array(StagingCatalog.categories.map {
        ["slug": .string($0.slug), "name": .string($0.name), "url": .string("https://dummyjson.com/products/category/\($0.slug)")]
    })

    /// Found without building products: categories are contiguous blocks of ids.
    private func indices(inCategory slug: String) -> [Int] {
        (0..<records.count).filter { generator.category(forID: $0 + 1).slug == slug }
    }
}
