import TUI
import XCTest
@testable import CourierCLI

/// `--graphics` chooses how a detail's picture is drawn, and says what it takes.
final class GraphicsFlagTests: XCTestCase {
    func testTheFlagNamesTheWay() throws {
        XCTAssertEqual(try CourierOptions(arguments: []).graphics, .auto, "no flag: the terminal decides")
        XCTAssertEqual(try CourierOptions(arguments: ["--graphics", "kitty"]).graphics, .kitty)
        XCTAssertEqual(try CourierOptions(arguments: ["--graphics=truecolor"]).graphics, .truecolor)
        XCTAssertEqual(try CourierOptions(arguments: ["--graphics", "256"]).graphics, .palette256)
        XCTAssertEqual(try CourierOptions(arguments: ["--graphics", "none"]).graphics, GraphicsChoice.none)
        XCTAssertEqual(try CourierOptions(arguments: ["--graphics", "sixel"]).graphics, .sixel)
        XCTAssertEqual(try CourierOptions(arguments: ["--graphics", "AUTO"]).graphics, .auto)
    }

    func testAnUnknownWayIsAUsageError() {
        XCTAssertThrowsError(try CourierOptions(arguments: ["--graphics", "iterm"])) { error in
            XCTAssertTrue("\(error)".contains("auto|kitty|truecolor|256|sixel|none"), "\(error)")
        }
        XCTAssertThrowsError(try CourierOptions(arguments: ["--graphics"]))
    }

    func testTheHelpListsTheFlag() {
        XCTAssertTrue(CourierOptions.usage().contains("--graphics auto|kitty|truecolor|256|sixel|none"))
    }
}
