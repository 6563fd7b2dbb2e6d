/// Every colour and attribute the screens use, in one value of named roles
/// (`ThemeRole`). Screens ask the theme for a role ("selection", "error"),
/// never for a colour, so one theme changes the whole app at once. The
/// themes Courier has are in Theme+Standard.swift: dark and light, fitted
/// to eight, sixteen or 256 colours, and monochrome.
package struct Theme: Sendable, Hashable {
    package var text = Style.plain
    /// Secondary text: hints' labels, placeholders, disabled entries.
    package var dim = Style.plain
    package var title = Style.plain
    package var border = Style.plain
    /// List column headers and the detail's section headings.
    package var header = Style.plain
    /// The selected list row.
    package var selection = Style.plain
    /// A row marked with Space for the write actions.
    package var marked = Style.plain
    package var tabActive = Style.plain
    package var tabInactive = Style.plain
    package var statusBar = Style.plain
    /// The status bar while it shows an error.
    package var statusError = Style.plain
    /// The status bar while it asks a question (sign out? discard?).
    package var statusQuestion = Style.plain
    /// The key part of a hint ("q" in "q Quit"), and a link's key in a detail.
    package var hintKey = Style.plain
    package var hintLabel = Style.plain
    package var input = Style.plain
    package var inputFocused = Style.plain
    /// What an empty field says it wants, unfocused and focused.
    package var placeholder = Style.plain
    package var placeholderFocused = Style.plain
    package var error = Style.plain
    package var warning = Style.plain
    package var success = Style.plain
    package var spinner = Style.plain
    /// The bars and stars of a detail's gauges.
    package var gauge = Style.plain
    package var overlay = Style.plain
    /// The host's badge on the login form.
    package var badgeRelease = Style.plain
    package var badgeTest = Style.plain
    package var badgeDemo = Style.plain
    package var borders = BorderSet.single
    package var isMonochrome = false
    /// The background the theme's colours are chosen for.
    package var background = ThemeBackground.dark
    /// What pictures are drawn in: none on a monochrome terminal.
    package var pictureColors = PictureColors.palette256
    /// Whether pictures are also drawn past curses (24-bit colour, kitty) over their half blocks.
    package var graphics: PictureGraphics = .cells

    /// A theme of `styles`; a role it does not name is plain.
    package init(_ styles: [ThemeRole: Style], background: ThemeBackground = .dark, borders: BorderSet = .single,
                 isMonochrome: Bool = false, pictureColors: PictureColors = .palette256) {
        for (role, style) in styles { self[role] = style }
        self.background = background
        self.borders = borders
        self.isMonochrome = isMonochrome
        self.pictureColors = pictureColors
    }

    package subscript(role: ThemeRole) -> Style {
        get { self[keyPath: role.keyPath] }
        set { self[keyPath: role.keyPath] = newValue }
    }

    /// The monochrome theme when `NO_COLOR` is set to a non-empty value (per
    /// no-color.org), `TERM` is `dumb` or unset, or the user passed
    /// --no-color; the standard (dark) theme otherwise.
    package static func resolve(environment: [String: String], noColorFlag: Bool = false) -> Theme {
        prefersMonochrome(environment: environment, noColorFlag: noColorFlag) ? .monochrome : .standard
    }

    package static func prefersMonochrome(environment: [String: String], noColorFlag: Bool = false) -> Bool {
        if noColorFlag { return true }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return true }
        let term = environment["TERM"] ?? ""
        return term.isEmpty || term == "dumb"
    }
}

/// The characters a box is drawn with.
package struct BorderSet: Sendable, Hashable {
    package var horizontal: Character
    package var vertical: Character
    package var topLeft: Character
    package var topRight: Character
    package var bottomLeft: Character
    package var bottomRight: Character

    package static let single = BorderSet(horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐",
                                         bottomLeft: "└", bottomRight: "┘")
    package static let rounded = BorderSet(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮",
                                          bottomLeft: "╰", bottomRight: "╯")
    package static let ascii = BorderSet(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+",
                                        bottomLeft: "+", bottomRight: "+")
}
