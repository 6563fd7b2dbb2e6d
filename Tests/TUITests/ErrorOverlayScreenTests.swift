import Network
import ViewModels
import XCTest
@testable import TUI

/// An error on the status line (issue 15): a one-line summary beside the host
/// and user, cut to the room left; `!` or a click on it opens it whole in an
/// overlay that wraps, scrolls and keeps the server's text inert.
final class ErrorOverlayScreenTests: XCTestCase {
    private let presenter = ErrorPresenter(language: .english)
    private static let serverText = "Upstream \u{1B}]0;pwned\u{07}inventory service failed while reading warehouse 12: "
        + String(repeating: "connection pool exhausted, retry budget spent; ", count: 12)
        + "\nsecond line of the report"

    private func failed(_ message: String = serverText) -> BrowseState {
        var state = BrowseFrames.productsLoaded()
        _ = BrowseFeature.note(.failed(.http(status: 500, message: message), subject: "products"), &state)
        return state
    }

    private func text(_ buffer: CellBuffer) -> String { buffer.lines.joined(separator: "\n") }

    func testTheSummaryKeepsTheHostAndUserAndIsCutToTheRoomLeft() {
        for cols in [40, 80, 120] {
            let status = BrowseFrames.frame(failed(), cols: cols).lines[22]
            XCTAssertTrue(status.hasPrefix(" TEST http://127.0.0.1:8080 · emilys"), "\(cols): \(status)")
            XCTAssertEqual(status.displayWidth, cols)
            if cols > 40 {
                XCTAssertTrue(status.trimmingCharacters(in: .whitespaces).hasSuffix("…"), "\(cols): \(status)")
                XCTAssertTrue(status.contains("Upstream inventory"), "\(cols): the summary starts the message: \(status)")
            }
            XCTAssertFalse(status.contains("second line"), "one line only")
        }
    }

    func testBangIsAHintAndInTheHelpOnlyWhileAnErrorShows() {
        let footer = BrowseFrames.frame(failed()).lines[23]
        XCTAssertTrue(footer.hasPrefix(" ! Error"), footer)
        XCTAssertFalse(BrowseFrames.frame(BrowseFrames.productsLoaded()).lines[23].contains("! Error"))
        var state = failed()
        BrowseFrames.send(.toggleHelp, to: &state)
        XCTAssertTrue(text(BrowseFrames.frame(state, cols: 100, rows: 40)).contains("Show the whole error message"))
    }

    func testBangOpensTheWholeMessageWrappedAndInertAndEscBangOrQCloseIt() {
        let area = Rect(size: Size(rows: 24, cols: 80))
        var state = failed()
        guard case .intent(.browsing(.showError))? = BrowseFrames.action(for: .character("!"), in: state, area: area)
        else { return XCTFail("! opens the error") }
        BrowseFrames.press(.character("!"), in: &state, area: area)
        XCTAssertNotNil(state.errorOverlay, "! opens the error")
        let shown = text(BrowseFrames.frame(state, rows: 40))
        XCTAssertTrue(shown.contains("Error"), shown)
        XCTAssertTrue(shown.contains("warehouse 12"), shown)
        XCTAssertTrue(shown.contains("second line of the report"), "the whole message, every line: \(shown)")
        XCTAssertFalse(shown.contains("pwned"), "an OSC sequence is removed whole: \(shown)")
        XCTAssertFalse(shown.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, shown)
        XCTAssertTrue(shown.contains("Esc, ! or q to close"), shown)
        for key in [Key.escape, .character("!"), .character("q")] {
            guard case .intent(.errorOverlay(.close))? = BrowseFrames.action(for: key, in: state, area: area)
            else { return XCTFail("\(key) closes it") }
            var closed = state
            BrowseFrames.press(key, in: &closed, area: area)
            XCTAssertNil(closed.errorOverlay, "\(key) closes it")
        }
        XCTAssertNil(BrowseKeys.command(for: .character("L"), in: state, area: area, presenter: presenter), "other keys do nothing under it: L does not sign out")
    }

