import Foundation
import XCTest
@testable import TUI

/// Golden comparisons of rendered text. Expected frames are inline strings,
/// one terminal row per line, each ending in "|" so trailing spaces are
/// visible and survive editors. Run with COURIER_GOLDEN_PRINT=1 to print
/// the actual frames in the same form, ready to paste over the old ones.
func framed(_ buffer: CellBuffer) -> String {
    buffer.lines.map { $0 + "|" }.joined(separator: "\n")
}

func assertGolden(_ buffer: CellBuffer, _ expected: String, _ name: String,
                  file: StaticString = #filePath, line: UInt = #line) {
    let actual = framed(buffer)
    if ProcessInfo.processInfo.environment["COURIER_GOLDEN_PRINT"] != nil {
        print("// golden \(name)\n\"\"\"\n\(actual)\n\"\"\"")
    }
    XCTAssertEqual(actual, expected, "golden \(name) differs; COURIER_GOLDEN_PRINT=1 prints the new frame",
                   file: file, line: line)
    for (row, text) in buffer.lines.enumerated() {
        XCTAssertEqual(text.displayWidth, buffer.size.cols, "row \(row) of \(name) is not full width",
                       file: file, line: line)
    }
}
