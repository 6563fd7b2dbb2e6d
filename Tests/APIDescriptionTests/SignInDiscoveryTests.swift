import Foundation
import JSON
import XCTest
@testable import APIDescription

/// Each security scheme, as the lists' security names it.
final class SignInDiscoveryTests: XCTestCase {
    private func signIn(_ scheme: String, security: String = "[{main: []}]") throws -> DiscoveredAPI {
        APIDiscovery.discover(try Corpus.description(yaml: """
        openapi: 3.1.0
        info: {title: t, version: "1"}
        security: \(security)
        paths:
          /notes:
            get:
              responses: {"200": {description: x, content: {application/json: {schema: {type: array, items: {type: object}}}}}}
        components:
          securitySchemes:
            main: \(scheme)
        """))
    }

    func testOAuth2PasswordFlow() throws {
        let api = try signIn("{type: oauth2, flows: {password: {tokenUrl: /token, refreshUrl: /refresh, scopes: {}}}}")
        XCTAssertEqual(api.signIn, .oauth2Password(tokenURL: "/token", refreshURL: "/refresh"))
        XCTAssertTrue(api.signIn.asksForUsername)
        XCTAssertEqual(api["notes"]?.requiresAuth, true)
    }

    func testHTTPBasicAndBearer() throws {
        XCTAssertEqual(try signIn("{type: http, scheme: basic}").signIn, .basic)
        XCTAssertEqual(try signIn("{type: http, scheme: Bearer, bearerFormat: JWT}").signIn, .bearer)
        XCTAssertFalse(SignInMethod.bearer.asksForUsername)
    }

    func testAPIKeysInEachPlace() throws {
        XCTAssertEqual(try signIn("{type: apiKey, in: header, name: X-API-Key}").signIn, .apiKey(name: "X-API-Key", location: .header))
        XCTAssertEqual(try signIn("{type: apiKey, in: query, name: api_key}").signIn, .apiKey(name: "api_key", location: .query))
        XCTAssertEqual(try signIn("{type: apiKey, in: cookie, name: session}").signIn, .apiKey(name: "session", location: .cookie))
    }

    func testNoSecurityIsNoSignIn() throws {
        let api = try signIn("{type: http, scheme: basic}", security: "[]")
        XCTAssertEqual(api.signIn, .none)
        XCTAssertEqual(api["notes"]?.requiresAuth, false)
        XCTAssertEqual(try signIn("{type: http, scheme: basic}", security: "[{main: []}, {}]")["notes"]?.requiresAuth, false,
                       "an empty requirement makes the credential optional")
    }

    func testABrowserFlowIsAProblemAndATokenStandsIn() throws {
        let api = try signIn("{type: oauth2, flows: {authorizationCode: {authorizationUrl: /a, tokenUrl: /t, scopes: {}}}}")
        XCTAssertEqual(api.signIn, .bearer)
        XCTAssertTrue(api.problems.contains { $0.problem.contains("needs a browser") }, "\(api.problems)")
    }

    func testAnUndefinedSchemeIsAProblem() throws {
        let api = try signIn("{type: http, scheme: basic}", security: "[{other: []}]")
        XCTAssertEqual(api.signIn, .none)
        XCTAssertTrue(api.problems.contains { $0.problem.contains("not defined") }, "\(api.problems)")
    }
}
