import Foundation

/// A contract error: a status and the exact `{"message"}` upstream sends.
struct APIFailure: Error, Equatable {
    let status: Int
    let message: String
    /// A failed token check also clears the `accessToken` and `refreshToken` cookies.
    var clearsCookies = false

    var response: HTTPResponse {
        var response = HTTPResponse.message(status, message)
        if clearsCookies { response.headers += StagingAPI.clearedCookies(secure: false) }
        return response
    }

    var clearingCookies: APIFailure {
        var failure = self
        failure.clearsCookies = true
        return failure
    }

    static let accessTokenRequired = APIFailure(status: 401, message: "Access Token is required")
    static let tokenExpired = APIFailure(status: 401, message: "Token Expired!")
    static let tokenInvalid = APIFailure(status: 401, message: "Invalid/Expired Token!")
    static let credentialsRequired = APIFailure(status: 400, message: "Username and password required")
    static let invalidCredentials = APIFailure(status: 400, message: "Invalid credentials")
    static let refreshTokenRequired = APIFailure(status: 401, message: "Refresh token required")
    static let invalidRefreshToken = APIFailure(status: 403, message: "Invalid refresh token")
    static let invalidOrder = APIFailure(status: 400, message: "Order can be: 'asc' or 'desc'")
    /// Upstream's status for an `expiresInMins` out of range: a 500, which no client should retry.
    static let lifetimeOutOfRange = APIFailure(status: 500, message: "Maximum access token expire time can be \(StagingAPI.maxExpiresInMins) minutes")

    /// jsonwebtoken refusing `"<expiresInMins>m"` (`1e1`, ` 30`): 400 at login, 500 at refresh.
    static func lifetimeUnreadable(status: Int) -> APIFailure {
        APIFailure(status: status, message: "\"expiresIn\" should be a number of seconds or string representing a timespan")
    }

    static func notANumber(_ parameter: String) -> APIFailure {
        APIFailure(status: 400, message: "Invalid '\(parameter)' - must be a number")
    }
}
