/// The sixteen terminal colours plus the terminal's own default, which keeps
/// the user's background (ncurses use_default_colors).
public enum Color: UInt8, Sendable, Hashable, CaseIterable {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    /// The curses colour number: -1 for the default, 0–15 otherwise.
    public var cursesIndex: Int16 { self == .default ? -1 : Int16(rawValue) - 1 }
}

/// Attributes that survive on a monochrome terminal.
public struct TextAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let reverse = TextAttributes(rawValue: 1 << 1)
    public static let underline = TextAttributes(rawValue: 1 << 2)
    public static let dim = TextAttributes(rawValue: 1 << 3)
}

/// How a cell looks: three bytes, so cells stay small and compare fast.
public struct Style: Sendable, Hashable {
    public var foreground: Color
    public var background: Color
    public var attributes: TextAttributes

    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()

    public func adding(_ extra: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// The same style without colours: what a monochrome terminal shows.
    public var withoutColors: Style { Style(attributes: attributes) }
}
