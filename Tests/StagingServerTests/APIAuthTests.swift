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

    func testMeTokenErrors() throws {
        let session = try api.login()
        let cases: [([String: String], String)] = [
            ([:], "Access Token is required"),
            (["authorization": "bearer \(session.accessToken)"], "Access Token is required"),
            (["authorization": "Bearer "], "Access Token is required"),
            (bearer("not-a-token"), "Invalid/Expired Token!"),
            (bearer(session.refreshToken), "Invalid/Expired Token!"),
            (bearer(session.accessToken.dropLast(2) + "xx"), "Invalid/Expired Token!"),
        ]
        for (headers, message) in cases {
            let response = api.get("/auth/me", headers: headers)
            XCTAssertEqual(response.status, 401, "\(headers)")
            XCTAssertEqual(response.message, message, "\(headers)")
        }
    }

    func testAForgedPayloadIsRejected() throws {
        let token = try api.login().accessToken
        let parts = token.split(separator: ".").map(String.init)
        let forged = TokenSigner.base64URL(Data(#"{"id":2,"type":"access","iat":0,"exp":99999999999}"#.utf8))
        let response = api.get("/auth/me", headers: bearer("\(parts[0]).\(forged).\(parts[2])"))
        XCTAssertEqual(response.message, "Invalid/Expired Token!")
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

        let capped = try api.login(expiresInMins: 1_000_000)
        clock.advance(by: 43200 * 60 - 1)
        XCTAssertEqual(api.get("/auth/me", headers: bearer(capped.accessToken)).status, 200)
        clock.advance(by: 1)
        XCTAssertEqual(api.get("/auth/me", headers: bearer(capped.accessToken)).message, "Token Expired!")
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
        for token in ["garbage", session.accessToken] {
            let response = api.send("POST", "/auth/refresh", json: ["refreshToken": .string(token)])
            XCTAssertEqual(response.status, 403)
            XCTAssertEqual(response.message, "Invalid refresh token")
        }
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
        XCTAssertEqual(api.get("/auth/me", headers: bearer(foreign.accessToken)).message, "Invalid/Expired Token!")
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
        XCTAssertEqual(try server(seed: 1, secret: "other").get("/auth/me", headers: bearer(session.accessToken)).message,
                       "Invalid/Expired Token!")
        XCTAssertEqual(api.get("/auth/me", headers: bearer(session.accessToken)).message, "Invalid/Expired Token!")
    }

    func testLogoutIsHarmless() {
        XCTAssertEqual(api.send("POST", "/auth/logout").status, 200)
    }

    func testResourcesUnderAuthNeedTheBearerToken() throws {
        XCTAssertEqual(api.get("/auth/products").message, "Access Token is required")
        XCTAssertEqual(api.get("/auth/users/1", headers: bearer("x.y.z")).message, "Invalid/Expired Token!")
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
