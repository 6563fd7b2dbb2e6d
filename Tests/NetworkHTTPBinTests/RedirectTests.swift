import Foundation
import Models
import Network
import XCTest

/// Redirects followed through httpbin's /redirect-to: credentials stay on the
/// origin they were meant for, and go along while the origin stays the same.
final class RedirectTests: HTTPBinTestCase {
    func testTheTokenIsDroppedWhenARedirectLeavesTheOrigin() throws {
        let recorder = RecordingPlugin()
        let network = try makeNetwork(plugins: [recorder], bearer: "token-123")
        let landed = try value(network, RedirectRouter.to(httpbin.other("/headers")), as: Echo.self)
        XCTAssertEqual(recorder.sent.first?.request.value(forHTTPHeaderField: "Authorization"), "Bearer token-123",
                       "the first origin got it")
        let other = try XCTUnwrap(httpbin.otherURL.host)
        XCTAssertEqual(landed.headers["Host"], "\(other):\(httpbin.otherURL.port ?? 80)", "the redirect was followed")
        XCTAssertNil(landed.headers["Authorization"], "the token stayed home")
        XCTAssertEqual(landed.headers["User-Agent"], "Courier/9.9.9", "the other headers went along")
    }

    func testABasicHeaderIsDroppedWhenARedirectLeavesTheOrigin() throws {
        let route = RedirectRouter.to(httpbin.other("/headers")).adding(headers: ["Authorization": "Basic YWRhOnB3"])
        let landed = try value(try makeNetwork(), route, as: Echo.self)
        XCTAssertNil(landed.headers["Authorization"])
    }

    func testTheTokenStaysOnASameOriginRedirect() throws {
        let landed = try value(try makeNetwork(bearer: "token-123"), RedirectRouter.to(httpbin.here("/headers")), as: Echo.self)
        XCTAssertEqual(landed.headers["Authorization"], "Bearer token-123")
    }

    func testARelativeRedirectStaysOnTheOriginWithItsToken() throws {
        let landed = try value(try makeNetwork(bearer: "token-123"), RedirectRouter.to(URL(string: "/headers")!), as: Echo.self)
        XCTAssertEqual(landed.headers["Authorization"], "Bearer token-123")
    }

    func testA307KeepsTheMethodAcrossOriginsButNotTheToken() throws {
        let route = RedirectRouter.to(httpbin.other("/anything"), status: 307, method: .post)
        let landed = try value(try makeNetwork(bearer: "token-123"), route, as: Echo.self)
        XCTAssertEqual(landed.method, "POST")
        XCTAssertNil(landed.headers["Authorization"])
    }

    func testA303TurnsAPostIntoAGet() throws {
        let route = RedirectRouter.to(httpbin.here("/anything"), status: 303, method: .post)
        let landed = try value(try makeNetwork(), route, as: Echo.self)
        XCTAssertEqual(landed.method, "GET")
    }
}
