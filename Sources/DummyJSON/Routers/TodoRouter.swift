import Models
import Network

/// The todos API. Its lists take paging only: upstream ignores `select` and sorting there.
public enum TodoRouter: DummyJSONRoute {
    case list(Paging = .first)
    case detail(id: Int)
    /// A user's todos: `/users/<id>/todos`.
    case ofUser(id: Int, Paging = .first)

    /// GET for every case, said without building the parameters; `relation` takes it from here.
    public var method: HTTPMethod { .get }

    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .list(let paging): (method, "/auth/todos", paging.parameters)
        case .detail(let id): (method, "/auth/todos/\(id)", nil)
        case .ofUser(let id, let paging): (method, "/auth/users/\(id)/todos", paging.parameters)
        }
    }

    public var requiresAuth: Bool { true }
}
