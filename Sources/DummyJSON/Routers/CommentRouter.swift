import Models
import Network

/// The comments API: paging only, like upstream.
public enum CommentRouter: DummyJSONRoute {
    case list(Paging = .first)
    case detail(id: Int)
    /// A post's comments: `/posts/<id>/comments`.
    case ofPost(id: Int, Paging = .first)

    /// GET for every case, said without building the parameters; `relation` takes it from here.
    public var method: HTTPMethod { .get }

    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .list(let paging): (method, "/auth/comments", paging.parameters)
        case .detail(let id): (method, "/auth/comments/\(id)", nil)
        case .ofPost(let id, let paging): (method, "/auth/posts/\(id)/comments", paging.parameters)
        }
    }

    public var requiresAuth: Bool { true }
}
