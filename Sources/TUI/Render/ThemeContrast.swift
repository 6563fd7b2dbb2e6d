import Foundation
import Pictures

/// How well a theme reads: the WCAG 2 contrast ratio of each role's text
/// against what it is drawn on, with xterm's default colours
/// (`XtermPalette`) and a black or white background with the terminal's
/// default text in light grey or black. A style is measured as each way a
/// terminal may draw it, and its worst counts:
/// - bold on one of the eight base colours may be drawn in its bright one
///   (xterm's default: bold black is grey);
/// - a bright colour on a terminal of eight colours is drawn as its base one;
/// - reverse swaps the two colours; dim is taken as halfway to the background.
package enum ThemeContrast {
    /// WCAG AA for text.
    package static let textMinimum = 4.5
    /// WCAG AA for the lines of a shape (1.4.11): borders.
    package static let lineMinimum = 3.0

    /// A role that reads worse than it must.
    package struct Shortfall: Sendable, Equatable, CustomStringConvertible {
        package var role: ThemeRole
        package var ratio: Double
        package var minimum: Double

        package var description: String { String(format: "%@ %.2f:1 (needs %.1f:1)", role.rawValue, ratio, minimum) }
    }

    /// Every role of `theme` below its minimum on a terminal of `colors` with the theme's background.
    package static func shortfalls(of theme: Theme, colors: Int) -> [Shortfall] {
        ThemeRole.allCases.compactMap { role in
            let minimum = role.kind == .text ? textMinimum : lineMinimum
            let ratio = ratio(of: theme[role], on: theme.background, colors: colors)
            return ratio + 0.005 < minimum ? Shortfall(role: role, ratio: ratio, minimum: minimum) : nil
        }
    }

    /// The lowest contrast `style` is drawn with on `background` by a terminal of `colors`.
    package static func ratio(of style: Style, on background: ThemeBackground, colors: Int) -> Double {
        let screen = terminalColors(background)
        var foregrounds = [style.foreground]
        if style.attributes.contains(.bold), style.foreground != .default, style.foreground.cursesIndex < 8 {
            foregrounds.append(.palette(Int(style.foreground.cursesIndex) + 8))
        }
        let back = rgb(style.background, colors: colors, default: screen.background)
        return foregrounds.map { foreground in
            var pair = (text: rgb(foreground, colors: colors, default: screen.foreground), behind: back)
            if style.attributes.contains(.reverse) { pair = (pair.behind, pair.text) }
            if style.attributes.contains(.dim) { pair.text = halfway(pair.text, pair.behind) }
            return ratio(pair.text, pair.behind)
        }.min() ?? 1
    }

    /// The ratio of two colours: (L1 + 0.05) / (L2 + 0.05), the lighter first.
    package static func ratio(_ first: RGB, _ second: RGB) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG 2's relative luminance.
    package static func luminance(_ color: RGB) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The background and the default text colour assumed for each kind of background.
    static func terminalColors(_ background: ThemeBackground) -> (background: RGB, foreground: RGB) {
        background == .dark ? (RGB(0, 0, 0), RGB(229, 229, 229)) : (RGB(255, 255, 255), RGB(0, 0, 0))
    }

    private static func rgb(_ color: Color, colors: Int, default fallback: RGB) -> RGB {
        guard color != .default else { return fallback }
        var index = Int(color.cursesIndex)
        if colors < 16, (8..<16).contains(index) { index -= 8 }
        return XtermPalette.rgb(index)
    }

    private static func halfway(_ from: RGB, _ to: RGB) -> RGB {
        RGB(UInt8((Int(from.red) + Int(to.red)) / 2), UInt8((Int(from.green) + Int(to.green)) / 2),
            UInt8((Int(from.blue) + Int(to.blue)) / 2))
    }
}
