import DummyJSON
import Foundation
import GoldenTesting
import Network
import Reactive
import ReactiveTesting
import StagingServer
import ViewModels
import XCTest
@testable import TUI

/// The whole app on the buffer terminal against the staging API's real data:
/// what a person sees at 40, 80 and 120 columns, and what keys do.
/// The app on a buffer terminal, signed in through keys like a person would.
@MainActor
final class AppHarness {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let app: CourierApp
    let terminal: BufferTerminal
    private(set) var quitCount = 0

    init(cols: Int, rows: Int = 24, language: MessageLanguage = .english) {
        let api = StagingAPI(configuration: StagingAPI.Configuration(tokenSecret: Array(repeating: 7, count: 32)))
        var configuration = NetworkConfiguration.dummyJSON(host: try! APIHost(kind: .demo, baseURL: URL(string: "http://127.0.0.1:4321")!))
        configuration.transport = HandlerTransport(handler: api)
        configuration.scheduler = scheduler
        let network = NetworkClient(configuration: configuration)
        terminal = BufferTerminal(size: Size(rows: rows, cols: cols))
        var quit: (@MainActor () -> Void)?
        app = CourierApp(terminal: terminal, appViewModel: AppViewModel(network: network, scheduler: scheduler, language: language),
                         theme: .monochrome, onQuit: { quit?() })
        quit = { [weak self] in self?.quitCount += 1 }
        app.rendersImmediately = true
        app.start()
    }

    func type(_ text: String) {
        for character in text { app.handle(.character(character)) }
    }

    func signIn(password: String = "emilyspass") {
        type("emilys")
        app.handle(.tab)
        type(password)
        app.handle(.enter)
        scheduler.advance(by: 1)
    }

    var text: String { terminal.lines.joined(separator: "\n") }

    /// The browser's state, when it is on screen.
    var browseState: BrowseState? { app.browseState }
    var lines: [String] { terminal.lines }

    func assertInert(file: StaticString = #filePath, line: UInt = #line) {
        for text in terminal.lines {
            let bad = text.unicodeScalars.filter {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                    || (0x2066...0x2069).contains($0.value)
            }
            XCTAssertTrue(bad.isEmpty, "control characters on screen: \(bad.map { String($0.value, radix: 16) })",
                          file: file, line: line)
        }
    }
}

/// The whole app on the buffer terminal against the staging API's real data:
/// what a person sees at 40, 80 and 120 columns, and what keys do.
final class AppScreenTests: XCTestCase {
    func testTheLoginScreenAt80Columns() {
        onMainActor {
            let h = AppHarness(cols: 80)
            let text = h.text
            XCTAssertTrue(text.contains(" DEMO  http://127.0.0.1:4321"), text)
            XCTAssertTrue(text.contains("Username"))
            XCTAssertTrue(text.contains("Password"))
            XCTAssertTrue(text.contains("[ Sign in ]"))
            XCTAssertTrue(text.contains("Demo account: emilys / emilyspass"))
        }
    }

    func testThePasswordIsMasked() {
        onMainActor {
            let h = AppHarness(cols: 80)
            h.type("emilys")
            h.app.handle(.down)
            h.type("secret")
            let text = h.text
            XCTAssertTrue(text.contains("emilys"))
            XCTAssertFalse(text.contains("secret"), "the password is never drawn")
            XCTAssertTrue(text.contains("••••••"), text)
        }
    }

    func testAWrongPasswordShowsInvalidCredentials() {
        onMainActor {
            let h = AppHarness(cols: 80)
            h.signIn(password: "nope")
            XCTAssertTrue(h.text.contains("Invalid credentials"), h.text)
            XCTAssertEqual(h.app.appViewModel.currentState.screen, .login(reason: nil))
        }
    }

    func testSigningInShowsTheProductsList() {
        onMainActor {
            let h = AppHarness(cols: 120)
            h.signIn()
            XCTAssertEqual(h.app.appViewModel.currentState.screen, .browse)
            let lines = h.lines
            XCTAssertTrue(lines[0].contains("Products"), lines[0])
            XCTAssertTrue(lines[1].contains("30 of 194"), lines[1])
            XCTAssertTrue(lines[2].contains("Title") && lines[2].contains("Price"), lines[2])
            XCTAssertTrue(lines[3].contains("Glamour Beauty Mascara"), lines[3])
            XCTAssertTrue(lines[22].contains("DEMO") && lines[22].contains("emilys"), lines[22])
            XCTAssertTrue(lines[23].contains("Search") && lines[23].contains("Quit"), lines[23])
        }
    }

