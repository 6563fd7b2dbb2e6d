import ViewModels
import XCTest
@testable import TUI

/// Issue 25, item 8: a record just added opens again as the server answered
/// it (the server keeps no write, so asking it again finds nothing), until a
/// refresh brings the server's own list back.
final class AddedRecordTests: XCTestCase {
    func testARecordJustAddedOpensAgain() {
        onMainActor {
            let h = AppHarness(cols: 80, rows: 24)
            h.signIn()
            h.press(.character("3"), .character("n"))
            XCTAssertNotNil(h.browseState?.editForm, "the new user's form")
            h.type("Ada")
            h.app.handle(.tab)
            h.type("Lovelace")
            h.app.handle(.tab)
            h.type("ada@example.com")
            h.press(.enter)
            let added = h.browseState?.detail?.request.id
            XCTAssertNotNil(added, "the new user, opened")
            XCTAssertTrue(h.text.contains("ada@example.com"), h.text)
            h.press(.escape)
            XCTAssertNil(h.browseState?.detail)
            XCTAssertEqual(h.browseState?.currentList.selectedID, added, "first in the list")
            h.press(.enter)
            XCTAssertEqual(h.browseState?.detail?.request.id, added)
            XCTAssertNil(h.browseState?.detail?.error, "opened as answered, not asked of a server that kept nothing")
            XCTAssertTrue(h.text.contains("ada@example.com"), h.text)
            XCTAssertFalse(h.text.contains("not found"), h.text)
            h.press(.escape, .character("r"))
            XCTAssertFalse(h.browseState?.currentList.items.ids.contains(added ?? 0) == true, "a refresh shows the server's list")
            XCTAssertTrue(h.browseState?.writtenRecords.isEmpty == true, "and forgets the answers kept until then")
        }
    }
}
