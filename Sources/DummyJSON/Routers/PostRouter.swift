import Models
import Network

public enum PostField: String, Sendable, CaseIterable, Hashable {
    case id, title, body, tags, reactions, views, userId
}

/// The posts API, read behind the signed-in user's token.
public enum PostRouter: DummyJSONRoute {
    case list(Paging = .first, select: [PostField]? = nil, sort: Sort<PostField>? = nil)
    case search(String, Paging = .first, select: [PostField]? = nil)
    case detail(id: Int)

    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .list(let paging, let select, let sort):
            return (.get, "/auth/posts", ListQuery(paging: paging, select: select, sort: sort).parameters)
        case .search(let query, let paging, let select):
            let parameters = ListQuery(paging: paging, select: select, sort: nil).parameters
            return (.get, "/auth/posts/search", parameters.merging(["q": .string(query)]) { $1 })
        case .detail(let id):
            return (.get, "/auth/posts/\(id)", nil)
        }
    }

    public var requiresAuth: Bool { true }
}
