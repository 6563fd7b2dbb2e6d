import Models
import Network

/// The three lists Courier browses.
public enum ResourceKind: String, Sendable, CaseIterable {
    case products, posts, users

    public var title: String { rawValue.capitalized }
}

/// How one resource is fetched: the routes for a page, a search, a category and one item.
public struct ResourceEndpoints<Item: PageItem & Identifiable & Sendable>: Sendable where Item.ID == Int {
    public let kind: ResourceKind
    public let list: @Sendable (Paging) -> any Route
    public let search: @Sendable (String, Paging) -> any Route
    /// Products only: a category's page.
    public let category: (@Sendable (String, Paging) -> any Route)?
    public let detail: @Sendable (Int) -> any Route

    public init(
        kind: ResourceKind,
        list: @escaping @Sendable (Paging) -> any Route,
        search: @escaping @Sendable (String, Paging) -> any Route,
        category: (@Sendable (String, Paging) -> any Route)? = nil,
        detail: @escaping @Sendable (Int) -> any Route
    ) {
        self.kind = kind
        self.list = list
        self.search = search
        self.category = category
        self.detail = detail
    }
}

extension ResourceEndpoints where Item == Product {
    public static var products: ResourceEndpoints<Product> {
        ResourceEndpoints(
            kind: .products,
            list: { ProductRouter.list($0) },
            search: { ProductRouter.search($0, $1) },
            category: { ProductRouter.category(slug: $0, $1) },
            detail: { ProductRouter.detail(id: $0) }
        )
    }
}

extension ResourceEndpoints where Item == Post {
    public static var posts: ResourceEndpoints<Post> {
        ResourceEndpoints(
            kind: .posts,
            list: { PostRouter.list($0) },
            search: { PostRouter.search($0, $1) },
            detail: { PostRouter.detail(id: $0) }
        )
    }
}

extension ResourceEndpoints where Item == User {
    public static var users: ResourceEndpoints<User> {
        ResourceEndpoints(
            kind: .users,
            list: { UserRouter.list($0) },
            search: { UserRouter.search($0, $1) },
            detail: { UserRouter.detail(id: $0) }
        )
    }
}
