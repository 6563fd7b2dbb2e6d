import DummyJSON
import Foundation
import Network
import Reactive
import ReactiveTesting
import StagingServer
import ViewModels
import XCTest
@testable import TUI

/// The whole app on the buffer terminal: links, the command line, the mouse,
/// writes, and frames at sizes from tiny to tall.
final class AppBrowsingTests: XCTestCase {
    func testALinkLeadsFromAPostToItsAuthorAndEscapeComesBack() throws {
        try onMainActor {
            let h = AppHarness(cols: 80, rows: 24)
            h.signIn()
            h.app.handle(.character("2"))
            h.scheduler.advance(by: 1)
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            let post = h.text
            let author = try XCTUnwrap(h.browseState?.names.name(.userName, id: 85), "post 1's author, looked up")
            XCTAssertTrue(post.contains("a  Author: \(author)"), "the link says the author's name, not \"user #85\": \(post)")
            XCTAssertTrue(post.contains("c  Comments"), post)
            XCTAssertTrue(h.lines.last?.contains("a Follow") == true, "the footer names the key: \(h.lines.last ?? "")")
            let title = h.lines[2].trimmingCharacters(in: .whitespaces)
            h.app.handle(.character("a"))
            h.scheduler.advance(by: 1)
            XCTAssertEqual(h.browseState?.selectedTab, 2, "the users tab")
            XCTAssertTrue(h.lines[1].hasPrefix(String(title.prefix(12))) && h.lines[1].contains(" › Author: \(author)"),
                          "the breadcrumb: \(h.lines[1])")
            XCTAssertTrue(h.text.contains("Contact"), "the author's detail: \(h.text)")
            h.app.handle(.escape)
            XCTAssertEqual(h.browseState?.selectedTab, 1, "back to posts")
            XCTAssertEqual(h.lines[2].trimmingCharacters(in: .whitespaces), title, "the same post, at once")
            XCTAssertFalse(h.lines[1].contains("›"), "no trail left: \(h.lines[1])")
        }
    }

    func testTheCommandLineJumpsFiltersAndSorts() {
        onMainActor {
            let h = AppHarness(cols: 100, rows: 24)
            h.signIn()
            h.app.handle(.character("3"))
            h.scheduler.advance(by: 1)
            h.app.handle(.character(":"))
            XCTAssertTrue(h.lines.last?.hasPrefix(":") == true, "the command line: \(h.lines.last ?? "")")
            h.type("pr")
            XCTAssertTrue(h.lines.last?.contains("products") == true, "what it could become: \(h.lines.last ?? "")")
            h.app.handle(.tab)
            h.type("c")
            h.app.handle(.tab)
            XCTAssertTrue(h.lines.last?.contains(":products category=") == true, h.lines.last ?? "")
            h.type("laptops")
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            XCTAssertEqual(h.browseState?.selectedTab, 0)
            XCTAssertTrue(h.lines[1].contains("category=laptops"), h.lines[1])
            XCTAssertEqual(h.browseState?.currentList.filter, FilterValue("category", "laptops"))
            XCTAssertGreaterThan(h.browseState?.currentList.items.count ?? 0, 0)
            h.app.handle(.character("s"))
            h.scheduler.advance(by: 1)
            XCTAssertTrue(h.lines[1].contains("by title ↑"), h.lines[1])
            h.app.handle(.character("S"))
            h.scheduler.advance(by: 1)
            XCTAssertTrue(h.lines[1].contains("by title ↓"), h.lines[1])
            h.app.handle(.character(":"))
            h.type("nonsense")
            h.app.handle(.enter)
            XCTAssertTrue(h.lines.last?.contains("nonsense") == true, "kept to correct: \(h.lines.last ?? "")")
            XCTAssertTrue(h.text.contains("No resource “nonsense”"), h.text)
            h.app.handle(.escape)
            XCTAssertFalse(h.lines.last?.hasPrefix(":") == true)
        }
    }

