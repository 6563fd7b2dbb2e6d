import Pictures
import XCTest
@testable import TUI

/// Issue 25, item 15: every text role of every colour theme reads at 4.5:1
/// or better (borders 3:1) on the background it is made for, with xterm's
/// default colours, on terminals of eight, sixteen and 256 colours.
final class ThemeContrastTests: XCTestCase {
    private static let depths = [8, 16, 256]

    func testEveryRoleOfEveryThemeMeetsWCAGAAOnItsBackground() {
        for background in ThemeBackground.allCases {
            for colors in Self.depths {
                let theme = Theme.standard(background: background, colors: colors)
                XCTAssertEqual(theme.background, background)
                XCTAssertEqual(ThemeContrast.shortfalls(of: theme, colors: colors), [],
                               "\(background) theme on \(colors) colours")
            }
        }
    }

    func testEveryRoleIsMeasured() {
        let theme = Theme.standard(background: .light, colors: 8)
        for role in ThemeRole.allCases {
            XCTAssertGreaterThan(ThemeContrast.ratio(of: theme[role], on: .light, colors: 8), 1, role.rawValue)
            XCTAssertEqual(ThemeRole(rawValue: role.rawValue), role, "a theme file can name \(role.rawValue)")
        }
    }

    func testAThemeUsesOnlyTheColoursItsTerminalHas() {
        for background in ThemeBackground.allCases {
            for colors in Self.depths {
                let theme = Theme.standard(background: background, colors: colors)
                for role in ThemeRole.allCases {
                    let style = theme[role]
                    for color in [style.foreground, style.background] where color != .default {
                        XCTAssertLessThan(Int(color.cursesIndex), colors, "\(background) \(colors): \(role.rawValue)")
                    }
                }
                let picture: PictureColors = colors == 8 ? .ansi8 : colors == 16 ? .ansi16 : .palette256
                XCTAssertEqual(theme.pictureColors, picture)
            }
        }
    }

    /// What the issue measured on today's main, so the measure is the one a person sees.
    func testTheMeasureAgreesWithWhatTheIssueFound() {
        XCTAssertEqual(ThemeContrast.ratio(of: Style(foreground: .yellow, attributes: .bold), on: .light, colors: 256),
                       1.07, accuracy: 0.01, "a bold yellow header on white is drawn bright yellow")
        XCTAssertEqual(ThemeContrast.ratio(of: Style(foreground: .cyan), on: .light, colors: 256), 1.98, accuracy: 0.01)
        XCTAssertEqual(ThemeContrast.ratio(of: Style(foreground: .black, background: .cyan, attributes: .bold),
                                           on: .dark, colors: 256), 2.02, accuracy: 0.01,
                       "xterm draws bold black as grey: grey on cyan")
        XCTAssertEqual(ThemeContrast.ratio(RGB(0, 0, 0), RGB(255, 255, 255)), 21, accuracy: 0.001)
    }

    func testNoThemeAsksForBoldOnBlack() {
        for background in ThemeBackground.allCases {
            for colors in Self.depths {
                let theme = Theme.standard(background: background, colors: colors)
                for role in ThemeRole.allCases where theme[role].foreground == .black {
                    XCTAssertFalse(theme[role].attributes.contains(.bold), "\(background) \(colors): \(role.rawValue)")
                }
            }
        }
    }
}
