import TUI
import XCTest
@testable import CourierCLI

/// `--theme` picks the colours for a dark or a light background, or leaves it to the terminal.
final class ThemeFlagTests: XCTestCase {
    func testTheFlagNamesTheTheme() throws {
        XCTAssertEqual(try CourierOptions(arguments: []).theme, .auto, "no flag: the terminal's background decides")
        XCTAssertEqual(try CourierOptions(arguments: ["--theme", "light"]).theme, .light)
        XCTAssertEqual(try CourierOptions(arguments: ["--theme=dark"]).theme, .dark)
        XCTAssertEqual(try CourierOptions(arguments: ["--theme", "AUTO"]).theme, .auto)
    }

    func testAnUnknownThemeIsAUsageError() {
        XCTAssertThrowsError(try CourierOptions(arguments: ["--theme", "solarized"])) { error in
            XCTAssertTrue("\(error)".contains("auto|dark|light"), "\(error)")
        }
        XCTAssertThrowsError(try CourierOptions(arguments: ["--theme"]))
    }

    func testTheHelpListsTheFlag() {
        XCTAssertTrue(CourierOptions.usage().contains("--theme auto|dark|light|high-contrast|monochrome"))
        XCTAssertTrue(CourierOptions.usage().contains("--config FILE"))
        XCTAssertTrue(CourierOptions.usage().contains("--refresh SECONDS"))
        XCTAssertTrue(CourierOptions.usage().contains("config path|show|check"))
    }
}
