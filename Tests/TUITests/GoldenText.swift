import Foundation
import GoldenTesting
import XCTest
@testable import TUI

/// Golden comparisons of rendered text. Expected frames are inline strings,
/// one terminal row per line, each ending in "|" so trailing spaces are
/// visible and survive editors. Run with COURIER_GOLDEN_PRINT=1 to print
/// the actual frames in the same form, ready to paste over the old ones.
func framed(_ buffer: CellBuffer) -> String {
    GoldenFile.framed(buffer.lines)
}

func assertGolden(_ buffer: CellBuffer, _ expected: String, _ name: String,
                  file: StaticString = #filePath, line: UInt = #line) {
    assertGolden(buffer, rows: buffer.lines.indices, expected, name, file: file, line: line)
}

/// A browser frame below its tab row, which is checked against the kept
/// one (`tabs-<cols>` with tab `selectedTab` chosen), so a new tab changes
/// no inline frame.
func assertBrowseGolden(_ buffer: CellBuffer, selectedTab: Int, _ expected: String, _ name: String,
                        file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(ResourceGoldens.tabRow(buffer), ResourceGoldens.keptTabRow(cols: buffer.size.cols, index: selectedTab),
                   "the tab row of \(name)", file: file, line: line)
    assertGolden(buffer, rows: buffer.lines.indices.dropFirst(), expected, name, file: file, line: line)
}

private func assertGolden(_ buffer: CellBuffer, rows: some Collection<Int>, _ expected: String, _ name: String,
                          file: StaticString, line: UInt) {
    let lines = buffer.lines
    let actual = GoldenFile.framed(rows.map { lines[$0] })
    if ProcessInfo.processInfo.environment["COURIER_GOLDEN_PRINT"] != nil {
        print("// golden \(name)\n\"\"\"\n\(actual)\n\"\"\"")
    }
    XCTAssertEqual(actual, expected, "golden \(name) differs; COURIER_GOLDEN_PRINT=1 prints the new frame",
                   file: file, line: line)
    for (row, text) in lines.enumerated() {
        XCTAssertEqual(text.displayWidth, buffer.size.cols, "row \(row) of \(name) is not full width",
                       file: file, line: line)
    }
}
