/// Every colour and attribute the screens use, in one value. Screens ask
/// the theme for a role ("selection", "error"), never for a colour, so the
/// monochrome variant changes the whole app at once.
public struct Theme: Sendable, Hashable {
    public var text: Style
    /// Secondary text: hints' labels, placeholders, disabled entries.
    public var dim: Style
    public var title: Style
    public var border: Style
    /// List column headers.
    public var header: Style
    /// The selected list row.
    public var selection: Style
    public var tabActive: Style
    public var tabInactive: Style
    public var statusBar: Style
    /// The key part of a hint ("q" in "q Quit").
    public var hintKey: Style
    public var hintLabel: Style
    public var input: Style
    public var inputFocused: Style
    public var error: Style
    public var warning: Style
    public var success: Style
    public var spinner: Style
    public var overlay: Style
    public var borders: BorderSet
    public var isMonochrome: Bool

    public static let standard = Theme(
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
        isMonochrome: false
    )

    /// Bold, reverse, underline and dim only: for NO_COLOR, TERM=dumb and --no-color.
    public static let monochrome = Theme(
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
        isMonochrome: true
    )

    /// The monochrome theme when `NO_COLOR` is set to a non-empty value (per
    /// no-color.org), `TERM` is `dumb` or unset, or the user passed
    /// --no-color; the standard theme otherwise.
    public static func resolve(environment: [String: String], noColorFlag: Bool = false) -> Theme {
        prefersMonochrome(environment: environment, noColorFlag: noColorFlag) ? .monochrome : .standard
    }

    public static func prefersMonochrome(environment: [String: String], noColorFlag: Bool = false) -> Bool {
        if noColorFlag { return true }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return true }
        let term = environment["TERM"] ?? ""
        return term.isEmpty || term == "dumb"
    }
}

/// The characters a box is drawn with.
public struct BorderSet: Sendable, Hashable {
    public var horizontal: Character
    public var vertical: Character
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character

    public static let single = BorderSet(horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐",
                                         bottomLeft: "└", bottomRight: "┘")
    public static let rounded = BorderSet(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮",
                                          bottomLeft: "╰", bottomRight: "╯")
    public static let ascii = BorderSet(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+",
                                        bottomLeft: "+", bottomRight: "+")
}
