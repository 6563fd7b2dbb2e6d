import SafeText
import XCTest
@testable import TUI

final class SmallWidgetTests: XCTestCase {
    func testTabsAt40_80_120() {
        let state = TabsState(titles: ["Products", "Posts", "Users"], selectedIndex: 1)
        for cols in [40, 80, 120] {
            var buffer = CellBuffer(size: Size(rows: 1, cols: cols))
            Tabs.render(state, into: &buffer, area: buffer.bounds, theme: .standard)
            XCTAssertEqual(buffer.line(0), " Products │ Posts │ Users ".padded(toWidth: cols))
            XCTAssertEqual(buffer[0, 12].style, Theme.standard.tabActive, "Posts is selected")
            XCTAssertEqual(buffer[0, 2].style, Theme.standard.tabInactive)
        }
        var narrow = CellBuffer(size: Size(rows: 1, cols: 20))
        Tabs.render(state, into: &narrow, area: narrow.bounds, theme: .standard)
        XCTAssertEqual(narrow.line(0), " Pr… │ Posts │ Us… ".padded(toWidth: 20), "the selected title stays whole")
    }

    func testEightTabsInFortyColumnsShowTheirKeys() {
        let titles = ["Products", "Posts", "Users", "Carts", "Recipes", "Comments", "Todos", "Quotes"]
        let state = TabsState(titles: titles, shortTitles: (1...8).map(String.init), selectedIndex: 2)
        var buffer = CellBuffer(size: Size(rows: 1, cols: 40))
        Tabs.render(state, into: &buffer, area: buffer.bounds, theme: .standard)
        XCTAssertEqual(buffer.line(0), " 1 │ 2 │ Users │ 4 │ 5 │ 6 │ 7 │ 8 ".padded(toWidth: 40))
        XCTAssertEqual(Tabs.labels(state, width: 80), titles, "all fit at 80")
        XCTAssertEqual(Tabs.labels(state, width: 60), ["Pro…", "Pos…", "Users", "Car…", "Rec…", "Com…", "Tod…", "Quo…"],
                       "the others share what is left")
        XCTAssertEqual(Tabs.labels(TabsState(titles: titles, selectedIndex: 0), width: 30).count, 8, "no short titles: all cut")
    }

    func testTabsWrapAround() {
        var state = TabsState(titles: ["A", "B", "C"])
        state.selectPrevious()
        XCTAssertEqual(state.selectedIndex, 2)
        state.selectNext()
        XCTAssertEqual(state.selectedIndex, 0)
        state.select(9)
        XCTAssertEqual(state.selectedIndex, 2)
    }

    func testStatusBarKeepsTheRightSegment() {
        var buffer = CellBuffer(size: Size(rows: 1, cols: 30))
        StatusBar.render(left: "Signed in as emilys, browsing products", right: "offline · 3/120", into: &buffer,
                         area: buffer.bounds, theme: .standard)
        XCTAssertEqual(buffer.line(0), " Signed in a… offline · 3/120 ")
        XCTAssertEqual(buffer.line(0).displayWidth, 30)
        XCTAssertTrue(buffer.line(0).hasSuffix("offline · 3/120 "))
        XCTAssertEqual(buffer[0, 0].style, Theme.standard.statusBar)
    }

    func testSpinnerAdvancesByTicks() {
        var spinner = Spinner(frames: Spinner.ascii)
        var seen: [String] = []
        for _ in 0..<5 {
            seen.append(spinner.frame)
            spinner.advance()
        }
        XCTAssertEqual(seen, ["|", "/", "-", "\\", "|"])
        var buffer = CellBuffer(size: Size(rows: 1, cols: 20))
        Spinner.render(spinner, label: "Loading products", into: &buffer, area: buffer.bounds, theme: .standard)
        XCTAssertEqual(buffer.line(0), "/ Loading products  ")
    }

