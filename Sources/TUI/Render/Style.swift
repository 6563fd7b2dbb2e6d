/// A terminal colour in one byte: the terminal's own default (which keeps
/// the user's background, ncurses use_default_colors), the sixteen named
/// colours, or an entry of the xterm 256-colour palette, which pictures use.
/// The byte is the xterm index plus one, so cells stay eight bytes; palette
/// entry 255 (a light grey) is the one left out, drawn as 254.
package struct Color: RawRepresentable, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let `default` = Color(rawValue: 0)
    package static let black = Color(rawValue: 1), red = Color(rawValue: 2), green = Color(rawValue: 3)
    package static let yellow = Color(rawValue: 4), blue = Color(rawValue: 5), magenta = Color(rawValue: 6)
    package static let cyan = Color(rawValue: 7), white = Color(rawValue: 8), brightBlack = Color(rawValue: 9)
    package static let brightRed = Color(rawValue: 10), brightGreen = Color(rawValue: 11), brightYellow = Color(rawValue: 12)
    package static let brightBlue = Color(rawValue: 13), brightMagenta = Color(rawValue: 14), brightCyan = Color(rawValue: 15)
    package static let brightWhite = Color(rawValue: 16)

    /// The default and the sixteen named colours: the ones themes use.
    package static let named: [Color] = (0...16).map { Color(rawValue: UInt8($0)) }

    /// xterm palette entry `index` (0–254; 0–15 are the named colours).
    package static func palette(_ index: Int) -> Color { Color(rawValue: UInt8(min(max(index, 0), 254) + 1)) }

    package var isNamed: Bool { rawValue <= 16 }

    /// One of the eight bright named colours as its base one (bright white as white).
    package var base: Color { rawValue >= 9 && rawValue <= 16 ? Color(rawValue: rawValue - 8) : self }

    /// The curses colour number: -1 for the default, the xterm index otherwise.
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

    /// The same style with bright colours as their base ones: what an eight-colour terminal shows.
    package var withBaseColors: Style { Style(foreground: foreground.base, background: background.base, attributes: attributes) }

    /// The same style without colours: what a monochrome terminal shows.
    package var withoutColors: Style { Style(attributes: attributes) }
}
