import Models
import Network

/// The carts API: paging only, like upstream. Each user has one cart.
public enum CartRouter: DummyJSONRoute {
    case list(Paging = .first)
    case detail(id: Int)
    /// A user's carts: `/users/<id>/carts`.
    case ofUser(id: Int, Paging = .first)

    /// GET for every case, said without building the parameters; `relation` takes it from here.
    public var method: HTTPMethod { .get }

    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .list(let paging): (method, "/auth/carts", paging.parameters)
        case .detail(let id): (method, "/auth/carts/\(id)", nil)
        case .ofUser(let id, let paging): (method, "/auth/users/\(id)/carts", paging.parameters)
        }
    }

    public var requiresAuth: Bool { true }
}