    func testBoxDrawsBorderAndReturnsInnerArea() {
        var buffer = CellBuffer(size: Size(rows: 4, cols: 12))
        buffer.write("xxxxxxxxxxxx", row: 1, col: 0)
        let inner = Box.render(title: "Product details", into: &buffer, area: buffer.bounds, theme: .standard)
        XCTAssertEqual(inner, Rect(row: 1, col: 1, width: 10, height: 2))
        assertGolden(buffer, """
        ┌ Product… ┐|
        │          │|
        │          │|
        └──────────┘|
        """, "box-12")
        var tiny = CellBuffer(size: Size(rows: 1, cols: 1))
        XCTAssertTrue(Box.render(into: &tiny, area: tiny.bounds, theme: .standard).isEmpty)
    }

    func testParagraphScrollsPrewrappedLines() {
        let lines = Sanitizer.multiLine("First line of the post.\r\nスマートフォン 手机 are wide.\u{1B}[2J").wrapped(toWidth: 12)
        XCTAssertEqual(lines, ["First line", "of the post.", "スマートフォ", "ン 手机 are", "wide."])
        var buffer = CellBuffer(size: Size(rows: 3, cols: 12))
        Paragraph.render(lines: lines, scrollOffset: 2, into: &buffer, area: buffer.bounds, style: .plain)
        XCTAssertEqual(buffer.lines, ["スマートフォ", "ン 手机 are ", "wide.       "])
        Paragraph.render(lines: lines, scrollOffset: 99, into: &buffer, area: buffer.bounds, style: .plain)
        XCTAssertEqual(buffer.line(0), "スマートフォ", "clamped to the last page")
        XCTAssertEqual(Paragraph.maxScrollOffset(lineCount: lines.count, height: 3), 2)
    }

    func testTooSmallMessage() {
        XCTAssertTrue(TooSmallView.isTooSmall(Size(rows: 24, cols: 39)))
        XCTAssertTrue(TooSmallView.isTooSmall(Size(rows: 9, cols: 80)))
        XCTAssertFalse(TooSmallView.isTooSmall(Size(rows: 10, cols: 40)))
        var buffer = CellBuffer(size: Size(rows: 5, cols: 30))
        buffer.write("stale", row: 0, col: 0)
        TooSmallView.render(size: buffer.size, into: &buffer, area: buffer.bounds, theme: .standard)
        assertGolden(buffer, """
                                                                    |
                                      terminal too small — needs at |
                                               least 40×10          |
                                                (now 30×5)          |
                                                                    |
                                      """, "too-small-30")
    }

    func testMonochromeThemeUsesNoColours() {
        let monochrome = Theme.monochrome
        let styles = [monochrome.text, monochrome.dim, monochrome.title, monochrome.border, monochrome.header,
                      monochrome.selection, monochrome.tabActive, monochrome.tabInactive, monochrome.statusBar,
                      monochrome.hintKey, monochrome.hintLabel, monochrome.input, monochrome.inputFocused,
                      monochrome.error, monochrome.warning, monochrome.success, monochrome.spinner, monochrome.overlay]
        for style in styles {
            XCTAssertEqual(style.foreground, .default)
            XCTAssertEqual(style.background, .default)
        }
        XCTAssertTrue(monochrome.selection.attributes.contains(.reverse), "the selection stays visible")
        XCTAssertEqual(Theme.resolve(environment: ["TERM": "xterm-256color"]), .standard)
        XCTAssertEqual(Theme.resolve(environment: ["TERM": "xterm", "NO_COLOR": "1"]), .monochrome)
        XCTAssertEqual(Theme.resolve(environment: ["TERM": "xterm", "NO_COLOR": ""]), .standard, "empty means unset")
        XCTAssertEqual(Theme.resolve(environment: ["TERM": "dumb"]), .monochrome)
        XCTAssertEqual(Theme.resolve(environment: ["TERM": "xterm"], noColorFlag: true), .monochrome)
    }
}
