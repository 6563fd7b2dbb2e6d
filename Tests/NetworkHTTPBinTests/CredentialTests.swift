import Foundation
import Models
import Network
import XCTest

/// Credentials as httpbin checks them: the session's Bearer token, and Basic from a route's headers.
final class CredentialTests: HTTPBinTestCase {
    private struct Verdict: Decodable, Sendable, Equatable {
        var authenticated: Bool
        var token: String?
        var user: String?
    }

    func testTheSessionsTokenGoesAsBearer() throws {
        let network = try makeNetwork(bearer: "token-123")
        let verdict = try value(network, CredentialRouter.bearer, as: Verdict.self)
        XCTAssertEqual(verdict, Verdict(authenticated: true, token: "token-123", user: nil))
    }

    func testARoutesBasicHeaderIsSentAsIs() throws {
        let network = try makeNetwork()
        let verdict = try value(network, CredentialRouter.basic(user: "ada", password: "s3cret:!"), as: Verdict.self)
        XCTAssertEqual(verdict, Verdict(authenticated: true, token: nil, user: "ada"))
    }

    func testABasicHeaderDoesNotMakeWayForTheSessionsToken() throws {
        // A route that does not require auth keeps its own Authorization, signed in or not.
        let network = try makeNetwork(bearer: "token-123")
        let verdict = try value(network, CredentialRouter.basic(user: "ada", password: "pw"), as: Verdict.self)
        XCTAssertEqual(verdict.user, "ada")
    }
}
