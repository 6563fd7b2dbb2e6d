/// The high-contrast themes: every text role at 7:1 or more against what
/// it is drawn on (WCAG AAA), with xterm's colours, on sixteen colours and
/// on eight. No greys and no dim; emphasis is bold, underline and reverse,
/// and colour only where it reads at 7:1: on black, the light colours
/// (yellow, cyan, green, white), never red or blue; on white, black and
/// blue, never bold blue (xterm draws it as bright blue, 4.7:1).
/// `ThemeContrastTests` holds them to it.
extension Theme {
    package static let highContrastMinimum = 7.0

    /// The high-contrast theme for `background` with the colours a terminal of `colors` has.
    package static func highContrast(background: ThemeBackground, colors: Int) -> Theme {
        var theme = background == .dark ? highContrastDark : highContrastLight
        theme.pictureColors = .forTerminal(colors: colors)
        if colors < 16 {
            for role in ThemeRole.allCases { theme[role] = theme[role].withBaseColors }
        }
        return theme
    }

    private static let highContrastDark = Theme([
        .title: Style(foreground: .brightWhite, attributes: .bold),
        .border: Style(foreground: .white),
        .header: Style(foreground: .brightYellow, attributes: [.bold, .underline]),
        .selection: Style(foreground: .black, background: .brightYellow),
        .marked: Style(foreground: .brightCyan, attributes: [.bold, .underline]),
        // Black is never bold here: xterm draws bold black as grey.
        .tabActive: Style(foreground: .black, background: .brightWhite, attributes: .underline),
        .tabInactive: Style(foreground: .brightWhite),
        .statusBar: Style(foreground: .black, background: .white),
        .statusError: Style(foreground: .black, background: .brightYellow, attributes: .underline),
        .statusQuestion: Style(foreground: .black, background: .brightCyan),
        .hintKey: Style(foreground: .brightCyan, attributes: .bold),
        .input: Style(attributes: .underline),
        .inputFocused: Style(foreground: .black, background: .white),
        .placeholder: Style(attributes: .underline),
        .placeholderFocused: Style(foreground: .black, background: .white, attributes: .underline),
        .error: Style(foreground: .brightYellow, attributes: [.bold, .underline]),
        .warning: Style(foreground: .brightYellow),
        .success: Style(foreground: .brightGreen),
        .spinner: Style(foreground: .brightCyan),
        .gauge: Style(foreground: .brightYellow),
        .badgeRelease: Style(foreground: .black, background: .brightYellow, attributes: .underline),
        .badgeTest: Style(foreground: .black, background: .brightCyan),
        .badgeDemo: Style(foreground: .black, background: .white),
    ], background: .dark)

    private static let highContrastLight = Theme([
        .title: Style(attributes: .bold),
        .header: Style(attributes: [.bold, .underline]),
        .selection: Style(foreground: .brightWhite, background: .black),
        .marked: Style(foreground: .blue, attributes: .underline),
        .tabActive: Style(foreground: .brightWhite, background: .black, attributes: .bold),
        .tabInactive: Style(foreground: .blue),
        .statusBar: Style(foreground: .brightWhite, background: .blue),
        .statusError: Style(foreground: .brightWhite, background: .black, attributes: [.bold, .underline]),
        .statusQuestion: Style(foreground: .black, background: .yellow),
        .hintKey: Style(attributes: [.bold, .underline]),
        .input: Style(attributes: .underline),
        .inputFocused: Style(foreground: .brightWhite, background: .blue),
        .placeholder: Style(attributes: .underline),
        .placeholderFocused: Style(foreground: .brightWhite, background: .blue, attributes: .underline),
        .error: Style(attributes: [.bold, .reverse]),
        .warning: Style(foreground: .blue, attributes: .underline),
        .success: Style(attributes: .bold),
        .spinner: Style(foreground: .blue),
        .gauge: Style(foreground: .blue),
        .badgeRelease: Style(foreground: .brightWhite, background: .black, attributes: .bold),
        .badgeTest: Style(foreground: .black, background: .yellow),
        .badgeDemo: Style(foreground: .brightWhite, background: .blue),
    ], background: .light)
}
