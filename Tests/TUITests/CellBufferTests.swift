import XCTest
@testable import TUI

final class CellBufferTests: XCTestCase {
    func testWriteAndLines() {
        var buffer = CellBuffer(size: Size(rows: 3, cols: 10))
        buffer.write("Hello", row: 0, col: 0)
        buffer.write("手机", row: 1, col: 2)
        buffer.write("x📱", row: 2, col: 8)
        XCTAssertEqual(buffer.lines, ["Hello     ", "  手机    ", "        x "],
                       "the emoji cannot fit in the last column and becomes a space")
        XCTAssertTrue(buffer[1, 2].isWide)
        XCTAssertTrue(buffer[1, 3].isContinuation)
        XCTAssertEqual(buffer[2, 9].character, " ")
        XCTAssertEqual(buffer.lines.map(\.displayWidth), [10, 10, 10])
    }

    func testWriteClipsToArea() {
        var buffer = CellBuffer(size: Size(rows: 2, cols: 12))
        let area = Rect(row: 0, col: 2, width: 5, height: 1)
        let end = buffer.write("スマートフォン", row: 0, col: 2, in: area)
        XCTAssertEqual(end, 7)
        XCTAssertEqual(buffer.line(0), "  スマ      ", "the third kana would straddle the edge: a space")
        buffer.write("outside", row: 1, col: 0, in: area)
        XCTAssertEqual(buffer.line(1), String(repeating: " ", count: 12))
    }

    func testOverwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = CellBuffer(size: Size(rows: 1, cols: 6))
        buffer.write("手机手", row: 0, col: 0)
        buffer.write("x", row: 0, col: 1)  // right half of 手
        XCTAssertEqual(buffer.line(0), " x机手")
        buffer.write("y", row: 0, col: 2)  // left half of 机
        XCTAssertEqual(buffer.line(0), " xy 手")
        buffer.write("机", row: 0, col: 3)  // over a blank and the left half of 手
        XCTAssertEqual(buffer.line(0), " xy机 ")
        XCTAssertFalse(buffer.cells.enumerated().contains { index, cell in
            cell.isContinuation && (index == 0 || !buffer.cells[index - 1].isWide)
        }, "no orphaned continuation")
    }

    func testFillRestyleAndWriteLine() {
        var buffer = CellBuffer(size: Size(rows: 2, cols: 8))
        let style = Style(foreground: .red, attributes: .bold)
        buffer.fill(Rect(row: 0, col: 2, width: 3, height: 2), with: Cell("#", style: style))
        XCTAssertEqual(buffer.lines, ["  ###   ", "  ###   "])
        XCTAssertEqual(buffer[1, 3].style, style)
        buffer.writeLine("Products and more", in: Rect(row: 1, col: 0, width: 8, height: 1))
        XCTAssertEqual(buffer.line(1), "Product…")
        buffer.restyle(Rect(row: 1, col: 0, width: 2, height: 1), style: Style(attributes: .reverse))
        XCTAssertEqual(buffer[1, 1].style.attributes, .reverse)
        XCTAssertEqual(buffer[1, 1].character, "r")
    }

    /// Cell equality and hashing compare the eight bytes as one UInt64.
    func testCellIsEightBytesOfPlainData() {
        XCTAssertEqual(MemoryLayout<Cell>.size, 8)
        XCTAssertTrue(_isPOD(Cell.self))
        XCTAssertEqual(Cell("e\u{301}"), Cell("e\u{301}"), "equal clusters intern to one code")
        XCTAssertNotEqual(Cell("e\u{301}"), Cell("e"))
        XCTAssertNotEqual(Cell("a", style: Style(attributes: .bold)), Cell("a"))
        XCTAssertEqual(Cell("👨‍👩‍👧‍👦").character, "👨‍👩‍👧‍👦")
        XCTAssertEqual(Cell("👨‍👩‍👧‍👦").width, 2)
        XCTAssertEqual(Cell("\u{7}").character, " ", "zero-width graphemes become a space")
    }

    func testZeroWidthGraphemesAreSkipped() {
        var buffer = CellBuffer(size: Size(rows: 1, cols: 6))
        let end = buffer.write("a\u{1B}b\u{200B}c", row: 0, col: 0)
        XCTAssertEqual(end, 3)
        XCTAssertEqual(buffer.line(0), "abc   ")
    }
}
