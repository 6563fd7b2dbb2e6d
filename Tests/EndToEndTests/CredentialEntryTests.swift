import Foundation
import Synchronization
import XCTest

/// Tokens are checked where they enter, and a session ends only when the
/// auth route refuses its refresh: the built `courier` against a scripted server.
final class CredentialEntryTests: ScriptedCourierTestCase {
    func testATokenAHeaderCannotCarryIsRefusedAtSignInAndNothingIsSaved() throws {
        let tokens = Mutex([("a1\u{07}\u{1B}[2J", "r1"), ("a1.b.c", "r1 x"), ("a1\r\nX-Evil: 1", "r1")])
        try serve { request in
            guard request.path == "/auth/login", let (access, refresh) = tokens.withLock({ $0.isEmpty ? nil : $0.removeFirst() })
            else { return Self.message(401, "Access Token is required") }
            return Self.signedIn(access: access, refresh: refresh)
        }
        for field in ["accessToken", "refreshToken", "accessToken"] {
            let result = try courier(["login", "--username", "emilys"], input: "pw\n")
            XCTAssertEqual(result.status, 1, "an error, as the README documents: \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("answer for sign-in could not be read (field \(field))"), result.standardError)
            assertNothingActsOnATerminal(result.standardError, "the refusal")
            XCTAssertNil(savedSession, "nothing saved")
        }
        XCTAssertEqual(try courier(["whoami"]).status, 3, "not signed in")
    }

    func testA401OnADataRouteWithAGoodRefreshKeepsTheSession() throws {
        try serve { request in
            switch request.path {
            case "/auth/login": return Self.signedIn(access: "a1.b.c", refresh: "r1")
            case "/auth/refresh":
                return String(decoding: request.body, as: UTF8.self).contains("r1")
                    ? (200, Self.json(["accessToken": "a2.b.c", "refreshToken": "r2"])) : Self.message(403, "Invalid refresh token")
            default:
                guard request.authorization == "Bearer a2.b.c" else { return Self.message(401, "Token Expired!") }
                return (200, Self.json(["products": [["id": 1, "title": "Phone"]], "total": 1, "skip": 0, "limit": 1]))
            }
        }
        XCTAssertEqual(try courier(["login", "--username", "emilys"], input: "pw\n").status, 0)
        var result = try courier(["get", "products", "--no-cache"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("Phone"), result.standardOutput)
        XCTAssertTrue(savedSession?.contains("a2.b.c") == true, "the refreshed session is kept: \(savedSession ?? "none")")
        result = try courier(["get", "products", "--no-cache"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(server!.requests.filter { $0.path == "/auth/refresh" }.count, 1, "the saved tokens work the next time")
    }

    func testOnlyTheAuthRouteRefusingTheRefreshEndsTheSession() throws {
        try serve { request in
            switch request.path {
            case "/auth/login": Self.signedIn()
            case "/auth/refresh": Self.message(403, "Invalid refresh token")
            default: Self.message(500, "invalid signature")
            }
        }
        XCTAssertEqual(try courier(["login", "--username", "emilys"], input: "pw\n").status, 0)
        let result = try courier(["get", "products", "--no-cache"])
        XCTAssertEqual(result.status, 3, result.standardError)
        XCTAssertEqual(server!.requests.map(\.path).suffix(2), ["/auth/products", "/auth/refresh"], "one refresh, then the end")
        XCTAssertNil(savedSession)
    }
}
