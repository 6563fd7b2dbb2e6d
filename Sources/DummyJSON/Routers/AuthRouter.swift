import Models
import Network

/// Signing in and out. Login and refresh carry no token and are never retried:
/// a password must not be sent twice behind the person's back.
public enum AuthRouter: DummyJSONRoute {
    /// How long the tokens we ask for live, in minutes.
    public static let defaultExpiresInMinutes = 60

    case login(username: String, password: String, expiresInMinutes: Int? = nil)
    case me
    case refresh(refreshToken: String, expiresInMinutes: Int? = nil)
    case logout

    /// The method of each case, said without building its parameters (see `Route.method`); `relation` takes it from here.
    public var method: HTTPMethod {
        switch self {
        case .login, .refresh, .logout: .post
        case .me: .get
        }
    }

    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .login(let username, let password, let minutes):
            var params: Parameters = ["username": .string(username), "password": .string(password)]
            if let minutes { params["expiresInMins"] = .number(Double(minutes)) }
            return (method, "/auth/login", params)
        case .me:
            return (method, "/auth/me", nil)
        case .refresh(let token, let minutes):
            var params: Parameters = ["refreshToken": .string(token)]
            if let minutes { params["expiresInMins"] = .number(Double(minutes)) }
            return (method, "/auth/refresh", params)
        case .logout:
            return (method, "/auth/logout", nil)
        }
    }

    public var requiresAuth: Bool {
        switch self {
        case .me, .logout: return true
        case .login, .refresh: return false
        }
    }

    public var retryPolicy: RetryPolicy {
        switch self {
        case .login, .refresh, .logout: return .none
        case .me: return .default
        }
    }

    public var cachePolicy: CachePolicy { .networkOnly }
}
