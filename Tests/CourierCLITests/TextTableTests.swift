import Models
import TUI
import ViewModels
import XCTest
@testable import CourierCLI

/// `courier get`'s table: fitted to a terminal by cutting the widest text
/// columns, whole with `--wide`, whole to a pipe.
final class TextTableTests: XCTestCase {
    private let columns = Resource<Quote, Quote>.quotes.columns
    private var items: ListItems {
        ListItems([Quote(id: 1, quote: String(repeating: "Silence teaches more than the storms. ", count: 3), author: "Matsuo Bashō"),
                   Quote(id: 22, quote: "Short.", author: "Lao Tzu")], columns: columns)
    }

    func testATerminalsWidthCutsTheWidestTextColumnWithAnEllipsis() {
        let table = TextTable.render(items, columns: columns.map(\.spec), maximumWidth: 60)
        let lines = table.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.allSatisfy { $0.displayWidth <= 60 }, table)
        XCTAssertTrue(lines[2].contains("…"), "the quote is cut: \(lines[2])")
        XCTAssertTrue(lines[2].hasSuffix("Matsuo Bashō"), "the author stays whole: \(lines[2])")
        XCTAssertTrue(lines[2].hasPrefix(" 1  "), "ids stay whole: \(lines[2])")
    }

    func testWideAndPipesGetWholeLines() {
        let whole = String(repeating: "Silence teaches more than the storms. ", count: 3).trimmingTrailingSpaces()
        XCTAssertTrue(TextTable.render(items, columns: columns.map(\.spec), maximumWidth: 60, wide: true).contains(whole))
        XCTAssertFalse(TextTable.render(items, columns: columns.map(\.spec)).contains(whole), "a pipe still gets the column's cap")
        XCTAssertTrue(TextTable.render(items, columns: columns.map(\.spec), maximumWidth: 10).split(separator: "\n")[2].contains("Sile"),
                      "never narrower than a readable text column")
    }
}