    func testJKAndTheWheelScrollALongMessageWithinItsLength() {
        let area = Rect(size: Size(rows: 16, cols: 60))
        var state = failed()
        BrowseFrames.send(.showError, to: &state)
        let overlay = state.errorOverlay!
        let last = ErrorOverlayView.maximumScroll(overlay, presenter: presenter, area: area)
        XCTAssertGreaterThan(last, 2, "a message longer than the box")
        // A key scrolls as far as the frame at this size measured.
        func scroll(_ key: Key) -> Int? {
            var scrolled = state
            BrowseFrames.press(key, in: &scrolled, area: area)
            return scrolled.errorOverlay?.scroll
        }
        XCTAssertEqual(scroll(.character("j")), 1)
        XCTAssertEqual(scroll(.character("k")), 0, "never above the top")
        XCTAssertEqual(scroll(.character("G")), last)
        XCTAssertEqual(scroll(.mouse(MouseEvent(.wheelDown, row: 5, col: 5))), 3)
        BrowseFrames.send(.scrollError(to: last), to: &state)
        XCTAssertEqual(scroll(.character("j")), last, "never past the end")
        XCTAssertEqual(scroll(.mouse(MouseEvent(.wheelUp, row: 5, col: 5))), last - 3)
        let bottom = text(BrowseFrames.frame(state, cols: 60, rows: 16))
        XCTAssertTrue(bottom.contains("second line of the report"), "scrolled to its end: \(bottom)")
        XCTAssertTrue(bottom.contains("↑↓ scroll"), bottom)
    }

    func testAClickOnTheSummaryOpensItAndAClickOnTheHostDoesNot() {
        let area = Rect(size: Size(rows: 24, cols: 80))
        let state = failed()
        let app = BrowseFrames.app()
        let summary = StatusLine.summaryColumns(state, app: app, area: area.line(22))!
        let onSummary = BrowseKeys.command(for: .mouse(MouseEvent(.click, row: 22, col: summary.lowerBound + 2)), in: state,
                                           area: area, app: app)
        guard case .send(.showError)? = onSummary else { return XCTFail("a click on the summary opens it") }
        let onHost = BrowseKeys.command(for: .mouse(MouseEvent(.click, row: 22, col: 3)), in: state, area: area, app: app)
        if case .send(.showError)? = onHost { XCTFail("the host is not the error") }
        XCTAssertNil(StatusLine.summaryColumns(BrowseFrames.productsLoaded(), app: app, area: area.line(22)), "no error, no summary")
    }

    func testTheOverlaySpeaksChinese() {
        var state = failed("库存服务失败")
        BrowseFrames.send(.showError, to: &state)
        let shown = text(BrowseFrames.frame(state, app: BrowseFrames.app(language: .simplifiedChinese)))
        XCTAssertTrue(shown.contains("错误"), shown)
        XCTAssertTrue(shown.contains("按 Esc、! 或 q 关闭"), shown)
        XCTAssertTrue(shown.contains("库存服务失败"), shown)
    }

    func testAShortErrorInTheOverlayAsDrawn() {
        var state = failed("Out of stock.")
        BrowseFrames.send(.showError, to: &state)
        let buffer = BrowseFrames.frame(state, cols: 60, rows: 14)
        assertGolden(buffer, """
             Products │ Pos… │ Use… │ Car… │ Rec… │ Com… │ Tod… │ Quo…  |
            / to search products                               30 of 194|
               ID Title                        Brand               Price|
                1 Product 1                    —                  $10.00|
                2 Produc┌ Error ───────────────────────────┐      $10.00|
                3 Produc│ Out of stock.                    │      $10.00|
                4 Produc│       Esc, ! or q to close       │      $10.00|
                5 Produc└──────────────────────────────────┘      $10.00|
                6 Product 6                    —                  $10.00|
                7 Product 7                    —                  $10.00|
                8 Product 8                    —                  $10.00|
                9 Product 9                    —                  $10.00|
             TEST http://127.0.0.1:8080 · emilys          Out of stock. |
             ! Error  Enter Open  n New  / Search  ? Help  q Quit       |
            """, "error overlay 60x14")
    }
}
