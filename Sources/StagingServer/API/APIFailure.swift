import Foundation

/// A contract error: a status and the exact `{"message"}` upstream sends.
struct APIFailure: Error, Equatable {
    let status: Int
    let message: String

    var response: HTTPResponse { .message(status, message) }

    static let accessTokenRequired = APIFailure(status: 401, message: "Access Token is required")
    static let tokenExpired = APIFailure(status: 401, message: "Token Expired!")
    static let tokenInvalid = APIFailure(status: 401, message: "Invalid/Expired Token!")
    static let credentialsRequired = APIFailure(status: 400, message: "Username and password required")
    static let invalidCredentials = APIFailure(status: 400, message: "Invalid credentials")
    static let refreshTokenRequired = APIFailure(status: 401, message: "Refresh token required")
    static let invalidRefreshToken = APIFailure(status: 403, message: "Invalid refresh token")
    static let invalidOrder = APIFailure(status: 400, message: "Order can be: 'asc' or 'desc'")
    static let invalidBody = APIFailure(status: 400, message: "Request body must be a JSON object")

    static func notANumber(_ parameter: String) -> APIFailure {
        APIFailure(status: 400, message: "Invalid '\(parameter)' - must be a number")
    }
}
