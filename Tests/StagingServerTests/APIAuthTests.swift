import Foundation
import JSON
import Models
import XCTest
@testable import StagingServer

final class APIAuthTests: XCTestCase {
    private let clock = TestClock()
    private lazy var api = StagingAPI(configuration: .init(counts: ["products": 20, "posts": 20, "users": 20], clock: { [clock] in clock.now }))

    func testLoginAnswersTokensAndTheUserSummary() throws {
        let response = api.send("POST", "/auth/login", json: ["username": "emilys", "password": "emilyspass"])
        XCTAssertEqual(response.status, 200)
        let body = try response.jsonValue()
        XCTAssertEqual(Set(body.objectValue?.keys.map { $0 } ?? []),
                       ["accessToken", "refreshToken", "id", "username", "email", "firstName", "lastName", "gender", "image"])
        let session = try response.decode(AuthSession.self)
        XCTAssertEqual(session.id, 1)
        XCTAssertEqual(session.firstName, "Emily")
        XCTAssertEqual(session.accessToken.split(separator: ".").count, 3)
        XCTAssertNotEqual(session.accessToken, session.refreshToken)
    }

    func testLoginIgnoresUsernameCaseButNotPasswordCase() throws {
        XCTAssertEqual(try api.login("EmilyS", "emilyspass").username, "emilys")
        let wrong = api.send("POST", "/auth/login", json: ["username": "emilys", "password": "EMILYSPASS"])
        XCTAssertEqual(wrong.status, 400)
        XCTAssertEqual(wrong.message, "Invalid credentials")
    }

    func testEveryUserLogsInWithUsernamePass() throws {
        for user in api.data.users.all {
            XCTAssertEqual(try api.login(user.username, "\(user.username)pass").id, user.id)
        }
    }

    func testLoginErrors() {
        let cases: [(JSONValue?, String)] = [
            (nil, "Username and password required"),
            (["username": "emilys"], "Username and password required"),
            (["password": "emilyspass"], "Username and password required"),
            (["username": "", "password": "x"], "Username and password required"),
            (["username": "nobody", "password": "nobodypass"], "Invalid credentials"),
            (["username": "emilys", "password": "wrong"], "Invalid credentials"),
        ]
        for (body, message) in cases {
            let response = api.send("POST", "/auth/login", json: body)
            XCTAssertEqual(response.status, 400, "\(String(describing: body))")
            XCTAssertEqual(response.message, message, "\(String(describing: body))")
        }
    }

    func testMeAnswersTheFullUserRecord() throws {
        let session = try api.login()
        let response = api.get("/auth/me", headers: bearer(session.accessToken))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(try response.decode(User.self), api.data.users.all[0].model)
    }

    /// Upstream's verdicts, 500s included: jsonwebtoken's errors pass through unmapped.
    func testMeTokenErrors() throws {
        let session = try api.login()
        let parts = session.accessToken.split(separator: ".").map(String.init)
        let cases: [([String: String], Int, String)] = [
            ([:], 401, "Access Token is required"),
            (["authorization": "Bearer"], 401, "Invalid/Expired Token!"),
            (bearer("not-a-token"), 401, "Invalid/Expired Token!"),
            (["authorization": "bearer \(session.accessToken)"], 500, "invalid token"),
            (bearer("a.b.c"), 500, "invalid token"),
            (bearer("\(parts[0]).\(parts[1])."), 500, "jwt signature is required"),
            (bearer(session.accessToken.dropLast(2) + "xx"), 500, "invalid signature"),
        ]
        for (headers, status, message) in cases {
            let response = api.get("/auth/me", headers: headers)
            XCTAssertEqual(response.status, status, "\(headers)")
            XCTAssertEqual(response.message, message, "\(headers)")
            XCTAssertEqual(response.headers.filter { $0.name == "Set-Cookie" }.map(\.value).first?.hasPrefix("accessToken=; Path=/; Expires=Thu, 01 Jan 1970"), true)
        }
    }

    func testTheRawTokenTheCookieAndARefreshTokenAreAccepted() throws {
        let session = try api.login()
        for headers in [["authorization": session.accessToken], ["cookie": "theme=dark; accessToken=\(session.accessToken)"], bearer(session.refreshToken)] {
            XCTAssertEqual(api.get("/auth/me", headers: headers).status, 200, "\(headers.keys)")
        }
        // A header, even a bad one, wins over the cookie.
        XCTAssertEqual(api.get("/auth/me", headers: ["authorization": "nope", "cookie": "accessToken=\(session.accessToken)"]).status, 401)
    }

