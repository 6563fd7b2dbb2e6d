import CourierCLI
import DummyJSON
import Foundation
import XCTest
@testable import Network

final class HostTests: XCTestCase {
    private func resolve(_ flag: String?, _ baseURL: String? = nil, env: [String: String] = [:]) throws -> HostSelection {
        try HostSelection.resolve(flag: flag, baseURL: baseURL, environment: env)
    }

    func testFlagBeatsEnvironmentBeatsTheDemoDefault() throws {
        XCTAssertEqual(try resolve(nil).kind, .demo)
        XCTAssertEqual(try resolve(nil, env: ["COURIER_HOST": ""]).kind, .demo, "an empty variable is no choice")
        XCTAssertEqual(try resolve(nil, env: ["COURIER_HOST": "test"]).kind, .test)
        XCTAssertEqual(try resolve("release", env: ["COURIER_HOST": "test"]).kind, .release)
        XCTAssertEqual(try resolve("demo", env: ["COURIER_HOST": "release"]).kind, .demo)
        XCTAssertEqual(try resolve("TEST").kind, .test, "names ignore case")
    }

    func testUnknownHostNamesAreRefusedWithTheChoices() {
        for name in ["staging", "prod", ""] {
            XCTAssertThrowsError(try resolve(name), name) { error in
                guard case NetworkError.invalidRequest(.unknownHost(let named)) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(named, name, "the words, with the choices, are the presenter's (ErrorPresenterTests)")
            }
        }
        XCTAssertThrowsError(try resolve(nil, env: ["COURIER_HOST": "nowhere"]))
    }

    func testFixedHostsAndTheirURLs() throws {
        XCTAssertEqual(try resolve("release").host(), .dummyJSON)
        XCTAssertEqual(try resolve("release").host().baseURL.absoluteString, "https://dummyjson.com")
        XCTAssertEqual(try resolve("test").host().baseURL.absoluteString, "http://127.0.0.1:8080")
        XCTAssertEqual(try resolve("test").host().kind, .test)
    }

    func testDemoNeedsItsServersURL() throws {
        let selection = try resolve(nil)
        XCTAssertThrowsError(try selection.host())
        let host = try selection.host(demoURL: URL(string: "http://127.0.0.1:54321")!)
        XCTAssertEqual(host.kind, .demo)
        XCTAssertEqual(host.origin, "http://127.0.0.1:54321")
    }

    func testBaseURLPointsAnyKindElsewhere() throws {
        let test = try resolve("test", "http://127.0.0.1:9999").host()
        XCTAssertEqual(test.kind, .test)
        XCTAssertEqual(test.baseURL.absoluteString, "http://127.0.0.1:9999")
        let demo = try resolve("demo", "http://localhost:1234").host(demoURL: URL(string: "http://127.0.0.1:1")!)
        XCTAssertEqual(demo.baseURL.absoluteString, "http://localhost:1234", "the override beats the demo server")
        let release = try resolve("release", "https://mirror.example.org/api").host()
        XCTAssertEqual(release.url(for: "/auth/me").absoluteString, "https://mirror.example.org/api/auth/me")
    }

    func testReleaseRefusesPlainHTTP() throws {
        XCTAssertThrowsError(try resolve("release", "http://dummyjson.com").host()) { error in
            guard case NetworkError.invalidRequest(.insecureRelease(let url)) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(url, "http://dummyjson.com")
        }
        XCTAssertThrowsError(try APIHost(kind: .release, baseURL: URL(string: "HTTP://dummyjson.com")!))
        XCTAssertNoThrow(try APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:1")!))
    }

    func testBaseURLsThatAreNotHTTPAreRefused() {
        XCTAssertThrowsError(try resolve("test", "not a url"))
        XCTAssertThrowsError(try resolve("test", "/just/a/path"))
        XCTAssertThrowsError(try resolve("test", "ftp://127.0.0.1/").host())
        XCTAssertThrowsError(try APIHost(kind: .test, baseURL: URL(string: "file:///tmp")!))
        XCTAssertThrowsError(try APIHost(kind: .test, baseURL: URL(string: "http:")!))
    }

    func testOriginNormalisesCaseAndDefaultPorts() {
        XCTAssertEqual(APIHost.origin(of: URL(string: "HTTPS://DummyJSON.com/x")!), "https://dummyjson.com:443")
        XCTAssertEqual(APIHost.origin(of: URL(string: "http://127.0.0.1/x")!), "http://127.0.0.1:80")
        XCTAssertEqual(APIHost.origin(of: URL(string: "http://127.0.0.1:8080/x?y")!), "http://127.0.0.1:8080")
        XCTAssertNotEqual(APIHost.origin(of: URL(string: "http://127.0.0.1:8080")!),
                          APIHost.origin(of: URL(string: "http://127.0.0.1:8081")!))
        XCTAssertNotEqual(APIHost.origin(of: URL(string: "http://a.test")!), APIHost.origin(of: URL(string: "https://a.test")!))
    }

    func testURLForAPathKeepsTheBasePathAndOneSlash() throws {
        let host = try APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:8080/v1/")!)
        XCTAssertEqual(host.url(for: "/products").absoluteString, "http://127.0.0.1:8080/v1/products")
        XCTAssertEqual(host.url(for: "products").absoluteString, "http://127.0.0.1:8080/v1/products")
        XCTAssertEqual(APIHost.dummyJSON.url(for: "/auth/me").absoluteString, "https://dummyjson.com/auth/me")
    }

    func testBadges() {
        XCTAssertEqual(HostKind.allCases.map(\.badge), ["RELEASE", "TEST", "DEMO"])
    }
}
