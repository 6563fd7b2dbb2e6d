import Models
import Network

public enum ProductField: String, Sendable, CaseIterable, Hashable {
    case id, title, description, category, price, discountPercentage, rating, stock, tags, brand, sku
    case availabilityStatus, reviews, images, thumbnail
}

/// A new product for `ProductRouter.add`: what the form fills in.
public struct ProductDraft: Sendable, Equatable {
    public var title: String
    public var description: String?
    public var category: String?
    public var price: Double?
    public var brand: String?
    public var stock: Int?

    public init(title: String, description: String? = nil, category: String? = nil, price: Double? = nil,
                brand: String? = nil, stock: Int? = nil) {
        self.title = title
        self.description = description
        self.category = category
        self.price = price
        self.brand = brand
        self.stock = stock
    }

    var parameters: Parameters {
        var parameters: Parameters = ["title": .string(title)]
        if let description { parameters["description"] = .string(description) }
        if let category { parameters["category"] = .string(category) }
        if let price { parameters["price"] = .number(price) }
        if let brand { parameters["brand"] = .string(brand) }
        if let stock { parameters["stock"] = .number(Double(stock)) }
        return parameters
    }
}

/// The products API, read behind the signed-in user's token.
public enum ProductRouter: DummyJSONRoute {
    case list(Paging = .first, select: [ProductField]? = nil, sort: Sort<ProductField>? = nil)
    /// A search, sorted where `sort` says (the server sorts a search's results).
    case search(String, Paging = .first, select: [ProductField]? = nil, sort: Sort<ProductField>? = nil)
    case detail(id: Int)
    case categories
    case category(slug: String, Paging = .first, select: [ProductField]? = nil, sort: Sort<ProductField>? = nil)
    case add(ProductDraft)
    case delete(id: Int)

    /// The method of each case, said without building its parameters (see `Route.method`); `relation` takes it from here.
    public var method: HTTPMethod {
        switch self {
        case .add: .post
        case .delete: .delete
        case .list, .search, .detail, .categories, .category: .get
        }
    }

    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .list(let paging, let select, let sort):
            return (method, "/auth/products", ListQuery(paging: paging, select: select, sort: sort).parameters)
        case .search(let query, let paging, let select, let sort):
            let parameters = ListQuery(paging: paging, select: select, sort: sort).parameters
            return (method, "/auth/products/search", parameters.merging(["q": .string(query)]) { $1 })
        case .detail(let id):
            return (method, "/auth/products/\(id)", nil)
        case .categories:
            return (method, "/auth/products/categories", nil)
        case .category(let slug, let paging, let select, let sort):
            return (method, "/auth/products/category/\(FormEncoder.escape(slug))",
                    ListQuery(paging: paging, select: select, sort: sort).parameters)
        case .add(let draft):
            return (method, "/auth/products/add", draft.parameters)
        case .delete(let id):
            return (method, "/auth/products/\(id)", nil)
        }
    }

    public var requiresAuth: Bool { true }
}
