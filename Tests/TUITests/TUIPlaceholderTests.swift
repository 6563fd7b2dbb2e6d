import XCTest
@testable import TUI

final class TUIPlaceholderTests: XCTestCase {
    func testModuleLinks() {
        XCTAssertTrue(true, "placeholder until the TUI issue lands")
    }
}
