import ViewModels
import XCTest
@testable import TUI

/// Issue 25, item 18: the smaller things a walk through every screen found.
final class SmallerThingsTests: XCTestCase {
    func testARecipesAuthorIsNamed() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 40)
            h.signIn()
            h.press(.character("5"), .enter)
            XCTAssertTrue(h.browseState?.detail?.content != nil)
            XCTAssertFalse(h.text.contains("user #"), "an id where a name belongs:\n\(h.text)")
            let userID = h.browseState?.detail?.content?.links.first?.target
            guard case .record(_, let id)? = userID, let name = h.browseState?.names.name(.userName, id: id) else {
                return XCTFail("the author's link and name")
            }
            XCTAssertTrue(h.text.contains("Author: \(name)"), h.text)
        }
    }
}
