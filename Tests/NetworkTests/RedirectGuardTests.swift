import Foundation
import NetworkTestSupport
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class RedirectGuardTests: XCTestCase {
    private func request(_ url: String) -> URLRequest {
        var request = URLRequest(url: URL(string: url)!)
        request.setValue("Bearer secret", forHTTPHeaderField: "Authorization")
        request.setValue("sid=1", forHTTPHeaderField: "Cookie")
        request.setValue("Basic x", forHTTPHeaderField: "Proxy-Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    func testCredentialsAreDroppedWhenARedirectLeavesTheOrigin() {
        let original = URL(string: "http://127.0.0.1:8080/auth/me")!
        for target in ["http://127.0.0.1:8081/auth/me", "http://evil.test:8080/auth/me", "https://127.0.0.1:8080/auth/me",
                       "http://localhost:8080/auth/me"] {
            let redirected = RedirectGuard.redirected(request(target), from: original)
            XCTAssertNil(redirected.value(forHTTPHeaderField: "Authorization"), target)
            XCTAssertNil(redirected.value(forHTTPHeaderField: "Cookie"), target)
            XCTAssertNil(redirected.value(forHTTPHeaderField: "Proxy-Authorization"), target)
            XCTAssertEqual(redirected.value(forHTTPHeaderField: "Accept"), "application/json", target)
            XCTAssertEqual(redirected.url?.absoluteString, target)
        }
    }

    func testCredentialsStayOnTheSameOrigin() {
        let original = URL(string: "http://127.0.0.1:8080/auth/products/")!
        for target in ["http://127.0.0.1:8080/auth/products", "HTTP://127.0.0.1:8080/other?x=1"] {
            let redirected = RedirectGuard.redirected(request(target), from: original)
            XCTAssertEqual(redirected.value(forHTTPHeaderField: "Authorization"), "Bearer secret", target)
            XCTAssertEqual(redirected.value(forHTTPHeaderField: "Cookie"), "sid=1", target)
        }
        let https = RedirectGuard.redirected(request("https://dummyjson.com:443/x"), from: URL(string: "https://dummyjson.com/y")!)
        XCTAssertEqual(https.value(forHTTPHeaderField: "Authorization"), "Bearer secret", "443 is https's own port")
    }

    func testWithoutAnOriginalURLTheRequestIsLeftAlone() {
        let redirected = RedirectGuard.redirected(request("http://127.0.0.1:1/x"), from: nil)
        XCTAssertEqual(redirected.value(forHTTPHeaderField: "Authorization"), "Bearer secret")
    }
}
