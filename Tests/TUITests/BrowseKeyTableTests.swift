import ViewModels
import XCTest
@testable import TUI

/// Each mode's key table is built once, whatever is drawn and pressed, and
/// is data a remapping can change by intent name.
final class BrowseKeyTableTests: XCTestCase {
    func testEachModesKeyTableIsBuiltOnce() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30)
            h.signIn()
            // Touch every table once, so what follows only reads them.
            for table in [BrowseKeyTables.search.bindings.count, BrowseKeyTables.commandLine.bindings.count,
                          BrowseKeyTables.form.bindings.count, BrowseKeyTables.confirmation.bindings.count,
                          BrowseKeyTables.help.bindings.count, BrowseKeyTables.errorOverlay.bindings.count] {
                XCTAssertGreaterThan(table, 0)
            }
            let built = BrowseKeyTables.constructions
            let keys: [Key] = [.down, .down, .character("/"), .character("p"), .enter, .escape, .character(":"),
                               .character("s"), .tab, .escape, .character("?"), .character("j"), .character("?"),
                               .enter, .down, .character("e"), .escape, .escape, .character("2"), .pageDown, .up,
                               .character("f"), .escape, .mouse(MouseEvent(.wheelDown, row: 5, col: 5))]
            for _ in 0..<5 {
                for key in keys {
                    h.app.handle(key)
                    h.scheduler.advance(by: 0.5)
                    _ = h.app.makeFrame()
                }
            }
            XCTAssertEqual(BrowseKeyTables.constructions, built, "no table was built again for a key or a frame")
            XCTAssertNotNil(h.browseState, "still browsing")
        }
    }

    func testAnIntentIsRemappedByName() {
        let table = BrowseKeyTables.forLists([]).browsing.rebinding("quit", to: [.character("Z")])
        XCTAssertEqual(table.action(for: .character("Z")), .quit)
        XCTAssertNil(table.action(for: .character("q")), "q no longer quits")
        XCTAssertNil(table.action(for: .ctrl("c")), "every binding of the intent is remapped")
        XCTAssertEqual(table.action(for: .character("r")), .refresh, "other intents keep their keys")
    }
}
