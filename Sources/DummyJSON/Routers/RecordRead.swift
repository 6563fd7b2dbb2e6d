import Models
import Network

/// A read of one record of any collection, with only some of its fields:
/// what names a record another refers to (`users/5?select=firstName,lastName`,
/// a post's author) without fetching the whole record or the whole collection.
public enum RecordRead: DummyJSONRoute {
    /// `GET /<collection>/<id>?select=<fields>`; every field when `select` is empty.
    case fields(collection: String, id: Int, select: [String])

    /// GET for every case, said without building the parameters; `relation` takes it from here.
    public var method: HTTPMethod { .get }

    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .fields(let collection, let id, let select):
            (method, "/auth/\(collection)/\(id)", select.isEmpty ? nil : ["select": .string(select.joined(separator: ","))])
        }
    }

    public var requiresAuth: Bool { true }
}
