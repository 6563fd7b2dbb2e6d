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

/// Lists ask only for what their rows show (`select`), so a long list stays
/// small in memory and on the wire; a detail loads the whole record.
extension ResourceEndpoints where Item == ProductSummary {
    public static let listFields: [ProductField] = [.title, .brand, .category, .price, .rating, .stock]

    public static var products: ResourceEndpoints<ProductSummary> {
        ResourceEndpoints(
            kind: .products,
            list: { ProductRouter.list($0, select: listFields) },
            search: { ProductRouter.search($0, $1, select: listFields) },
            category: { ProductRouter.category(slug: $0, $1, select: listFields) },
            detail: { ProductRouter.detail(id: $0) }
        )
    }
}

extension ResourceEndpoints where Item == PostSummary {
    public static let listFields: [PostField] = [.title, .reactions, .views, .userId]

    public static var posts: ResourceEndpoints<PostSummary> {
        ResourceEndpoints(
            kind: .posts,
            list: { PostRouter.list($0, select: listFields) },
            search: { PostRouter.search($0, $1, select: listFields) },
            detail: { PostRouter.detail(id: $0) }
        )
    }
}

extension ResourceEndpoints where Item == UserSummary {
    public static let listFields: [UserField] = [.firstName, .lastName, .username, .email, .role]

    public static var users: ResourceEndpoints<UserSummary> {
        ResourceEndpoints(
            kind: .users,
            list: { UserRouter.list($0, select: listFields) },
            search: { UserRouter.search($0, $1, select: listFields) },
            detail: { UserRouter.detail(id: $0) }
        )
    }
}
