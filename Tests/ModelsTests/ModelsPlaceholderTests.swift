import XCTest
@testable import Models

final class ModelsPlaceholderTests: XCTestCase {
    func testModuleLinks() {
        XCTAssertTrue(true, "placeholder until the Models issue lands")
    }
}
