import Foundation
import NetworkTestSupport
import StagingServer
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A route's redirect policy on the transport under test: followed by
/// default, returned as the response with `.doNotFollow`, or decided at each
/// hop; RedirectGuard's credential rule holds for whatever is followed.
final class RedirectPolicyTests: XCTestCase {
    /// /start redirects to /landing (or where `to` says); /landing and the rest echo their path and Authorization.
    private func start() throws -> (HTTPServer, Locked<[HTTPRequest]>) {
        let seen = Locked<[HTTPRequest]>([])
        let server = try startHTTP { request in
            seen.mutate { $0.append(request) }
            if request.path == "/start" {
                return HTTPResponse(status: 302, headers: [("Location", request.queryValue("to") ?? "/landing"),
                                                           ("Content-Type", "text/html")], body: Data("<html>moved</html>".utf8))
            }
            let auth = request.header("Authorization") ?? "none"
            return .json(200, Data(#"{"name":"\#(request.path) \#(auth)"}"#.utf8))
        }
        return (server, seen)
    }

    private func route(_ policy: RedirectPolicy, to target: String? = nil, validation: Validation = .successCodes) -> ShapedRoute {
        ShapedRoute(path: target.map { "/start?to=\($0)" } ?? "/start", redirectPolicy: policy, validation: validation,
                    headers: ["Authorization": "Bearer secret"])
    }

    func testTheDefaultFollowsAsBefore() throws {
        let (server, _) = try start()
        let network = try makeStagingNetwork(for: server.baseURL)
        XCTAssertEqual(firstResult(network, route(.follow), as: Named.self)?.value, Named(name: "/landing Bearer secret"))
    }

    func testNotFollowingReturnsTheRedirectForValidationToJudge() throws {
        let (server, seen) = try start()
        let network = try makeStagingNetwork(for: server.baseURL)

        guard case .error(.http(let status, _)) = try exchange(network, route(.doNotFollow)) else {
            return XCTFail("a 302 is not an answer unless the route accepts it")
        }
        XCTAssertEqual(status, 302)

        let accepted = try exchange(network, route(.doNotFollow, validation: .alsoAccepting([302])))
        XCTAssertEqual(accepted.value?.status, 302)
        XCTAssertEqual(accepted.value?.header("Location"), "/landing")
        XCTAssertEqual(seen.value.map(\.path), ["/start", "/start"], "nothing followed")
    }

    func testADeciderSeesEachHopAndChoosesWhereToGo() throws {
        let (server, seen) = try start()
        let network = try makeStagingNetwork(for: server.baseURL)
        let asked = Locked<[String]>([])
        let policy = RedirectPolicy.deciding { original, response, proposed in
            asked.mutate { $0.append("\(original.url!.path) \(response.statusCode) \(proposed.url!.path)") }
            var next = proposed
            next.url = URL(string: "/elsewhere", relativeTo: proposed.url)!.absoluteURL
            return next
        }
        XCTAssertEqual(firstResult(network, route(policy), as: Named.self)?.value, Named(name: "/elsewhere Bearer secret"))
        XCTAssertEqual(asked.value, ["/start 302 /landing"])
        XCTAssertEqual(seen.value.map(\.path), ["/start", "/elsewhere"])
    }

    func testADeciderCanStopAtTheRedirect() throws {
        let (server, seen) = try start()
        let network = try makeStagingNetwork(for: server.baseURL)
        let result = try exchange(network, route(.deciding { _, _, _ in nil }, validation: .alsoAccepting([302])))
        XCTAssertEqual(result.value?.status, 302)
        XCTAssertEqual(seen.value.map(\.path), ["/start"])
    }

    func testCredentialsADeciderPutsBackStillStayOnTheirOrigin() throws {
        let (server, _) = try start()
        let network = try makeStagingNetwork(for: server.baseURL)
        let policy = RedirectPolicy.deciding { original, _, proposed in
            var next = proposed
            next.setValue(original.value(forHTTPHeaderField: "Authorization"), forHTTPHeaderField: "Authorization")
            return next
        }
        let elsewhere = server.otherOriginURL.appendingPathComponent("landing").absoluteString
        XCTAssertEqual(firstResult(network, route(policy, to: elsewhere), as: Named.self)?.value, Named(name: "/landing none"))
    }

    func testARedirectsBodyIsNotTakenForTheAnswer() throws {
        let (server, _) = try start()
        let network = try makeStagingNetwork(for: server.baseURL)
        // The 302's body is HTML; a JSON route that accepts the 302 still gets it, as the redirect it is.
        let result = try exchange(network, route(.doNotFollow, validation: .alsoAccepting([302])))
        XCTAssertEqual(result.value?.header("Content-Type"), "text/html")
        // Both transports keep the body of a redirect they were told not to follow.
        XCTAssertEqual(result.value.map { String(decoding: $0.data, as: UTF8.self) }, "<html>moved</html>")
    }

    func testAnUnacceptedRedirectIsItsStatusWhateverItsBody() {
        let response = transportResponse(302, "<html>moved</html>", headers: ["Content-Type": "text/html", "Location": "/x"])
        guard case .failure(.http(302, nil)) = ResponseValidator.validate(response, ValidationContext(requiresAuth: false)) else {
            return XCTFail("a redirect's HTML is not a wrong content type")
        }
    }
}
