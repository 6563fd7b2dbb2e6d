import ViewModels
import XCTest
@testable import TUI

/// Issue 25, item 14: the footer always tells how to get help and how to
/// leave — `? Help` and `q Quit` in the browser, F1 and ^C on the login
/// form — at 80×24 and narrower; the other hints give way first.
final class FooterHintsTests: XCTestCase {
    func testTheBrowsersFooterKeepsHelpAndQuitAtEveryWidth() {
        var withDetail = BrowseFrames.productsLoaded()
        BrowseFrames.press(.enter, in: &withDetail)
        for state in [BrowseFrames.productsLoaded(), withDetail] {
            for cols in [40, 60, 80, 100, 120] {
                let footer = BrowseFrames.frame(state, cols: cols).lines[23]
                XCTAssertTrue(footer.contains("? Help"), "\(cols) columns: \(footer)")
                XCTAssertTrue(footer.contains("q Quit"), "\(cols) columns: \(footer)")
            }
        }
    }

    func testAt80ColumnsTheFooterIsHintsInTableOrderEndingWithHelpAndQuit() {
        let footer = BrowseFrames.frame(BrowseFrames.productsLoaded(), cols: 80).lines[23]
        XCTAssertEqual(footer.trimmingCharacters(in: .whitespaces),
                       "Enter Open  n New  / Search  : Command  s Sort  f Filter  ? Help  q Quit")
    }

    func testOtherHintsGiveWayFromTheEnd() {
        let table = KeyBindingTable<Int>([
            KeyBinding([.character("a")], label: "Alpha", help: "", action: 0),
            KeyBinding([.character("b")], label: "Bravo", help: "", action: 1),
            KeyBinding([.character("?")], label: "Help", help: "", staysInHints: true, action: 2),
            KeyBinding([.character("c")], label: "Charlie", help: "", action: 3),
            KeyBinding([.character("q")], label: "Quit", help: "", staysInHints: true, action: 4),
        ])
        let line = { (cols: Int) -> String in
            var buffer = CellBuffer(size: Size(rows: 1, cols: cols))
            KeyHints.render(table, into: &buffer, area: buffer.bounds, theme: .monochrome)
            return buffer.line(0).trimmingCharacters(in: .whitespaces)
        }
        XCTAssertEqual(line(60), "a Alpha  b Bravo  ? Help  c Charlie  q Quit")
        XCTAssertEqual(line(40), "a Alpha  b Bravo  ? Help  q Quit")
        XCTAssertEqual(line(25), "a Alpha  ? Help  q Quit")
        XCTAssertEqual(line(16), "? Help  q Quit")
        XCTAssertEqual(line(10), "? Help", "what does not fit whole is left out, the first that stays first")
        let placed = KeyHints.placements(table, in: Rect(row: 0, col: 0, width: 25, height: 1)).map(\.index)
        XCTAssertEqual(placed, [0, 2, 4], "a click finds the hint where it is drawn")
    }

    func testTheLoginFormsFooterKeepsHelpAndQuit() {
        var app = BrowseFrames.app()
        app.screen = .login(reason: nil)
        for (cols, rows) in [(80, 24), (40, 12)] {
            var buffer = CellBuffer(size: Size(rows: rows, cols: cols))
            LoginScreen.render(LoginState(), app: app, into: &buffer, area: buffer.bounds, theme: .monochrome)
            let footer = buffer.lines[rows - 1]
            XCTAssertTrue(footer.contains("F1 Help") && footer.contains("^C Quit"), "\(cols)×\(rows): \(footer)")
        }
        // Signing in, how to stop it stays too, at 40 columns.
        var signingIn = LoginState()
        signingIn.isLoading = true
        var buffer = CellBuffer(size: Size(rows: 12, cols: 40))
        LoginScreen.render(signingIn, app: app, into: &buffer, area: buffer.bounds, theme: .monochrome)
        XCTAssertEqual(buffer.lines[11].trimmingCharacters(in: .whitespaces), "Esc Cancel  F1 Help  ^C Quit")
    }

    func testAClickOnHelpInThe80ColumnFooterOpensTheHelp() {
        var state = BrowseFrames.productsLoaded()
        let footer = BrowseFrames.frame(state, cols: 80).lines[23]
        let col = try! XCTUnwrap(footer.range(of: "? Help")).lowerBound.utf16Offset(in: footer)
        BrowseFrames.press(.mouse(MouseEvent(.click, row: 23, col: col)), in: &state)
        XCTAssertTrue(state.showsHelp)
    }
}
