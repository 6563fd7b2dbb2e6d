import Foundation
import JSON

extension StagingAPI {
    func login(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let body = try? JSONValue(jsonData: request.body)
        guard let username = body?["username"]?.stringValue, !username.isEmpty,
              let password = body?["password"]?.stringValue, !password.isEmpty
        else { throw .credentialsRequired }
        guard let user = data.user(named: username), user.password == password else { throw .invalidCredentials }
        let pair = issueTokens(for: user.id, expiresInMins: body?["expiresInMins"])
        return .json(200, [
            "accessToken": .string(pair.accessToken), "refreshToken": .string(pair.refreshToken),
            "id": .number(Double(user.id)), "username": .string(user.username), "email": .string(user.email),
            "firstName": .string(user.firstName), "lastName": .string(user.lastName),
            "gender": .string(user.gender), "image": .string(user.image),
        ])
    }

    func refresh(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let body = try? JSONValue(jsonData: request.body)
        guard let token = body?["refreshToken"]?.stringValue, !token.isEmpty else { throw .refreshTokenRequired }
        guard case .valid(let userID) = signer.verify(token, kind: .refresh, now: now), data.user(id: userID) != nil
        else { throw .invalidRefreshToken }
        let pair = issueTokens(for: userID, expiresInMins: body?["expiresInMins"])
        return .json(200, ["accessToken": .string(pair.accessToken), "refreshToken": .string(pair.refreshToken)])
    }

    /// The user behind `Authorization: Bearer <token>`. The prefix is
    /// case-sensitive, as upstream's is, so `bearer x` counts as no token.
    func authenticatedUser(_ request: HTTPRequest) throws(APIFailure) -> StagingUser {
        guard let header = request.header("Authorization"), header.hasPrefix("Bearer ") else { throw .accessTokenRequired }
        let token = header.dropFirst("Bearer ".count).trimmingCharacters(in: .whitespaces)
        guard !token.isEmpty else { throw .accessTokenRequired }
        switch signer.verify(token, kind: .access, now: now) {
        case .expired: throw .tokenExpired
        case .invalid: throw .tokenInvalid
        case .valid(let userID):
            guard let user = data.user(id: userID) else { throw .tokenInvalid }
            return user
        }
    }

    /// `expiresInMins` may arrive as a number or a numeric string; anything
    /// else falls back to the default rather than failing the login.
    private func issueTokens(for userID: Int, expiresInMins: JSONValue?) -> (accessToken: String, refreshToken: String) {
        let asked = expiresInMins?.doubleValue ?? expiresInMins?.stringValue.flatMap(Double.init)
        let minutes = asked.map { $0 > 0 ? min($0, Double(Self.maxExpiresInMins)) : Double(Self.defaultExpiresInMins) }
            ?? Double(Self.defaultExpiresInMins)
        let issuedAt = now
        return (
            signer.issue(userID: userID, kind: .access, issuedAt: issuedAt, lifetime: configuration.tokenTTL ?? minutes * 60),
            signer.issue(userID: userID, kind: .refresh, issuedAt: issuedAt, lifetime: Self.refreshTokenLifetime)
        )
    }
}
