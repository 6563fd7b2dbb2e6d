import Foundation
import NetworkTestSupport
import StagingServer
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A client's cookie store on the transport under test: cookies go back to
/// the host that set them, across the redirects the transport follows, and
/// nowhere else; without a store none is sent.
final class CookieExchangeTests: XCTestCase {
    /// /login sets `sid` and redirects to `to` (default /me); every path answers with the Cookie header it got.
    private func start() throws -> (HTTPServer, Locked<[HTTPRequest]>) {
        let seen = Locked<[HTTPRequest]>([])
        let server = try startHTTP { request in
            seen.mutate { $0.append(request) }
            switch request.path {
            case "/login":
                return HTTPResponse(status: 302, headers: [("Location", request.queryValue("to") ?? "/me"),
                                                           ("Set-Cookie", "sid=abc; Path=/; HttpOnly")])
            case "/logout":
                return HTTPResponse(status: 200, headers: [("Set-Cookie", "sid=; Max-Age=0; Path=/")], body: Data(#"{"name":""}"#.utf8))
            default:
                return .json(200, Data(#"{"name":"\#(request.header("Cookie") ?? "")"}"#.utf8))
            }
        }
        return (server, seen)
    }

    private func name(_ network: NetworkClient, _ path: String, headers: [String: String] = [:],
                      file: StaticString = #filePath, line: UInt = #line) -> String? {
        firstResult(network, ShapedRoute(path: path, headers: headers), as: Named.self)?.value?.name
    }

    func testACookieSetInARedirectGoesWithTheRedirectAndAfterIt() throws {
        let (server, _) = try start()
        let network = try makeStagingNetwork(for: server.baseURL, cookieStore: CookieStore())
        XCTAssertEqual(name(network, "/login"), "sid=abc", "the hop the transport followed carried it")
        XCTAssertEqual(name(network, "/me"), "sid=abc")
        XCTAssertEqual(name(network, "/logout"), "")
        XCTAssertEqual(name(network, "/me"), "", "Max-Age=0 deleted it")
    }

    func testACookieNeverGoesToAnotherHost() throws {
        let (server, seen) = try start()
        let store = CookieStore()
        let network = try makeStagingNetwork(for: server.baseURL, cookieStore: store)
        let elsewhere = server.otherOriginURL.appendingPathComponent("me").absoluteString
        XCTAssertEqual(name(network, "/login?to=\(elsewhere)"), "", "the redirect to localhost carried no cookie")
        XCTAssertEqual(seen.value.last?.header("Host")?.hasPrefix("localhost"), true)
        let other = try makeStagingNetwork(for: server.otherOriginURL, cookieStore: store)
        XCTAssertEqual(name(other, "/me"), "", "nor does a request of its own")
        XCTAssertEqual(name(network, "/me"), "sid=abc", "while 127.0.0.1 still gets it")
    }

    func testARoutesOwnCookieComesFirstAndStaysOnItsOrigin() throws {
        let (server, _) = try start()
        let network = try makeStagingNetwork(for: server.baseURL, cookieStore: CookieStore())
        XCTAssertEqual(name(network, "/login", headers: ["Cookie": "theme=dark"]), "theme=dark; sid=abc")
        let elsewhere = server.otherOriginURL.appendingPathComponent("me").absoluteString
        XCTAssertEqual(name(network, "/login?to=\(elsewhere)", headers: ["Cookie": "theme=dark"]), "")
    }

    func testWithoutAStoreNoCookieIsKeptOrSent() throws {
        let (server, seen) = try start()
        let network = try makeStagingNetwork(for: server.baseURL)
        XCTAssertEqual(name(network, "/login"), "")
        XCTAssertEqual(name(network, "/me"), "")
        XCTAssertTrue(seen.value.allSatisfy { $0.header("Cookie") == nil })
    }

    func testSigningOutEmptiesTheStore() throws {
        let (server, _) = try start()
        let store = CookieStore()
        let network = try makeStagingNetwork(for: server.baseURL, cookieStore: store)
        XCTAssertEqual(name(network, "/login"), "sid=abc")
        network.signOut()
        XCTAssertEqual(store.cookies, [])
    }

    func testTheCurlCommandMasksCookies() throws {
        let (server, _) = try start()
        let network = try makeStagingNetwork(for: server.baseURL, cookieStore: CookieStore())
        let command = try network.curlCommand(for: ShapedRoute(path: "/me", headers: ["Cookie": "sid=abc"]))
        XCTAssertTrue(command.contains("'Cookie: [REDACTED]'"), command)
        XCTAssertFalse(command.contains("abc"), command)
    }

    func testTheOfflineCacheKeepsNoSetCookie() {
        let response = HTTPURLResponse(url: URL(string: "http://h.test/me")!, statusCode: 200, httpVersion: "HTTP/1.1",
                                       headerFields: ["Set-Cookie": "sid=abc", "ETag": "\"1\""])!
        XCTAssertEqual(NetworkClient.headers(of: response).keys.map { $0.lowercased() }, ["etag"])
    }
}
