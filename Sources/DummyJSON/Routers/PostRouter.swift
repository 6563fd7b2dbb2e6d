import Models
import Network

public enum PostField: String, Sendable, CaseIterable, Hashable {
    case id, title, body, tags, reactions, views, userId
}

/// The posts API, read behind the signed-in user's token.
public enum PostRouter: DummyJSONRoute {
    case list(Paging = .first, select: [PostField]? = nil, sort: Sort<PostField>? = nil)
    /// A search, sorted where `sort` says (the server sorts a search's results).
    case search(String, Paging = .first, select: [PostField]? = nil, sort: Sort<PostField>? = nil)
    case detail(id: Int)
    /// A user's posts: `/users/<id>/posts` (select honoured, sorting not).
    case ofUser(id: Int, Paging = .first, select: [PostField]? = nil)
    /// A user's posts at `/posts/user/<id>`, which honours sorting as well as select.
    case byUser(id: Int, Paging = .first, select: [PostField]? = nil, sort: Sort<PostField>? = nil)
    /// Every tag's slug, as a list of strings.
    case tagList
    /// Posts with a tag, ignoring case.
    case tag(String, Paging = .first, select: [PostField]? = nil, sort: Sort<PostField>? = nil)

    /// GET for every case, said without building the parameters; `relation` takes it from here.
    public var method: HTTPMethod { .get }

    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .list(let paging, let select, let sort):
            return (method, "/auth/posts", ListQuery(paging: paging, select: select, sort: sort).parameters)
        case .search(let query, let paging, let select, let sort):
            let parameters = ListQuery(paging: paging, select: select, sort: sort).parameters
            return (method, "/auth/posts/search", parameters.merging(["q": .string(query)]) { $1 })
        case .tagList:
            return (method, "/auth/posts/tag-list", nil)
        case .detail(let id):
            return (method, "/auth/posts/\(id)", nil)
        case .ofUser(let id, let paging, let select):
            return (method, "/auth/users/\(id)/posts", ListQuery(paging: paging, select: select, sort: nil).parameters)
        case .byUser(let id, let paging, let select, let sort):
            return (method, "/auth/posts/user/\(id)", ListQuery(paging: paging, select: select, sort: sort).parameters)
        case .tag(let tag, let paging, let select, let sort):
            return (method, "/auth/posts/tag/\(FormEncoder.escape(tag))",
                    ListQuery(paging: paging, select: select, sort: sort).parameters)
        }
    }

    public var requiresAuth: Bool { true }
}
