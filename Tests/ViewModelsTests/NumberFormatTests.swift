import Foundation
import Models
import ViewModels
import XCTest

/// One way to write amounts, in the language shown: lists, details and the
/// command line's tables group counts and prices; ids stay as they are.
final class NumberFormatTests: XCTestCase {
    func testCountsAndPricesAreGroupedInEnglish() {
        let english = NumberFormat.of(.english)
        XCTAssertEqual(english.count(1988), "1,988")
        XCTAssertEqual(english.count(999), "999")
        XCTAssertEqual(english.count(0), "0")
        XCTAssertEqual(english.count(1_234_567), "1,234,567")
        XCTAssertEqual(english.count(-4500), "-4,500")
        XCTAssertEqual(english.price(1899.99), "$1,899.99")
        XCTAssertEqual(english.price(9.5), "$9.50")
        XCTAssertEqual(english.price(54572.19), "$54,572.19")
        XCTAssertEqual(english.decimal(1234.5, fractionDigits: 1), "1,234.5")
    }

    func testSimplifiedChineseGroupsAsItsLocaleDoes() {
        let chinese = NumberFormat.of(.simplifiedChinese)
        XCTAssertEqual(chinese.count(1988), "1,988")
        XCTAssertEqual(chinese.price(4265.77), "$4,265.77")
        XCTAssertEqual(ErrorPresenter(language: .simplifiedChinese).text("\(UIText.count(2663)) (\(UIText.verbatim("x")))"),
                       "2,663 (x)")
    }

    func testEachLanguagesSeparatorsAreItsLocales() {
        // Written out so the start loads no locale data; the locales must still agree.
        for language in [MessageLanguage.english, .simplifiedChinese, .traditionalChinese] {
            let locale = Locale(identifier: NumberFormat.localeIdentifier(of: language))
            let format = NumberFormat.of(language)
            XCTAssertEqual(format.groupingSeparator, locale.groupingSeparator, "\(language)")
            XCTAssertEqual(format.decimalSeparator, locale.decimalSeparator, "\(language)")
        }
    }

    func testTheSeparatorsAreTheFormats() {
        let spaced = NumberFormat(groupingSeparator: ".", decimalSeparator: ",")
        XCTAssertEqual(spaced.count(1988), "1.988")
        XCTAssertEqual(spaced.price(1899.99), "$1.899,99")
    }

    func testAnAmountInsideTextIsWrittenInTheLanguageShown() {
        let text: UIText = "\(UIText.count(1988)) (\(UIText.count(12)) reviews)"
        XCTAssertEqual(text.description, "1,988 (12 reviews)")
        XCTAssertEqual(ErrorPresenter(language: .simplifiedChinese).text(text),
                       "1,988（12 条评价）")
        XCTAssertFalse(text.keys.contains("1988"), "an amount is never looked up in the catalog")
    }

    func testListColumnsGroupAmountsButNotIds() {
        let post = PostSummary(id: 1988, title: "A", reactions: Post.Reactions(likes: 1988, dislikes: 0), views: 4494, userId: 1988)
        let items = ListItems([post], columns: Resource<PostSummary, Post>.posts.columns)
        for language in [MessageLanguage.english, .simplifiedChinese] {
            let cells = items.cells(row: 0, columns: [0, 2, 3, 4], presenter: ErrorPresenter(language: language))
            XCTAssertEqual(cells, ["1988", "1,988", "4,494", "1988"], "\(language): id and author id plain, likes and views grouped")
        }
    }

    func testDetailFieldsGroupAmounts() {
        let post = Post(id: 1988, title: "A", body: "B", tags: [], reactions: Post.Reactions(likes: 1988, dislikes: 3),
                        views: 12345, userId: 1)
        let content = Resource<PostSummary, Post>.posts.detail(post)
        XCTAssertEqual(content.value("Likes"), "1,988")
        XCTAssertEqual(content.value("Views"), "12,345")
        XCTAssertEqual(content.subtitle.description, "post #1988", "an id in the detail stays plain")
    }
}
