import Foundation
import Models
import XCTest
@testable import StagingServer

final class APITextMatcherTests: XCTestCase {
    func testASCIINeedlesIgnoreCase() {
        let matcher = TextMatcher("PhOnE")
        XCTAssertTrue(matcher.matches("The iPhone 13"))
        XCTAssertTrue(matcher.matches("SMARTPHONE"))
        XCTAssertTrue(matcher.matches("phone"))
        XCTAssertFalse(matcher.matches("phon"))
        XCTAssertFalse(matcher.matches(""))
        XCTAssertTrue(TextMatcher("é").matches("CAFÉ"), "non-ASCII needles fall back to full lowercasing")
        XCTAssertTrue(TextMatcher("").matchesEverything)
        XCTAssertFalse(TextMatcher("x").matchesEverything)
    }

    func testASCIINeedleDoesNotMatchInsideMultibyteText() {
        XCTAssertTrue(TextMatcher("pack").matches("Party Pack 🎉🎈"))
        XCTAssertFalse(TextMatcher("a").matches("无线蓝牙耳机 🎉"))
    }

    func testCJKSearchFindsCJKTitles() throws {
        let page = try SharedAPI.standard.get("/products/search", [("q", "蓝牙")]).decode(Page<Product>.self)
        XCTAssertGreaterThan(page.total, 0)
        XCTAssertTrue(page.items.allSatisfy { $0.title.contains("蓝牙") || $0.description.contains("蓝牙") })
    }
}
