/// Whether the terminal's background is dark or light: the themes' colours
/// are chosen for one of the two (see `ThemeContrast`).
package enum ThemeBackground: String, CaseIterable, Sendable {
    case dark, light
}

/// Courier's themes. Every text role reads at 4.5:1 or more against the
/// background it is drawn on, and borders at 3:1 (WCAG AA), with xterm's
/// default colours: `ThemeContrastTests` measures every role of every one.
/// That rules out, on a light background, yellow, cyan and green text; on a
/// dark one, blue and red text on eight colours; and anywhere, bold on a
/// black foreground, which xterm draws as grey (and bold red as bright red).
extension Theme {
    /// The dark theme on a 256-colour terminal.
    package static let dark = standard(background: .dark, colors: 256)
    /// The light theme on a 256-colour terminal.
    package static let light = standard(background: .light, colors: 256)
    /// The theme when nothing says what the background is.
    package static var standard: Theme { dark }

    /// The theme for `background` with only the colours a terminal of
    /// `colors` has: below 256 no palette greys, below sixteen no bright
    /// colours (curses would draw them as their base ones).
    package static func standard(background: ThemeBackground, colors: Int) -> Theme {
        var theme = background == .dark ? darkSixteen : lightSixteen
        theme.pictureColors = .forTerminal(colors: colors)
        if colors >= 256 {
            // A grey between the text and the background: secondary text that still reads.
            let grey = Color.palette(background == .dark ? 245 : 242)
            theme.dim = Style(foreground: grey)
            theme.placeholder = Style(foreground: grey, attributes: .underline)
            if background == .light { theme.success = Style(foreground: .palette(22)) }
        } else if colors < 16 && background == .dark {
            // Without bright colours: no grey, and red and blue are too dark on black.
            theme.dim = .plain
            theme.placeholder = Style(foreground: .cyan, attributes: .underline)
            theme.border = Style(foreground: .cyan)
            theme.error = Style(foreground: .white, background: .red, attributes: .bold)
            theme.spinner = Style(foreground: .cyan)
        }
        if colors < 16 {
            // Said as it will be drawn: curses draws a bright colour as its base one there.
            for role in ThemeRole.allCases { theme[role] = theme[role].withBaseColors }
        }
        return theme
    }

    /// What both standard themes draw the same: colours on a background of their own.
    private static let onTheirOwnBackground: [ThemeRole: Style] = [
        .selection: Style(foreground: .black, background: .cyan),
        .tabActive: Style(foreground: .black, background: .cyan),
        .statusError: Style(foreground: .brightWhite, background: .red, attributes: .bold),
        .statusQuestion: Style(foreground: .black, background: .yellow),
        .input: Style(attributes: .underline),
        .inputFocused: Style(foreground: .brightWhite, background: .blue),
        .placeholderFocused: Style(foreground: .cyan, background: .blue),
        .badgeRelease: Style(foreground: .brightWhite, background: .red, attributes: .bold),
        .badgeTest: Style(foreground: .black, background: .yellow),
        .badgeDemo: Style(foreground: .black, background: .cyan),
    ]

    private static let darkSixteen = Theme(onTheirOwnBackground.merging([
        .dim: Style(foreground: .brightBlack),
        .title: Style(foreground: .cyan, attributes: .bold),
        .border: Style(foreground: .brightBlue),
        .header: Style(foreground: .yellow, attributes: [.bold, .underline]),
        .marked: Style(foreground: .yellow, attributes: [.bold, .underline]),
        .tabInactive: Style(foreground: .cyan),
        .statusBar: Style(foreground: .black, background: .white),
        .hintKey: Style(foreground: .cyan, attributes: .bold),
        .placeholder: Style(foreground: .brightBlack, attributes: .underline),
        .error: Style(foreground: .brightRed, attributes: .bold),
        .warning: Style(foreground: .yellow),
        .success: Style(foreground: .green),
        .spinner: Style(foreground: .brightMagenta),
        .gauge: Style(foreground: .yellow),
    ]) { shared, _ in shared }, background: .dark)

    private static let lightSixteen = Theme(onTheirOwnBackground.merging([
        .title: Style(foreground: .blue, attributes: .bold),
        .border: Style(foreground: .blue),
        .header: Style(foreground: .blue, attributes: [.bold, .underline]),
        // Not bold: xterm draws bold magenta as bright magenta, 3.1:1 on white.
        .marked: Style(foreground: .magenta, attributes: .underline),
        .tabInactive: Style(foreground: .blue),
        .statusBar: Style(foreground: .brightWhite, background: .blue),
        .hintKey: Style(foreground: .blue, attributes: .bold),
        .placeholder: Style(foreground: .magenta, attributes: .underline),
        // Not bold: xterm draws bold red as bright red, 4.0:1 on white.
        .error: Style(foreground: .red),
        .warning: Style(foreground: .magenta),
        .success: Style(attributes: .bold),
        .spinner: Style(foreground: .magenta),
        .gauge: Style(foreground: .magenta),
    ]) { shared, _ in shared }, background: .light)

    /// Bold, reverse, underline and dim only: for NO_COLOR, TERM=dumb and --no-color.
    // No dim: xterm draws it halfway to the background, 4.4:1, under WCAG AA;
    // secondary text is plain, placeholders underlined.
    package static let monochrome = Theme([
        .dim: Style.plain,
        .title: Style(attributes: .bold),
        .header: Style(attributes: [.bold, .underline]),
        .selection: Style(attributes: .reverse),
        .marked: Style(attributes: [.bold, .underline]),
        .tabActive: Style(attributes: [.reverse, .bold]),
        .statusBar: Style(attributes: .reverse),
        .statusError: Style(attributes: [.reverse, .bold]),
        .statusQuestion: Style(attributes: [.reverse, .bold]),
        .hintKey: Style(attributes: .bold),
        .input: Style(attributes: .underline),
        .inputFocused: Style(attributes: [.underline, .bold]),
        .placeholder: Style(attributes: .underline),
        .placeholderFocused: Style(attributes: [.underline, .bold]),
        .error: Style(attributes: .bold),
        .warning: Style(attributes: .bold),
        .gauge: Style(attributes: .bold),
        .badgeRelease: Style(attributes: [.reverse, .bold]),
        .badgeTest: Style(attributes: [.reverse, .bold]),
        .badgeDemo: Style(attributes: [.reverse, .bold]),
    ], isMonochrome: true, pictureColors: .none)
}
