import Foundation
import JSON

/// Login, refresh, logout and the token check, as upstream's auth routes
/// and middleware answer them.
extension StagingAPI {
    func login(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let body = try RequestBody.fields(of: request)
        guard let username = body["username"], username.isTruthy, let password = body["password"], password.isTruthy
        else { throw .credentialsRequired }
        guard case .string(let name) = username else { throw APIFailure(status: 400, message: "Username is not valid") }
        let expiresInMins = body["expiresInMins"] ?? .number(Double(Self.defaultExpiresInMins))
        if expiresInMins.isTruthy, !Self.isValidLifetime(expiresInMins) { throw .lifetimeOutOfRange }
        guard let user = data.user(named: name), password == .string(user.password ?? "") else { throw .invalidCredentials }
        let pair = try issueTokens(for: user, expiresInMins: expiresInMins.isTruthy ? expiresInMins : Optional.none, failure: .lifetimeUnreadable(status: 400))
        var response = HTTPResponse.json(200, .object(Dictionary(uniqueKeysWithValues:
            [("accessToken", .string(pair.accessToken)), ("refreshToken", .string(pair.refreshToken))] + Self.claims(of: user))))
        response.headers += Self.cookies(pair, maxAgeMinutes: expiresInMins.javaScriptNumber, now: now)
        return response
    }

    func refresh(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let body = try RequestBody.fields(of: request)
        let expiresInMins = body["expiresInMins"] ?? .number(Double(Self.defaultExpiresInMins))
        var token = body["refreshToken"]
        if token?.isTruthy != true { token = Self.cookie("refreshToken", in: request).map(JSONValue.string) }
        guard let token, token.isTruthy else { throw .refreshTokenRequired }
        guard Self.isValidLifetime(expiresInMins) else { throw .lifetimeOutOfRange }
        let claimed: StagingUser?
        do {
            guard case .string(let text) = token else { throw APIFailure.invalidRefreshToken }
            claimed = try user(claimedBy: signer.verify(text, now: now))
        } catch {
            throw .invalidRefreshToken
        }
        guard let user = claimed else { throw APIFailure(status: 403, message: "Refresh token expired") }
        let pair = try issueTokens(for: user, expiresInMins: expiresInMins, failure: .lifetimeUnreadable(status: 500))
        var response = HTTPResponse.json(200, ["accessToken": .string(pair.accessToken), "refreshToken": .string(pair.refreshToken)])
        response.headers += Self.cookies(pair, maxAgeMinutes: expiresInMins.javaScriptNumber, now: now)
        return response
    }

    func logout(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try authenticatedUser(request)
        var response = HTTPResponse.message(200, "Logged out successfully")
        response.headers += Self.clearedCookies(secure: true)
        return response
    }

    /// The user behind the request's token: the `Authorization` header with
    /// its first `Bearer ` removed (so a bare token works and `bearer` does
    /// not), else the `accessToken` cookie. Failures clear both cookies.
    func authenticatedUser(_ request: HTTPRequest) throws(APIFailure) -> StagingUser {
        let header = request.header("Authorization") ?? ""
        guard let token = header.isEmpty ? Self.cookie("accessToken", in: request) : Self.removingFirstBearer(header), !token.isEmpty
        else { throw .accessTokenRequired.clearingCookies }
        let payload: JSONValue
        do { payload = try signer.verify(token, now: now) } catch { throw error.failure.clearingCookies }
        guard let user = try user(claimedBy: payload) else { throw APIFailure(status: 400, message: "Invalid access token").clearingCookies }
        return user
    }

    /// The user whose id and username (ignoring case) the payload names.
    private func user(claimedBy payload: JSONValue) throws(APIFailure) -> StagingUser? {
        guard case .string(let username)? = payload["username"] else { throw APIFailure(status: 500, message: "Cannot read properties of undefined (reading 'toLowerCase')") }
        guard let id = payload["id"] else { throw APIFailure(status: 500, message: "Cannot read properties of undefined (reading 'toString')") }
        guard let user = data.user(named: username), String(user.id) == id.javaScriptText else { return nil }
        return user
    }

    /// `expiresInMins` becomes jsonwebtoken's `"<n>m"`, which its timespan
    /// reader must accept; without one (none, or falsy) the token lasts 30 days.
    private func issueTokens(
        for user: StagingUser, expiresInMins: JSONValue?, failure: APIFailure
    ) throws(APIFailure) -> (accessToken: String, refreshToken: String) {
        var minutes = Double(Self.maxExpiresInMins)
        if let expiresInMins {
            let text = expiresInMins.javaScriptText
            guard text.wholeMatch(of: /-?\d*\.?\d+/) != nil, let value = Double(text) else { throw failure }
            minutes = value
        }
        let claims = Self.claims(of: user)
        return (
            signer.issue(claims: claims, issuedAt: now, lifetime: configuration.tokenTTL ?? minutes * 60),
            signer.issue(claims: claims, issuedAt: now, lifetime: Self.refreshTokenLifetime)
        )
    }

    static func claims(of user: StagingUser) -> [(String, JSONValue)] {
        [
            ("id", .number(Double(user.id))), ("username", .string(user.username)), ("email", .string(user.email)),
            ("firstName", .string(user.firstName)), ("lastName", .string(user.lastName)), ("gender", .string(user.gender)),
            ("image", .string(user.image)),
        ]
    }

    /// A number from 1 to 43,200 as JavaScript's `Number()` reads it.
    static func isValidLifetime(_ value: JSONValue) -> Bool {
        let number = value.javaScriptNumber
        return !number.isNaN && number >= 1 && number <= Double(maxExpiresInMins)
    }

    private static let bearerPrefix = Array("Bearer ".utf8)

    static func removingFirstBearer(_ header: String) -> String {
        // The usual header, without Foundation's search through NSString.
        if header.utf8.starts(with: bearerPrefix) { return String(decoding: header.utf8.dropFirst(bearerPrefix.count), as: UTF8.self) }
        guard let range = header.range(of: "Bearer ") else { return header }
        return header.replacingCharacters(in: range, with: "")
    }
}
