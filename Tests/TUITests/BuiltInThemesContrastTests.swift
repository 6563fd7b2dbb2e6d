import Pictures
import XCTest
@testable import TUI

/// Issue 26, item 2: every built-in theme (dark, light, high-contrast,
/// monochrome) passes the contrast check on each background and colour
/// depth; high-contrast holds every text role to 7:1; a theme of one's own
/// keeps its base's roles where it says nothing.
final class BuiltInThemesContrastTests: XCTestCase {
    private static let depths = [8, 16, 256]

    func testEveryBuiltInThemeMeetsWCAGAAOnEveryBackground() {
        for choice in ThemeChoice.allCases {
            for background in ThemeBackground.allCases {
                for colors in Self.depths {
                    let theme = choice.theme(background: background, colors: colors)
                    XCTAssertEqual(ThemeContrast.shortfalls(of: theme, colors: colors), [],
                                   "\(choice.rawValue) on a \(background) background, \(colors) colours")
                }
            }
        }
    }

    func testHighContrastReadsAtSevenToOne() {
        for background in ThemeBackground.allCases {
            for colors in [8, 16, 256] {
                let theme = Theme.highContrast(background: background, colors: colors)
                for role in ThemeRole.allCases where role != .border {
                    XCTAssertGreaterThanOrEqual(ThemeContrast.ratio(of: theme[role], on: background, colors: colors),
                                                Theme.highContrastMinimum, "\(background) \(colors): \(role.rawValue)")
                }
            }
        }
    }

    func testMonochromeUsesNoColour() {
        let theme = ThemeChoice.monochrome.theme(background: .light, colors: 256)
        XCTAssertTrue(theme.isMonochrome)
        for role in ThemeRole.allCases {
            XCTAssertEqual(theme[role].foreground, .default, role.rawValue)
            XCTAssertEqual(theme[role].background, .default, role.rawValue)
        }
    }

    func testTheBackgroundChoosesUnlessTheChoiceDoes() {
        XCTAssertEqual(ThemeChoice.highContrast.background(reported: RGB(250, 250, 250), environment: [:]), .light)
        XCTAssertEqual(ThemeChoice.highContrast.background(reported: nil, environment: ["COLORFGBG": "0;15"]), .light)
        XCTAssertEqual(ThemeChoice.auto.background(reported: RGB(0, 0, 0), environment: [:]), .dark)
        XCTAssertEqual(ThemeChoice.light.background(reported: RGB(0, 0, 0), environment: [:]), .light)
    }

    func testAThemeOfOnesOwnOverridesOnlyTheRolesItNames() throws {
        let header = try Style.named("bright-yellow on blue bold").get()
        XCTAssertEqual(header, Style(foreground: .brightYellow, background: .blue, attributes: .bold))
        let custom = CustomTheme(name: "mine", base: .dark, styles: [.header: header])
        let theme = custom.theme(background: .dark, colors: 256)
        let base = Theme.standard(background: .dark, colors: 256)
        XCTAssertEqual(theme[.header], header)
        XCTAssertEqual(theme[.selection], base[.selection])
        XCTAssertEqual(custom.theme(background: .dark, colors: 8)[.header].foreground, .yellow, "eight colours draw the base colour")
        XCTAssertTrue(CustomTheme(name: "m", base: .monochrome, styles: [.header: header]).theme(background: .dark, colors: 256).isMonochrome)
    }

    func testAStyleNameThatIsNotOneSaysWhichWord() {
        guard case .failure(let failure) = Style.named("yellow purplish bold") else { return XCTFail("purplish is no colour") }
        XCTAssertEqual(failure.word, "purplish")
        guard case .failure(let after) = Style.named("yellow on mauve") else { return XCTFail("mauve is no colour") }
        XCTAssertEqual(after.word, "mauve")
    }
}
