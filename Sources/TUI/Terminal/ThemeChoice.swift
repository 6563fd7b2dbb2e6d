import Pictures

/// `--theme` (or a config file's `theme:`): which of Courier's themes the
/// app is drawn in. A theme of one's own from the config file names one of
/// these as its base (`CustomTheme`).
package enum ThemeChoice: String, CaseIterable, Sendable {
    /// As the terminal's background is: its answer to OSC 11, else
    /// `COLORFGBG`, else dark.
    case auto
    case dark
    case light
    /// Every text at 7:1 (WCAG AAA), for the background as `auto` finds it.
    case highContrast = "high-contrast"
    /// Bold, reverse, underline and dim only, as `NO_COLOR` draws.
    case monochrome

    /// The background to draw for: `reported` is the terminal's answer, if it gave one.
    package func background(reported: RGB?, environment: [String: String]) -> ThemeBackground {
        switch self {
        case .dark: return .dark
        case .light: return .light
        case .auto, .highContrast, .monochrome:
            if let reported { return TerminalProbe.background(of: reported) }
            return TerminalProbe.background(colorFGBG: environment["COLORFGBG"]) ?? .dark
        }
    }

    /// The theme for a terminal of `colors` with this background.
    package func theme(background: ThemeBackground, colors: Int) -> Theme {
        switch self {
        case .auto, .dark, .light: .standard(background: background, colors: colors)
        case .highContrast: .highContrast(background: background, colors: colors)
        case .monochrome: .monochrome
        }
    }
}
