import Models
import Network

public enum UserField: String, Sendable, CaseIterable, Hashable {
    case id, firstName, lastName, age, gender, email, phone, username, birthDate, image, address, company, role
}

/// The fields a person may change on a user; nil means unchanged.
public struct UserUpdate: Sendable, Equatable {
    public var firstName: String?
    public var lastName: String?
    public var email: String?
    public var phone: String?
    public var age: Int?

    public init(firstName: String? = nil, lastName: String? = nil, email: String? = nil, phone: String? = nil, age: Int? = nil) {
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.phone = phone
        self.age = age
    }

    public var isEmpty: Bool { parameters.isEmpty }

    var parameters: Parameters {
        var parameters: Parameters = [:]
        if let firstName { parameters["firstName"] = .string(firstName) }
        if let lastName { parameters["lastName"] = .string(lastName) }
        if let email { parameters["email"] = .string(email) }
        if let phone { parameters["phone"] = .string(phone) }
        if let age { parameters["age"] = .number(Double(age)) }
        return parameters
    }
}

/// The users API, read behind the signed-in user's token.
public enum UserRouter: DummyJSONRoute {
    case list(Paging = .first, select: [UserField]? = nil, sort: Sort<UserField>? = nil)
    /// A search, sorted where `sort` says (the server sorts a search's results).
    case search(String, Paging = .first, select: [UserField]? = nil, sort: Sort<UserField>? = nil)
    case detail(id: Int)
    case update(id: Int, UserUpdate)
    /// Users whose value at `key` (a dot path: `hair.color`) is exactly `value`, case included.
    case filter(key: String, value: String, Paging = .first, select: [UserField]? = nil, sort: Sort<UserField>? = nil)

    /// The method of each case, said without building its parameters (see `Route.method`); `relation` takes it from here.
    public var method: HTTPMethod {
        switch self {
        case .update: .put
        case .list, .search, .detail, .filter: .get
        }
    }

    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .list(let paging, let select, let sort):
            return (method, "/auth/users", ListQuery(paging: paging, select: select, sort: sort).parameters)
        case .search(let query, let paging, let select, let sort):
            let parameters = ListQuery(paging: paging, select: select, sort: sort).parameters
            return (method, "/auth/users/search", parameters.merging(["q": .string(query)]) { $1 })
        case .detail(let id):
            return (method, "/auth/users/\(id)", nil)
        case .update(let id, let update):
            return (method, "/auth/users/\(id)", update.parameters)
        case .filter(let key, let value, let paging, let select, let sort):
            let parameters = ListQuery(paging: paging, select: select, sort: sort).parameters
            return (method, "/auth/users/filter", parameters.merging(["key": .string(key), "value": .string(value)]) { $1 })
        }
    }

    public var requiresAuth: Bool { true }
}
