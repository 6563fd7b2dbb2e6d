import Foundation
import XCTest
@testable import Network

/// `APIHost.isURL(_:on:)` decides on a URL's text when it can: it must agree
/// with `origin(of:)` on every URL, tricks included, since a token follows it.
final class OriginCheckTests: XCTestCase {
    private func agrees(_ url: String, _ origin: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let parsed = URL(string: url)!
        let decided = APIHost.isURL(parsed, on: origin)
        XCTAssertEqual(decided, APIHost.origin(of: parsed) == origin, "\(url) on \(origin)", file: file, line: line)
        return decided
    }

    func testAURLUnderItsOriginIsOnIt() {
        XCTAssertTrue(agrees("http://127.0.0.1:8080/auth/products?limit=30&skip=0", "http://127.0.0.1:8080"))
        XCTAssertTrue(agrees("http://127.0.0.1:8080", "http://127.0.0.1:8080"))
        XCTAssertTrue(agrees("http://127.0.0.1:8080?q=1", "http://127.0.0.1:8080"))
        XCTAssertTrue(agrees("http://127.0.0.1:8080#top", "http://127.0.0.1:8080"))
    }

    func testTheSchemesDefaultPortIsTheSameOriginWrittenOrNot() {
        XCTAssertTrue(agrees("https://dummyjson.com/auth/me", "https://dummyjson.com:443"))
        XCTAssertTrue(agrees("https://dummyjson.com:443/auth/me", "https://dummyjson.com:443"))
        XCTAssertTrue(agrees("http://example.com/x", "http://example.com:80"))
        XCTAssertFalse(agrees("http://dummyjson.com/auth/me", "https://dummyjson.com:443"))
        XCTAssertFalse(agrees("https://example.com/x", "http://example.com:80"))
    }

    func testAURLThatOnlyBeginsLikeTheOriginIsNotOnIt() {
        // User info, a longer port, a longer host: the text starts like the origin, the origin differs.
        XCTAssertFalse(agrees("http://127.0.0.1:8080@evil.example/steal", "http://127.0.0.1:8080"))
        XCTAssertFalse(agrees("http://127.0.0.1:80801/", "http://127.0.0.1:8080"))
        XCTAssertFalse(agrees("https://dummyjson.com.evil.example/", "https://dummyjson.com:443"))
        XCTAssertFalse(agrees("https://dummyjson.com:4430/", "https://dummyjson.com:443"))
        XCTAssertFalse(agrees("https://dummyjson.com@evil.example/", "https://dummyjson.com:443"))
    }

    func testAURLWrittenOtherwiseIsParsed() {
        // Upper case: the text differs from the origin, the parse finds them the same.
        XCTAssertTrue(agrees("HTTP://LOCALHOST:8080/x", "http://localhost:8080"))
        XCTAssertTrue(agrees("https://DummyJSON.com/x", "https://dummyjson.com:443"))
        XCTAssertFalse(agrees("http://localhost:9090/x", "http://localhost:8080"))
    }
}
