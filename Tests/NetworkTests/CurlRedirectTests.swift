import Foundation
import NetworkTestSupport
import StagingServer
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// CurlTransport follows redirects itself, under RedirectGuard's rule: the
/// credentials go only where the request was first sent.
final class CurlRedirectTests: XCTestCase {
    private let credentials = ["Authorization": "Bearer secret", "Cookie": "sid=1", "Proxy-Authorization": "Basic eA==",
                               "Accept": "application/json"]

    /// A server that records each request and answers with `handler`.
    private func start(_ handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws -> (HTTPServer, Locked<[HTTPRequest]>) {
        let seen = Locked<[HTTPRequest]>([])
        let server = try startHTTP { request in
            seen.mutate { $0.append(request) }
            return handler(request)
        }
        return (server, seen)
    }

    private static func redirect(_ status: Int = 302, to location: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Location", location)], body: Data("moved".utf8))
    }

    private static func landing(_ request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(status: 200, body: Data("\(request.method) \(request.path) \(request.body.count)".utf8))
    }

    func testCredentialsAreDroppedWhenARedirectLeavesTheOrigin() throws {
        let (elsewhere, seenElsewhere) = try start(Self.landing)
        let (origin, seenOrigin) = try start { _ in Self.redirect(to: "\(elsewhere.baseURL.absoluteString)/landing") }
        let result = exchange(CurlTransport(), URLRequest("GET", origin.baseURL.appendingPathComponent("start"), headers: credentials))
        XCTAssertEqual(result?.text, "GET /landing 0")
        XCTAssertEqual(result?.response?.response.url?.absoluteString, "\(elsewhere.baseURL.absoluteString)/landing")
        XCTAssertEqual(seenOrigin.value.first?.header("Authorization"), "Bearer secret")
        let followed = try XCTUnwrap(seenElsewhere.value.first)
        XCTAssertNil(followed.header("Authorization"))
        XCTAssertNil(followed.header("Cookie"))
        XCTAssertNil(followed.header("Proxy-Authorization"))
        XCTAssertEqual(followed.header("Accept"), "application/json")
    }

    func testAnotherHostNameForTheSameSocketIsAnotherOrigin() throws {
        let (server, seen) = try start { request in
            request.path == "/start" ? Self.redirect(to: "http://localhost:\(request.header("Host")?.split(separator: ":").last ?? "")/next") : Self.landing(request)
        }
        XCTAssertEqual(exchange(CurlTransport(), URLRequest("GET", server.baseURL.appendingPathComponent("start"), headers: credentials))?.text,
                       "GET /next 0")
        XCTAssertEqual(seen.value.map { $0.header("Authorization") }, ["Bearer secret", nil])
    }

    func testCredentialsStayOnASameOriginRedirect() throws {
        let (server, seen) = try start { request in
            request.path.hasSuffix("/") ? Self.redirect(301, to: String(request.path.dropLast())) : Self.landing(request)
        }
        XCTAssertEqual(exchange(CurlTransport(), URLRequest("GET", server.baseURL.appendingPathComponent("items/"), headers: credentials))?.text,
                       "GET /items 0")
        XCTAssertEqual(seen.value.map(\.path), ["/items/", "/items"])
        for request in seen.value {
            XCTAssertEqual(request.header("Authorization"), "Bearer secret")
            XCTAssertEqual(request.header("Cookie"), "sid=1")
            XCTAssertEqual(request.header("Proxy-Authorization"), "Basic eA==")
        }
    }

    func testA303OrA302AfterAPostGetsAndA307PostsAgain() throws {
        let (server, seen) = try start { request in
            switch request.path {
            case "/303": Self.redirect(303, to: "/done")
            case "/302": Self.redirect(302, to: "/done")
            case "/307": Self.redirect(307, to: "/done")
            default: Self.landing(request)
            }
        }
        let transport = CurlTransport()
        let body = Data(#"{"a":1}"#.utf8)
        let post = { (path: String) in
            URLRequest("POST", server.baseURL.appendingPathComponent(path), headers: ["Content-Type": "application/json"], body: body)
        }
        XCTAssertEqual(exchange(transport, post("303"))?.text, "GET /done 0")
        XCTAssertEqual(exchange(transport, post("302"))?.text, "GET /done 0")
        XCTAssertEqual(exchange(transport, post("307"))?.text, "POST /done \(body.count)")
        XCTAssertNil(seen.value[1].header("Content-Type"), "the GET after a 303 has no body to type")
    }

    func testARedirectLoopEndsWithTooManyRedirects() throws {
        let (server, seen) = try start { _ in Self.redirect(to: "/again") }
        XCTAssertEqual(exchange(CurlTransport(), URLRequest("GET", server.baseURL))?.errorCode, .httpTooManyRedirects)
        XCTAssertEqual(seen.value.count, CurlTransfer.maximumRedirects + 1)
    }

    func testARedirectWithoutALocationIsTheAnswer() throws {
        let (server, _) = try start { _ in HTTPResponse(status: 302, body: Data("stay".utf8)) }
        let response = exchange(CurlTransport(), URLRequest("GET", server.baseURL))?.response
        XCTAssertEqual(response?.status, 302)
        XCTAssertEqual(response.map { String(decoding: $0.data, as: UTF8.self) }, "stay")
    }
}
