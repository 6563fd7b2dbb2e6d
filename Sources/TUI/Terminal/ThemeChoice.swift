import Pictures

/// `--theme`: which colours the app is drawn in.
package enum ThemeChoice: String, CaseIterable, Sendable {
    /// As the terminal's background is: its answer to OSC 11, else
    /// `COLORFGBG`, else dark.
    case auto
    case dark
    case light

    /// The background to draw for: `reported` is the terminal's answer, if it gave one.
    package func background(reported: RGB?, environment: [String: String]) -> ThemeBackground {
        switch self {
        case .dark: return .dark
        case .light: return .light
        case .auto:
            if let reported { return TerminalProbe.background(of: reported) }
            return TerminalProbe.background(colorFGBG: environment["COLORFGBG"]) ?? .dark
        }
    }
}