    func testTheMouseClicksTabsRowsAndLinksAndTheWheelScrolls() {
        onMainActor {
            let h = AppHarness(cols: 80, rows: 24)
            h.signIn()
            let postsAt = try! XCTUnwrap(h.lines[0].range(of: "Posts")).lowerBound
            let postsCol = h.lines[0].distance(from: h.lines[0].startIndex, to: postsAt)
            h.app.handle(.mouse(MouseEvent(.click, row: 0, col: postsCol)))
            h.scheduler.advance(by: 1)
            XCTAssertEqual(h.browseState?.selectedTab, 1, "a click on a tab")
            h.wheelThenClickTheSixthRowOpen()
            let linkRow = try! XCTUnwrap(h.lines.firstIndex { $0.hasPrefix("a  Author") }, h.text)
            h.app.handle(.mouse(MouseEvent(.click, row: linkRow, col: 4)))
            h.scheduler.advance(by: 1)
            XCTAssertEqual(h.browseState?.selectedTab, 2, "a click on a link follows it")
            h.app.handle(.mouse(MouseEvent(.wheelDown, row: 10, col: 5)))
            XCTAssertEqual(h.browseState?.detail?.scroll, 3, "the wheel scrolls the detail")
            let backAt = try! XCTUnwrap(h.lines[23].range(of: "Esc Back")).lowerBound
            h.app.handle(.mouse(MouseEvent(.click, row: 23, col: h.lines[23].distance(from: h.lines[23].startIndex, to: backAt))))
            XCTAssertEqual(h.browseState?.selectedTab, 1, "a click on a hint does what its key does")
        }
    }

    func testATodoIsAddedCheckedAndDeletedWithTheServerSayingItKeepsNothing() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30)
            h.signIn()
            h.app.handle(.character("7"))
            h.scheduler.advance(by: 1)
            h.app.handle(.character("n"))
            XCTAssertTrue(h.text.contains("New todo"), h.text)
            h.app.handle(.enter)
            XCTAssertTrue(h.text.contains("↑ required"), "an empty todo is refused: \(h.text)")
            h.type("Water the plants 🌱")
            h.app.handle(.tab)
            h.app.handle(.character(" "))   // Done, a box: ticked
            XCTAssertTrue(h.text.contains("[x]"), h.text)
            h.app.handle(.character(" "))   // and cleared
            h.app.handle(.tab)
            h.type("1")
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            XCTAssertFalse(h.text.contains("New todo"), h.text)
            XCTAssertTrue(h.text.contains("Added todo 255. The server does not keep it"), h.text)
            XCTAssertTrue(h.lines[3].contains("255") && h.lines[3].contains("Water the plants 🌱"), "first in the list: \(h.lines[3])")
            XCTAssertEqual(h.browseState?.detail?.request.id, 255, "and opened")
            h.app.handle(.escape)
            h.app.handle(.down)
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            let id = try! XCTUnwrap(h.browseState?.detail?.request.id)
            h.app.handle(.character("D"))
            XCTAssertTrue(h.text.contains("Delete todo \(id)? y deletes it"), h.text)
            h.app.handle(.character("x"))
            XCTAssertFalse(h.text.contains("Delete todo"), "any other key keeps it")
            h.app.handle(.character("D"))
            h.app.handle(.character("y"))
            h.scheduler.advance(by: 1)
            XCTAssertNil(h.browseState?.detail)
            XCTAssertTrue(h.text.contains("Deleted todo \(id)."), h.text)
            XCTAssertFalse(h.browseState?.currentList.items.ids.contains(id) ?? true, "gone from the list")
        }
    }

    func testATallScreenFillsItself() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 40)
            h.signIn()
            h.scheduler.advance(by: 1)
            XCTAssertEqual(h.browseState?.currentList.items.count, 60, "the first page and the next, to fill 35 rows")
            XCTAssertTrue(h.lines[37].hasPrefix("   35 "), "the last list row is filled: \(h.lines[37])")
        }
    }

    func testATinyTerminalSaysHowBigItMustBeAndRecovers() {
        onMainActor {
            let h = AppHarness(cols: 80)
            h.signIn()
            h.terminal.resize(to: Size(rows: 8, cols: 30))
            h.app.resized()
            XCTAssertTrue(h.text.contains("too small"), h.text)
            h.terminal.resize(to: Size(rows: 24, cols: 80))
            h.app.resized()
            XCTAssertTrue(h.text.contains("Glamour Beauty"), h.text)
        }
    }

    func testAnUnchangedFrameWritesNoCells() {
        onMainActor {
            let h = AppHarness(cols: 120)
            h.signIn()
            h.app.render()
            XCTAssertEqual(h.app.renderer.lastCellsWritten, 0)
            let before = h.app.renderer.cellsWrittenTotal
            h.app.handle(.down)
            let written = h.app.renderer.cellsWrittenTotal - before
            XCTAssertGreaterThan(written, 0)
            XCTAssertLessThan(written, 120 * 4, "moving the selection redraws about two rows")
        }
    }

}
