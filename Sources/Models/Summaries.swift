/// What a list row shows of a product: the fields a list asks for with
/// `select`, so a list of 100,000 stays small. The detail loads the whole record.
public struct ProductSummary: Codable, Sendable, Hashable, Identifiable, PageItem {
    public static let resourceKey = "products"

    public var id: Int
    public var title: String
    public var brand: String?
    public var category: String?
    public var price: Double?
    public var rating: Double?
    public var stock: Int?

    public init(id: Int, title: String, brand: String? = nil, category: String? = nil, price: Double? = nil,
                rating: Double? = nil, stock: Int? = nil) {
        self.id = id
        self.title = title
        self.brand = brand
        self.category = category
        self.price = price
        self.rating = rating
        self.stock = stock
    }
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

/// What a list row shows of a user.
public struct UserSummary: Codable, Sendable, Hashable, Identifiable, PageItem {
    public static let resourceKey = "users"

    public var id: Int
    public var firstName: String
    public var lastName: String
    public var username: String?
    public var email: String?
    public var role: Role?

    public init(id: Int, firstName: String, lastName: String, username: String? = nil, email: String? = nil,
                role: Role? = nil) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.username = username
        self.email = email
        self.role = role
    }

    public var fullName: String { "\(firstName) \(lastName)" }
}
