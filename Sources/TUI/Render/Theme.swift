/// Every colour and attribute the screens use, in one value. Screens ask
/// the theme for a role ("selection", "error"), never for a colour, so the
/// monochrome variant changes the whole app at once.
package struct Theme: Sendable, Hashable {
    package var text: Style
    /// Secondary text: hints' labels, placeholders, disabled entries.
    package var dim: Style
    package var title: Style
    package var border: Style
    /// List column headers.
    package var header: Style
    /// The selected list row.
    package var selection: Style
    package var tabActive: Style
    package var tabInactive: Style
    package var statusBar: Style
    /// The key part of a hint ("q" in "q Quit").
    package var hintKey: Style
    package var hintLabel: Style
    package var input: Style
    package var inputFocused: Style
    package var error: Style
    package var warning: Style
    package var success: Style
    package var spinner: Style
    package var overlay: Style
    package var borders: BorderSet
    package var isMonochrome: Bool
    /// What pictures are drawn in: none on a monochrome terminal.
    package var pictureColors: PictureColors
    /// Whether pictures are also drawn past curses (24-bit colour, kitty) over their half blocks.
    package var graphics: PictureGraphics = .cells

    package static let standard = Theme(
        text: .plain,
        dim: Style(attributes: .dim),
        title: Style(foreground: .cyan, attributes: .bold),
        border: Style(foreground: .blue),
        header: Style(foreground: .yellow, attributes: [.bold, .underline]),
        selection: Style(foreground: .black, background: .cyan),
        tabActive: Style(foreground: .black, background: .cyan, attributes: .bold),
        tabInactive: Style(foreground: .cyan),
        statusBar: Style(foreground: .black, background: .white),
        hintKey: Style(foreground: .cyan, attributes: .bold),
        hintLabel: .plain,
        input: Style(attributes: .underline),
        inputFocused: Style(foreground: .brightWhite, background: .blue),
        error: Style(foreground: .red, attributes: .bold),
        warning: Style(foreground: .yellow),
        success: Style(foreground: .green),
        spinner: Style(foreground: .magenta),
        overlay: .plain,
        borders: .single,
        isMonochrome: false,
        pictureColors: .palette256
    )

    /// Bold, reverse, underline and dim only: for NO_COLOR, TERM=dumb and --no-color.
    package static let monochrome = Theme(
        text: .plain,
        dim: Style(attributes: .dim),
        title: Style(attributes: .bold),
        border: .plain,
        header: Style(attributes: [.bold, .underline]),
        selection: Style(attributes: .reverse),
        tabActive: Style(attributes: [.reverse, .bold]),
        tabInactive: .plain,
        statusBar: Style(attributes: .reverse),
        hintKey: Style(attributes: .bold),
        hintLabel: .plain,
        input: Style(attributes: .underline),
        inputFocused: Style(attributes: [.underline, .bold]),
        error: Style(attributes: .bold),
        warning: Style(attributes: .bold),
        success: .plain,
        spinner: .plain,
        overlay: .plain,
        borders: .single,
        isMonochrome: true,
        pictureColors: .none
    )

    /// The monochrome theme when `NO_COLOR` is set to a non-empty value (per
    /// no-color.org), `TERM` is `dumb` or unset, or the user passed
    /// --no-color; the standard theme otherwise.
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
