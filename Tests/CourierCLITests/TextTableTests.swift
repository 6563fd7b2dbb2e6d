import Foundation
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

    /// An id of seven digits in a column made for five: never cut to "1000…".
    func testLargeIdsAreNeverCut() {
        let quotes = ListItems([Quote(id: 1_000_000, quote: "Short.", author: "Lao Tzu")], columns: columns)
        let table = TextTable.render(quotes, columns: columns.map(\.spec), maximumWidth: 40)
        XCTAssertTrue(table.split(separator: "\n")[2].hasPrefix("1000000  Short."), table)
    }

    func testWideAndPipesGetWholeLines() {
        let whole = String(repeating: "Silence teaches more than the storms. ", count: 3).trimmingTrailingSpaces()
        XCTAssertTrue(TextTable.render(items, columns: columns.map(\.spec), maximumWidth: 60, wide: true).contains(whole))
        XCTAssertFalse(TextTable.render(items, columns: columns.map(\.spec)).contains(whole), "with no width and not wide, each column keeps its cap (`courier get` asks for wide when piped)")
        XCTAssertTrue(TextTable.render(items, columns: columns.map(\.spec), maximumWidth: 10).split(separator: "\n")[2].contains("Sile"),
                      "never narrower than a readable text column")
    }

    /// The same formatter as the app's list: likes and prices grouped in the
    /// language asked for, ids and the author's id (the CLI looks up no names) plain.
    func testTheWidthIsTheFlagsThenColumnsThenTheTerminals() {
        XCTAssertEqual(Output.tableWidth(requested: 50, environment: ["COLUMNS": "70"]), 50)
        XCTAssertEqual(Output.tableWidth(requested: nil, environment: ["COLUMNS": "70"]), 70)
        XCTAssertEqual(Output.tableWidth(requested: nil, environment: ["COLUMNS": "wide"]).map { _ in true } ?? false,
                       isatty(STDOUT_FILENO) == 1, "a COLUMNS that is no number is ignored")
        if isatty(STDOUT_FILENO) == 0 {
            XCTAssertNil(Output.tableWidth(requested: nil, environment: [:]), "a pipe has no width: nothing is cut")
        }
    }

    func testAmountsAreGroupedAsTheAppGroupsThemAndIdsAreNot() {
        let posts = Resource<PostSummary, Post>.posts.columns
        let post = PostSummary(id: 1988, title: "Title", reactions: Post.Reactions(likes: 1988, dislikes: 0), views: 4494, userId: 1234)
        for language in [MessageLanguage.english, .simplifiedChinese] {
            let table = TextTable.render(ListItems([post], columns: posts), columns: posts.map(\.spec),
                                         presenter: ErrorPresenter(language: language))
            let row = table.split(separator: "\n")[2].split(separator: " ").map(String.init)
            XCTAssertEqual(row, ["1988", "Title", "1,988", "4,494", "1234"], "\(language): \(table)")
        }
        let carts = Resource<Cart, Cart>.carts.columns
        XCTAssertTrue(TextTable.render(ListItems([Self.cart], columns: carts), columns: carts.map(\.spec)).contains("$54,572.19"))
    }

    private static let cart = try! JSONDecoder().decode(Cart.self, from: Data("""
        {"id": 3, "products": [], "total": 60000, "discountedTotal": 54572.19, "userId": 7, "totalProducts": 1, "totalQuantity": 2}
        """.utf8))
}