    func testEveryColumnWidthFitsAndCJKStaysWhole() {
        onMainActor {
            for cols in [40, 80, 120] {
                let h = AppHarness(cols: cols)
                h.signIn()
                let lines = h.lines
                for (row, line) in lines.enumerated() {
                    XCTAssertEqual(line.displayWidth, cols, "row \(row) at \(cols) columns: \(line)")
                }
                XCTAssertTrue(lines.contains { $0.contains("无线蓝牙耳机") }, "CJK title shown at \(cols)")
            }
        }
    }

    func testHostileStringsNeverReachTheFrame() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 40)
            h.signIn()
            for tab in ["1", "2", "3"] {
                h.app.handle(.character(Character(tab)))
                h.scheduler.advance(by: 1)
                for _ in 0..<12 {
                    h.app.handle(.end)          // to the end of what is loaded: asks for the next page
                    h.scheduler.advance(by: 1)
                    h.assertInert()
                }
            }
        }
    }

    func testSearchIsDebouncedKeptWithEnterAndClearedWithEscape() {
        onMainActor {
            let h = AppHarness(cols: 100)
            h.signIn()
            h.app.handle(.character("/"))
            h.type("phone")
            h.scheduler.advance(by: 0.2)
            XCTAssertTrue(h.text.contains("30 of 194"), "not searched before the debounce")
            h.scheduler.advance(by: 0.5)
            let searched = h.text
            XCTAssertFalse(searched.contains("30 of 194"), searched)
            h.app.handle(.enter)
            XCTAssertTrue(h.text.contains("Search: phone"))
            h.app.handle(.character("q"))
            XCTAssertEqual(h.quitCount, 1, "q quits once the search field is left")
        }
    }

    func testQDoesNotQuitWhileTyping() {
        onMainActor {
            let h = AppHarness(cols: 80)
            h.signIn()
            h.app.handle(.character("/"))
            h.type("qq")
            XCTAssertEqual(h.quitCount, 0)
            XCTAssertTrue(h.text.contains("Search: qq"))
            h.app.handle(.escape)
            XCTAssertFalse(h.text.contains("Search: qq"))
            h.app.handle(.ctrl("c"))
            XCTAssertEqual(h.quitCount, 1)
        }
    }

    func testTheDetailOpensBesideTheListWhenWide() {
        onMainActor {
            let h = AppHarness(cols: 120)
            h.signIn()
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            let lines = h.lines
            XCTAssertTrue(lines[3].contains("Glamour Beauty"), "the list stays: \(lines[3])")
            XCTAssertTrue(lines.contains { $0.contains("│") && $0.contains("Price") && $0.contains("$") }, lines.joined(separator: "\n"))
            h.app.handle(.escape)
            XCTAssertFalse(h.text.contains("Reviews ("))
        }
    }

    func testTheDetailTakesTheScreenWhenNarrow() {
        onMainActor {
            let h = AppHarness(cols: 80)
            h.signIn()
            h.app.handle(.down)
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            let text = h.text
            XCTAssertFalse(text.contains("Glamour Beauty Mascara"), "the list is hidden")
            XCTAssertTrue(text.contains("Eco Red Lipstick"), text)
            XCTAssertTrue(text.contains("Rating"))
            h.app.handle(.escape)
            XCTAssertTrue(h.text.contains("Glamour Beauty"), h.text)
        }
    }

    func testTabsSwitchToPostsAndUsers() {
        onMainActor {
            let h = AppHarness(cols: 100)
            h.signIn()
            h.app.handle(.character("3"))
            h.scheduler.advance(by: 1)
            XCTAssertTrue(h.text.contains("Emily Johnson"))
            XCTAssertTrue(h.text.contains("30 of 208"))
            h.app.handle(.backTab)
            h.scheduler.advance(by: 1)
            XCTAssertTrue(h.text.contains("30 of 251"))
        }
    }

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
            h.app.handle(.mouse(MouseEvent(.wheelDown, row: 10, col: 5)))
            XCTAssertEqual(h.browseState?.currentList.cursor.selectedIndex, 3, "the wheel moves three rows")
            h.app.handle(.mouse(MouseEvent(.click, row: 3 + 5, col: 5)))
            XCTAssertEqual(h.browseState?.currentList.cursor.selectedIndex, 5, "a click selects the row under it")
            XCTAssertNil(h.browseState?.detail)
            h.app.handle(.mouse(MouseEvent(.click, row: 3 + 5, col: 5)))
            h.scheduler.advance(by: 1)
            XCTAssertEqual(h.browseState?.detail?.request.id, 6, "a click on the selected row opens it")
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
            h.type("maybe")
            h.app.handle(.tab)
            h.type("1")
            h.app.handle(.enter)
            XCTAssertTrue(h.text.contains("↑ yes or no"), h.text)
            h.app.handle(.ctrl("u"))
            h.type("no")
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

    func testLogoutReturnsToLogin() {
        onMainActor {
            let h = AppHarness(cols: 80)
            h.signIn()
            h.app.handle(.character("L"))
            XCTAssertTrue(h.text.contains("[ Sign in ]"))
            XCTAssertNil(h.app.appViewModel.network.sessionStore.current)
        }
    }

    func testHelpIsBuiltFromTheKeyTable() {
        onMainActor {
            let h = AppHarness(cols: 100, rows: 30)
            h.signIn()
            h.app.handle(.character("?"))
            let text = h.text
            XCTAssertTrue(text.contains("Search this list"))
            XCTAssertTrue(text.contains("↑↓ scroll"), "more keys than rows: \(text)")
            XCTAssertFalse(text.contains("Sign out and forget the session"), "below the fold")
            h.app.handle(.character("G"))
            XCTAssertTrue(h.text.contains("Sign out and forget the session"), h.text)
            XCTAssertTrue(h.text.contains("Quit Courier, from anywhere"), "the last entry shows: \(h.text)")
            XCTAssertFalse(h.text.contains("Move up"), "scrolled past the first entry")
            h.app.handle(.character("g"))
            XCTAssertTrue(h.text.contains("Move up"))
            h.app.handle(.escape)
            XCTAssertFalse(h.text.contains("Sign out and forget the session"))
        }
    }

    func testAUserIsEditedFromItsDetail() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30)
            h.signIn()
            h.app.handle(.character("3"))
            h.scheduler.advance(by: 1)
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            XCTAssertTrue(h.text.contains("Emily Johnson"))
            h.app.handle(.character("e"))
            XCTAssertTrue(h.text.contains("Edit user"), h.text)
            h.app.handle(.ctrl("u"))
            h.type("Emilia")
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            XCTAssertFalse(h.text.contains("Edit user"))
            XCTAssertTrue(h.text.contains("Emilia Johnson"), h.text)
            XCTAssertTrue(h.text.contains("Saved user 1. The server does not keep"), h.text)
            XCTAssertTrue(h.lines.contains { $0.contains("Emilia") && $0.contains("emilys") }, "the row too, until a refresh: \(h.text)")
        }
    }

    func testEditIsOnlyOfferedWhereTheAPIWrites() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30)
            h.signIn()
            h.app.handle(.character("8"))
            h.scheduler.advance(by: 1)
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            h.app.handle(.character("e"))
            XCTAssertFalse(h.text.contains("Edit quote"), "quotes are read only")
            XCTAssertFalse(h.lines.last?.contains("e Edit") == true)
            XCTAssertFalse(h.lines.last?.contains("n New") == true)
        }
    }

    func testF1ShowsTheLoginKeys() {
        onMainActor {
            let h = AppHarness(cols: 80)
            h.app.handle(.function(1))
            XCTAssertTrue(h.text.contains("Move to the next field"), h.text)
            h.type("x")
            XCTAssertFalse(h.text.contains("username x"), "keys go to the overlay, not the form")
            h.app.handle(.escape)
            XCTAssertFalse(h.text.contains("Move to the next field"))
        }
    }

    func testTheScreensSpeakTheLanguageTheyAreGiven() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30, language: .simplifiedChinese)
            h.signIn()
            h.app.handle(.character("3"))
            h.scheduler.advance(by: 1)
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            h.app.handle(.character("e"))
            h.type("x")
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            XCTAssertTrue(h.text.contains("已保存 用户 1"), h.text)
            XCTAssertFalse(h.text.contains("Saved"))
        }
    }
}
