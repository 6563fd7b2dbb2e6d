import ViewModels
import XCTest
@testable import CourierCLI

/// `--lang` chooses the app's language over the locale, and says what it takes.
final class LanguageFlagTests: XCTestCase {
    func testTheFlagNamesTheLanguage() throws {
        XCTAssertNil(try CourierOptions(arguments: []).language, "no flag: the locale decides")
        XCTAssertEqual(try CourierOptions(arguments: ["--lang", "zh-Hans"]).language, .simplifiedChinese)
        XCTAssertEqual(try CourierOptions(arguments: ["--lang=zh-Hant"]).language, .traditionalChinese)
        XCTAssertEqual(try CourierOptions(arguments: ["--lang", "en"]).language, .english)
    }

    func testAnUnknownLanguageIsAUsageError() {
        XCTAssertThrowsError(try CourierOptions(arguments: ["--lang", "fr"])) { error in
            XCTAssertTrue("\(error)".contains("en, zh-Hans or zh-Hant"), "\(error)")
        }
    }

    func testTheHelpListsTheFlag() {
        XCTAssertTrue(CourierOptions.usage().contains("--lang en|zh-Hans|zh-Hant"))
    }
}
