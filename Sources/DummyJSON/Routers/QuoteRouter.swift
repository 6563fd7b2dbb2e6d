import Models
import Network

/// The quotes API: read only, paging only.
public enum QuoteRouter: DummyJSONRoute {
    case list(Paging = .first)
    case detail(id: Int)

    /// GET for every case, said without building the parameters; `relation` takes it from here.
    public var method: HTTPMethod { .get }

    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .list(let paging): (method, "/auth/quotes", paging.parameters)
        case .detail(let id): (method, "/auth/quotes/\(id)", nil)
        }
    }

    public var requiresAuth: Bool { true }
}
