/// A theme of one's own from the config file, k9s skin style: one of
/// Courier's themes as its base, and a style for any of its roles
/// (`ThemeRole`'s names: header, selection, tab-active, hint-key, error,
/// gauge…). On a terminal of eight colours its bright colours are drawn
/// as their base ones, as Courier's are; without colours it is monochrome.
package struct CustomTheme: Sendable, Hashable {
    package var name: String
    package var base: ThemeChoice
    package var styles: [ThemeRole: Style]

    package init(name: String, base: ThemeChoice = .auto, styles: [ThemeRole: Style] = [:]) {
        self.name = name
        self.base = base
        self.styles = styles
    }

    package func theme(background: ThemeBackground, colors: Int) -> Theme {
        var theme = base.theme(background: background, colors: colors)
        guard !theme.isMonochrome else { return theme }
        for (role, style) in styles { theme[role] = colors < 16 ? style.withBaseColors : style }
        return theme
    }
}
