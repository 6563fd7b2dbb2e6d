import Models
import Network

/// A write to any collection of the API, by its path: what the app's forms
/// send for every resource it can change. The typed routers keep their own
/// cases (`ProductRouter.add`); this is the one shape all writes share.
/// DummyJSON answers writes without keeping them.
public enum RecordWrite: DummyJSONRoute {
    /// `POST /<collection>/add`.
    case add(collection: String, Parameters)
    /// `PUT /<collection>/<id>` with the fields to change.
    case update(collection: String, id: Int, Parameters)
    /// `DELETE /<collection>/<id>`: answers the record, marked deleted.
    case delete(collection: String, id: Int)

    /// The method of each case, said without building its parameters (see `Route.method`); `relation` takes it from here.
    public var method: HTTPMethod {
        switch self {
        case .add: .post
        case .update: .put
        case .delete: .delete
        }
    }

    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .add(let collection, let fields): (method, "/auth/\(collection)/add", fields)
        case .update(let collection, let id, let fields): (method, "/auth/\(collection)/\(id)", fields)
        case .delete(let collection, let id): (method, "/auth/\(collection)/\(id)", nil)
        }
    }

    public var requiresAuth: Bool { true }
}
