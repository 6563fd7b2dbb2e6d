import ViewModels
import XCTest
@testable import TUI

/// Issue 25, items 3 and 4: side by side, the list's highlight and the
/// detail beside it name the same record — after a link too — and the
/// detail follows the highlight as it moves.
final class PanesAgreeTests: XCTestCase {
    /// The list pane's rows drawn as selected, as text.
    @MainActor private static func highlightedRows(_ h: AppHarness) -> [String] {
        let rows = 3..<(h.terminal.size.rows - 2)
        return rows.filter { h.terminal.screen[$0, 1].style == Theme.monochrome.selection }
            .map { String(h.lines[$0].prefix(BrowseLayout.listArea(in: Rect(row: 0, col: 0, width: 120, height: 30),
                                                                   detailOpen: true).width)) }
    }

    @MainActor private static func detailTitle(_ h: AppHarness) -> String {
        h.browseState?.detail?.content.map { ErrorPresenter.english.text($0.title) } ?? ""
    }

    func testAfterALinkTheListHighlightsTheRecordShownOrNone() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30)
            h.signIn()
            h.press(.character("2"), .enter, .character("a"))
            XCTAssertEqual(h.browseState?.selectedTab, 2, "the users tab")
            let author = Self.detailTitle(h)
            XCTAssertFalse(author.isEmpty)
            let highlighted = Self.highlightedRows(h)
            XCTAssertTrue(highlighted.allSatisfy { $0.contains(author) },
                          "the list highlights another user than the detail's \(author): \(highlighted)")
            // Enter acts on what is highlighted: nothing new when nothing is.
            let shown = h.browseState?.detail?.request
            h.press(.enter)
            if highlighted.isEmpty { XCTAssertEqual(h.browseState?.detail?.request, shown, "Enter opened a record not shown") }
            // j moves the highlight, and the detail shows where it lands.
            h.press(.character("j"))
            let list = h.browseState?.currentList
            XCTAssertEqual(h.browseState?.detail?.request.id, list?.selectedID, "the detail follows the highlight")
            let now = Self.highlightedRows(h)
            XCTAssertEqual(now.count, 1, "one row highlighted: \(now)")
            XCTAssertTrue(now.first?.contains(Self.detailTitle(h)) == true, "\(now) beside \(Self.detailTitle(h))")
        }
    }

    func testTheSideBySideDetailFollowsTheCursor() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30)
            h.signIn()
            h.press(.enter)
            XCTAssertEqual(h.browseState?.detail?.request.id, h.browseState?.currentList.selectedID)
            for _ in 0..<3 { h.app.handle(.character("j")) }
            h.scheduler.advance(by: 1)
            let state = h.browseState
            XCTAssertEqual(state?.currentList.selectedIndex, 3)
            XCTAssertEqual(state?.detail?.request.id, state?.currentList.selectedID, "j moved the highlight; the detail stays behind")
            XCTAssertNotNil(state?.detail?.content, "and is loaded")
            XCTAssertTrue(Self.highlightedRows(h).first?.contains(Self.detailTitle(h)) == true)
        }
    }

    /// On a narrow screen the detail has the whole body and j scrolls it: nothing to follow there.
    func testANarrowDetailIsScrolledNotReplaced() {
        onMainActor {
            let h = AppHarness(cols: 80, rows: 24)
            h.signIn()
            h.press(.enter)
            let shown = h.browseState?.detail?.request
            h.press(.character("j"))
            XCTAssertEqual(h.browseState?.detail?.request, shown)
            XCTAssertEqual(h.browseState?.currentList.selectedIndex, 0)
        }
    }
}
