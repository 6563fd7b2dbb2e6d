/// One terminal cell. A wide character occupies two cells: the first holds
/// the grapheme with width 2, the second is a continuation (width 0) that is
/// never drawn on its own.
///
/// Stored as a Character (inline, no heap allocation for graphemes up to 15
/// UTF-8 bytes) plus a byte of width and three of style. `style` and `width`
/// come first so equality, the renderer's hot path, compares the cheap
/// fields before the grapheme.
public struct Cell: Sendable, Hashable {
    public var style: Style
    /// 1 or 2 for a cell that starts a grapheme; 0 for a continuation.
    public var width: UInt8
    public var character: Character

    /// A cell for `character`, measured with `DisplayWidth`. Zero-width
    /// graphemes (controls, lone combining marks) become a space.
    public init(_ character: Character, style: Style = .plain) {
        let measured = DisplayWidth.of(character)
        self.style = style
        self.width = UInt8(measured == 0 ? 1 : measured)
        self.character = measured == 0 ? " " : character
    }

    /// For callers that have already measured `character` (width 1 or 2).
    init(style: Style, width: UInt8, character: Character) {
        self.style = style
        self.width = width
        self.character = character
    }

    public static let blank = Cell(" ")

    public static func blank(_ style: Style) -> Cell { Cell(style: style, width: 1, character: " ") }

    /// The right half of a wide character.
    public static func continuation(_ style: Style) -> Cell { Cell(style: style, width: 0, character: " ") }

    public var isContinuation: Bool { width == 0 }
    public var isWide: Bool { width == 2 }
}
