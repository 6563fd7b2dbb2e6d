/// The sixteen terminal colours plus the terminal's own default, which keeps
/// the user's background (ncurses use_default_colors).
package enum Color: UInt8, Sendable, Hashable, CaseIterable {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    /// The curses colour number: -1 for the default, 0–15 otherwise.
    package var cursesIndex: Int16 { self == .default ? -1 : Int16(rawValue) - 1 }
}

/// Attributes that survive on a monochrome terminal.
package struct TextAttributes: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let bold = TextAttributes(rawValue: 1 << 0)
    package static let reverse = TextAttributes(rawValue: 1 << 1)
    package static let underline = TextAttributes(rawValue: 1 << 2)
    package static let dim = TextAttributes(rawValue: 1 << 3)
}

/// How a cell looks: three bytes, so cells stay small and compare fast.
package struct Style: Sendable, Hashable {
    package var foreground: Color
    package var background: Color
    package var attributes: TextAttributes

    package init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    package static let plain = Style()

    package func adding(_ extra: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// The same style without colours: what a monochrome terminal shows.
    package var withoutColors: Style { Style(attributes: attributes) }
}
