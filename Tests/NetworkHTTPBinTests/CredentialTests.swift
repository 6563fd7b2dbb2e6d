import Foundation
import Models
import Network
import XCTest

/// Credentials as httpbin checks them: the session's Bearer token, Basic from a
/// route's headers, and a route's or the client's `HTTPCredential` answering
/// Basic and Digest challenges.
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

    /// A route with a credential of its own (or none, for the client's).
    private struct Challenged: Route {
        var path: String
        var credential: HTTPCredential?
        var absolute: URL?
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, path, nil) }
        var absoluteURL: URL? { absolute }
        var retryPolicy: RetryPolicy { .none }
    }

    /// FoundationNetworking on Linux passes a delegate Basic challenges only: a
    /// Digest one is refused in plain words there, and answered on libcurl.
    private func assertDigestUnsupportedOnURLSession<T>(_ answer: NetworkResult<T>, file: StaticString = #filePath, line: UInt = #line) {
        guard case .error(.invalidRequest(.unsupportedByTransport(let what))) = answer else {
            return XCTFail("\(answer)", file: file, line: line)
        }
        XCTAssertTrue(what.contains("Digest"), what, file: file, line: line)
    }

    func testDigestAnswersTheChallenge() throws {
        let network = try makeNetwork()
        let route = Challenged(path: "/digest-auth/auth/ada/s3cret", credential: HTTPCredential(user: "ada", password: "s3cret", scheme: .digest))
        let answer = try result(network, route, as: Verdict.self)
        guard Self.transportKind == .curl else { return assertDigestUnsupportedOnURLSession(answer) }
        XCTAssertEqual(answer.value, Verdict(authenticated: true, token: nil, user: "ada"), "\(answer)")
    }

    func testDigestWithSHA256AndAnyScheme() throws {
        let route = Challenged(path: "/digest-auth/auth/ada/s3cret/SHA-256", credential: HTTPCredential(user: "ada", password: "s3cret"))
        let answer = try result(try makeNetwork(), route, as: Verdict.self)
        guard Self.transportKind == .curl else { return assertDigestUnsupportedOnURLSession(answer) }
        XCTAssertEqual(answer.value?.user, "ada")
    }

    func testAWrongPasswordEndsAsTheServers401() throws {
        let basic = Challenged(path: "/basic-auth/ada/pw", credential: HTTPCredential(user: "ada", password: "nope"))
        XCTAssertEqual(try result(try makeNetwork(), basic, as: Verdict.self, timeout: 20).error?.status, 401)
        guard Self.transportKind == .curl else { return }
        for scheme in [HTTPCredential.Scheme.digest, .any] {
            let route = Challenged(path: "/digest-auth/auth/ada/s3cret", credential: HTTPCredential(user: "ada", password: "nope", scheme: scheme))
            XCTAssertEqual(try result(try makeNetwork(), route, as: Verdict.self, timeout: 20).error?.status, 401, "\(scheme)")
        }
    }

    func testABasicChallengeIsAnswered() throws {
        let route = Challenged(path: "/basic-auth/ada/pw", credential: HTTPCredential(user: "ada", password: "pw"))
        XCTAssertEqual(try result(try makeNetwork(), route, as: Verdict.self).value, Verdict(authenticated: true, token: nil, user: "ada"))
    }

    func testHiddenBasicAuthNeedsBasicUpFront() throws {
        let network = try makeNetwork()
        let upFront = Challenged(path: "/hidden-basic-auth/ada/pw", credential: HTTPCredential(user: "ada", password: "pw", scheme: .basic))
        XCTAssertEqual(try result(network, upFront, as: Verdict.self).value?.user, "ada")
        let waiting = Challenged(path: "/hidden-basic-auth/ada/pw", credential: HTTPCredential(user: "ada", password: "pw", scheme: .any))
        XCTAssertEqual(try result(network, waiting, as: Verdict.self).error?.status, 404,
                       "a server that never challenges answers 404 to a credential that waits for one")
    }

    func testTheClientsCredentialGoesToItsOriginOnly() throws {
        var configuration = NetworkConfiguration(host: try APIHost(kind: .test, baseURL: httpbin.url))
        configuration.transportKind = Self.transportKind
        configuration.credential = HTTPCredential(user: "ada", password: "pw", scheme: .basic)
        let network = NetworkClient(configuration: configuration)
        XCTAssertEqual(try result(network, Challenged(path: "/hidden-basic-auth/ada/pw"), as: Verdict.self).value?.user, "ada")
        let elsewhere = Challenged(path: "/headers", absolute: httpbin.other("/headers"))
        let echoed = try result(network, elsewhere, as: Echo.self).value
        XCTAssertNotNil(echoed)
        XCTAssertNil(echoed?.headers["Authorization"], "another origin never sees the client's credential")
    }

    func testADigestCredentialDoesNotFollowARedirectToAnotherOrigin() throws {
        let target = httpbin.other("/digest-auth/auth/ada/s3cret").absoluteString
        let route = Challenged(path: "/redirect-to?url=" + FormEncoder.escape(target),
                               credential: HTTPCredential(user: "ada", password: "s3cret", scheme: .any))
        XCTAssertEqual(try result(try makeNetwork(), route, as: Verdict.self).error?.status, 401,
                       "the other origin's challenge goes unanswered")
    }
}