    func testTheTokenCarriesTheUserAsUpstreamsDoes() throws {
        let token = try api.login().accessToken
        let payload = try JSONValue(jsonData: XCTUnwrap(TokenSigner.decodeBase64URL(String(token.split(separator: ".")[1]))))
        XCTAssertEqual(Set(payload.objectValue?.keys.map { $0 } ?? []), ["id", "username", "email", "firstName", "lastName", "gender", "image", "iat", "exp"])
        XCTAssertEqual(payload["username"], "emilys")
        XCTAssertEqual(payload["exp"], .number(Double(1_750_000_000 + 3600)))
    }

    func testBase64URLMatchesFoundationsTextReplacingAtEveryLength() {
        // Bytes 0xF8–0xFF give `+` and `/` in base64, so every length meets both and its padding.
        for length in 0...40 {
            let data = Data((0..<length).map { UInt8(truncatingIfNeeded: 0xF8 &+ $0 &* 37) })
            let expected = data.base64EncodedString().replacingOccurrences(of: "+", with: "-")
                .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
            XCTAssertEqual(TokenSigner.base64URL(data), expected, "length \(length)")
            XCTAssertEqual(TokenSigner.decodeBase64URL(expected), data, "length \(length)")
        }
        // Node's leniency: a length of 4n + 1 loses its last character, ASCII or not.
        XCTAssertEqual(TokenSigner.decodeBase64URL("QUJD" + "Q"), Data("ABC".utf8))
        XCTAssertEqual(TokenSigner.decodeBase64URL("QUJD" + "é"), Data("ABC".utf8))
        XCTAssertNil(TokenSigner.decodeBase64URL("QU*D"))
    }

    func testOnlyTheFirstBearerIsTakenOut() {
        XCTAssertEqual(StagingAPI.removingFirstBearer("Bearer abc.def"), "abc.def")
        XCTAssertEqual(StagingAPI.removingFirstBearer("Bearer Bearer x"), "Bearer x")
        XCTAssertEqual(StagingAPI.removingFirstBearer("x Bearer y"), "x y")
        XCTAssertEqual(StagingAPI.removingFirstBearer("bearer y"), "bearer y")
    }

