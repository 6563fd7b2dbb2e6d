import XCTest
@testable import Network

final class NetworkPlaceholderTests: XCTestCase {
    func testModuleLinks() {
        XCTAssertTrue(true, "placeholder until the Network issue lands")
    }
}
