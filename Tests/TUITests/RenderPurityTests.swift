import DummyJSON
import Foundation
import Network
import ViewModels
import XCTest
@testable import TUI

/// Screens render from state alone: the same state gives the same cells,
/// however often and after whatever other sizes were drawn.
final class RenderPurityTests: XCTestCase {
    /// Frames of one app state at a size, with other sizes drawn in between.
    @MainActor
    private static func assertPure(_ harness: AppHarness, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let size = harness.terminal.size
        let first = harness.app.makeFrame()
        XCTAssertEqual(harness.app.makeFrame(), first, "\(what): a second frame differs", file: file, line: line)
        for other in [Size(rows: 12, cols: 40), Size(rows: 40, cols: 160), Size(rows: 30, cols: 99)] {
            harness.terminal.resize(to: other)
            _ = harness.app.makeFrame()
        }
        harness.terminal.resize(to: size)
        XCTAssertEqual(harness.app.makeFrame(), first, "\(what): drawing other sizes changed this one", file: file, line: line)
    }

    func testTheLoginScreenIsPure() {
        onMainActor {
            let h = AppHarness(cols: 80)
            Self.assertPure(h, "empty login")
            h.signIn(password: "wrong")
            Self.assertPure(h, "login with an error")
            h.app.handle(.function(1))
            Self.assertPure(h, "login help")
        }
    }

    func testTheBrowserIsPureInEveryMode() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30)
            h.signIn()
            Self.assertPure(h, "list")
            h.app.handle(.character("/"))
            h.type("pho")
            Self.assertPure(h, "typing a search")
            h.scheduler.advance(by: 1)
            h.app.handle(.enter)
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            Self.assertPure(h, "detail beside the list")
            h.terminal.resize(to: Size(rows: 30, cols: 80))
            Self.assertPure(h, "detail full screen")
            h.app.handle(.pageDown)
            Self.assertPure(h, "detail scrolled")
            h.app.handle(.escape)
            h.app.handle(.character("3"))
            h.scheduler.advance(by: 1)
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            h.app.handle(.character("e"))
            Self.assertPure(h, "edit form")
            h.app.handle(.escape)
            h.app.handle(.character("?"))
            Self.assertPure(h, "help")
        }
    }

    func testArrowsScrollAFullScreenDetailAndMoveTheListBesideIt() {
        onMainActor {
            let h = AppHarness(cols: 80, rows: 24)
            h.signIn()
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            let narrow = Rect(size: h.terminal.size)
            let state = try! XCTUnwrap(h.browseState)
            var scrolled = state
            BrowseFrames.press(.down, in: &scrolled, area: narrow)
            XCTAssertEqual(scrolled.detail?.scroll, 1, "at 80 columns the detail has the screen")
            XCTAssertEqual(scrolled.currentList.cursor, state.currentList.cursor)
            let lines = scrolled.viewport.detailLineCount
            XCTAssertGreaterThan(lines, 20)
            let wide = Rect(size: Size(rows: 24, cols: 120))
            var moved = state
            BrowseFrames.press(.down, in: &moved, area: wide)
            XCTAssertEqual(moved.detail?.scroll, state.detail?.scroll, "at 120 columns the list keeps the arrows")
            XCTAssertEqual(moved.currentList.selectedIndex, (state.currentList.selectedIndex ?? 0) + 1,
                           "at 120 columns the list keeps the arrows")
            let rows = moved.viewport.listRows
            XCTAssertEqual(rows, 19)
        }
    }
}