    func testAForgedPayloadIsRejected() throws {
        let token = try api.login().accessToken
        let parts = token.split(separator: ".").map(String.init)
        let forged = TokenSigner.base64URL(Data(#"{"id":2,"username":"michaelw","iat":0,"exp":99999999999}"#.utf8))
        let response = api.get("/auth/me", headers: bearer("\(parts[0]).\(forged).\(parts[2])"))
        XCTAssertEqual(response.status, 500)
        XCTAssertEqual(response.message, "invalid signature")
    }

    func testAccessTokenExpiresAfterExpiresInMins() throws {
        let session = try api.login(expiresInMins: 1)
        clock.advance(by: 59)
        XCTAssertEqual(api.get("/auth/me", headers: bearer(session.accessToken)).status, 200)
        clock.advance(by: 1)
        let expired = api.get("/auth/me", headers: bearer(session.accessToken))
        XCTAssertEqual(expired.status, 401)
        XCTAssertEqual(expired.message, "Token Expired!")
    }

    func testExpiresInMinsDefaultsTo60AndCapsAt43200() throws {
        let standard = try api.login()
        clock.advance(by: 60 * 60 - 1)
        XCTAssertEqual(api.get("/auth/me", headers: bearer(standard.accessToken)).status, 200)
        clock.advance(by: 1)
        XCTAssertEqual(api.get("/auth/me", headers: bearer(standard.accessToken)).message, "Token Expired!")

        let longest = try api.login(expiresInMins: 43200)
        clock.advance(by: 43200 * 60 - 1)
        XCTAssertEqual(api.get("/auth/me", headers: bearer(longest.accessToken)).status, 200)
        clock.advance(by: 1)
        XCTAssertEqual(api.get("/auth/me", headers: bearer(longest.accessToken)).message, "Token Expired!")
    }

    /// 1 to 43,200 as `Number()` reads it; anything else truthy is upstream's 500, and 0 or null a 30-day token.
    func testExpiresInMinsOutOfRangeIsA500AndFalsyMeansThirtyDays() throws {
        for value: JSONValue in [43201, -5, "abc", 0.5, "0"] {
            let response = api.send("POST", "/auth/login", json: ["username": "emilys", "password": "emilyspass", "expiresInMins": value])
            XCTAssertEqual(response.status, 500, "\(value)")
            XCTAssertEqual(response.message, "Maximum access token expire time can be 43200 minutes", "\(value)")
        }
        let unreadable = api.send("POST", "/auth/login", json: ["username": "emilys", "password": "emilyspass", "expiresInMins": "1e1"])
        XCTAssertEqual(unreadable.status, 400)
        XCTAssertEqual(unreadable.message, "\"expiresIn\" should be a number of seconds or string representing a timespan")
        let thirtyDays = try api.send("POST", "/auth/login", json: ["username": "emilys", "password": "emilyspass", "expiresInMins": 0]).decode(AuthSession.self)
        clock.advance(by: 43200 * 60 - 1)
        XCTAssertEqual(api.get("/auth/me", headers: bearer(thirtyDays.accessToken)).status, 200)
    }

    func testLoginTakesAFormBodyAndRefusesANumericUsername() throws {
        let form = api.handle(HTTPRequest(
            method: "POST", path: "/auth/login", headers: ["content-type": "application/x-www-form-urlencoded"],
            body: Data("username=emilys&password=emilyspass&expiresInMins=30".utf8)))
        XCTAssertEqual(form.status, 200)
        XCTAssertEqual(try form.decode(AuthSession.self).username, "emilys")
        XCTAssertEqual(form.headers.filter { $0.name == "Set-Cookie" }.count, 2)
        XCTAssertTrue(form.header("Set-Cookie")?.contains("Max-Age=1800; Path=/") == true)
        let numeric = api.send("POST", "/auth/login", json: ["username": 123, "password": "x"])
        XCTAssertEqual(numeric.status, 400)
        XCTAssertEqual(numeric.message, "Username is not valid")
        let truncated = api.handle(HTTPRequest(method: "POST", path: "/auth/login", headers: ["content-type": "application/json"], body: Data("{\"username\":\"emilys\"".utf8)))
        XCTAssertEqual(truncated.status, 400)
        XCTAssertEqual(truncated.message, "Expected ',' or '}' after property value in JSON at position 20")
    }

    func testTokenTTLOverridesExpiresInMins() throws {
        let short = StagingAPI(configuration: .init(counts: ["products": 1, "posts": 1, "users": 3], tokenTTL: 5, clock: { [clock] in clock.now }))
        let session = try short.login(expiresInMins: 600)
        clock.advance(by: 4)
        XCTAssertEqual(short.get("/auth/me", headers: bearer(session.accessToken)).status, 200)
        clock.advance(by: 1)
        XCTAssertEqual(short.get("/auth/me", headers: bearer(session.accessToken)).message, "Token Expired!")
    }

    func testRefreshIssuesAWorkingPairAfterTheAccessTokenExpires() throws {
        let session = try api.login(expiresInMins: 1)
        clock.advance(by: 120)
        XCTAssertEqual(api.get("/auth/me", headers: bearer(session.accessToken)).message, "Token Expired!")
        let response = api.send("POST", "/auth/refresh", json: ["refreshToken": .string(session.refreshToken), "expiresInMins": 5])
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(Set(try response.jsonValue().objectValue?.keys.map { $0 } ?? []), ["accessToken", "refreshToken"])
        let pair = try response.decode(TokenPair.self)
        XCTAssertEqual(try api.get("/auth/me", headers: bearer(pair.accessToken)).decode(User.self).username, "emilys")
        clock.advance(by: 5 * 60)
        XCTAssertEqual(api.get("/auth/me", headers: bearer(pair.accessToken)).message, "Token Expired!")
    }

    func testRefreshErrors() throws {
        let session = try api.login()
        let missing = api.send("POST", "/auth/refresh", json: [:])
        XCTAssertEqual(missing.status, 401)
        XCTAssertEqual(missing.message, "Refresh token required")
        XCTAssertEqual(api.send("POST", "/auth/refresh").message, "Refresh token required")
        for token: JSONValue in ["garbage", 42, "a.b.c"] {
            let response = api.send("POST", "/auth/refresh", json: ["refreshToken": token])
            XCTAssertEqual(response.status, 403)
            XCTAssertEqual(response.message, "Invalid refresh token")
        }
        let range = api.send("POST", "/auth/refresh", json: ["refreshToken": .string(session.refreshToken), "expiresInMins": 0])
        XCTAssertEqual(range.status, 500)
        XCTAssertEqual(range.message, "Maximum access token expire time can be 43200 minutes")
    }

    func testRefreshTakesTheAccessTokenAndTheCookie() throws {
        let session = try api.login()
        XCTAssertEqual(api.send("POST", "/auth/refresh", json: ["refreshToken": .string(session.accessToken)]).status, 200)
        XCTAssertEqual(api.send("POST", "/auth/refresh", headers: ["cookie": "refreshToken=\(session.refreshToken)"]).status, 200)
    }

    func testRefreshTokensLastThirtyDays() throws {
        let session = try api.login()
        clock.advance(by: 30 * 24 * 3600 - 1)
        XCTAssertEqual(api.send("POST", "/auth/refresh", json: ["refreshToken": .string(session.refreshToken)]).status, 200)
        clock.advance(by: 1)
        let expired = api.send("POST", "/auth/refresh", json: ["refreshToken": .string(session.refreshToken)])
        XCTAssertEqual(expired.status, 403)
        XCTAssertEqual(expired.message, "Invalid refresh token")
    }

    func testTokensFromAServerWithAnotherSeedAreInvalid() throws {
        let other = StagingAPI(configuration: .init(seed: 2, counts: ["products": 1, "posts": 1, "users": 20]))
        let foreign = try other.login()
        let response = api.get("/auth/me", headers: bearer(foreign.accessToken))
        XCTAssertEqual(response.status, 500)
        XCTAssertEqual(response.message, "invalid signature")
    }

    func testARestartWithTheSameSeedKeepsTokensValid() throws {
        let configuration = StagingAPI.Configuration(counts: ["products": 1, "posts": 1, "users": 20])
        let session = try StagingAPI(configuration: configuration).login()
        let restarted = StagingAPI(configuration: configuration)
        let me = restarted.get("/auth/me", headers: bearer(session.accessToken))
        XCTAssertEqual(me.status, 200, me.message ?? "")
        XCTAssertEqual(restarted.send("POST", "/auth/refresh", json: .object(["refreshToken": .string(session.refreshToken)])).status, 200)
    }

    func testAnExplicitSecretIsWhatSigns() throws {
        func server(seed: UInt64, secret: String) throws -> StagingAPI {
            let options = try StagingServerOptions(arguments: ["--seed", "\(seed)", "--users", "20", "--token-secret", secret])
            return StagingAPI(configuration: options.configuration)
        }
        let session = try server(seed: 1, secret: "s3cret").login()
        // The secret, not the seed, decides: same secret and another seed accepts, another secret refuses.
        XCTAssertEqual(try server(seed: 9, secret: "s3cret").get("/auth/me", headers: bearer(session.accessToken)).status, 200)
        XCTAssertEqual(try server(seed: 1, secret: "other").get("/auth/me", headers: bearer(session.accessToken)).message, "invalid signature")
        XCTAssertEqual(api.get("/auth/me", headers: bearer(session.accessToken)).message, "invalid signature")
    }

    func testLogoutNeedsATokenAndLeavesItValid() throws {
        let refused = api.send("POST", "/auth/logout")
        XCTAssertEqual(refused.status, 401)
        XCTAssertEqual(refused.message, "Access Token is required")
        let token = try api.login().accessToken
        let response = api.send("POST", "/auth/logout", headers: bearer(token))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.message, "Logged out successfully")
        XCTAssertEqual(api.get("/auth/me", headers: bearer(token)).status, 200)
    }

    func testAnyOtherPathUnderAuthChecksTheTokenFirst() throws {
        for (method, path) in [("GET", "/auth/nothing"), ("GET", "/auth/login"), ("POST", "/auth/products/1/extra")] {
            let response = api.send(method, path)
            XCTAssertEqual(response.status, 401, path)
            XCTAssertEqual(response.message, "Access Token is required", path)
        }
        let token = try api.login().accessToken
        XCTAssertEqual(api.get("/auth/nothing", headers: bearer(token)).status, 404)
        XCTAssertEqual(try api.get("/auth/test", headers: bearer(token)).jsonValue(), ["status": "ok", "method": "GET"])
    }

    func testResourcesUnderAuthNeedTheBearerToken() throws {
        XCTAssertEqual(api.get("/auth/products").message, "Access Token is required")
        XCTAssertEqual(api.get("/auth/users/1", headers: bearer("x.y.z")).message, "invalid token")
        let token = try api.login().accessToken
        let page = try api.get("/auth/products", [("limit", "5")], headers: bearer(token)).decode(Page<Product>.self)
        XCTAssertEqual(page.items.map(\.id), [1, 2, 3, 4, 5])
        XCTAssertEqual(try api.get("/auth/posts/3", headers: bearer(token)).decode(Post.self).id, 3)
        XCTAssertEqual(try api.get("/auth/users/search", [("q", "emily")], headers: bearer(token)).decode(Page<User>.self).items.first?.id, 1)
        XCTAssertEqual(try api.get("/auth/products/category-list", headers: bearer(token)).decode([String].self).count, 24)
        clock.advance(by: 3600)
        XCTAssertEqual(api.get("/auth/products", headers: bearer(token)).message, "Token Expired!")
    }
}
