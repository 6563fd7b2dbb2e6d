/// One terminal cell. A wide character occupies two cells: the first holds
/// the grapheme with width 2, the second is a continuation (width 0) that is
/// never drawn on its own.
///
/// Eight bytes of plain data: the grapheme as a code (a Unicode scalar, or
/// an interned multi-scalar grapheme, see `GraphemeTable`), a width byte and
/// three style bytes. Building, copying and diffing a 200×60 frame then
/// never touches the heap or a reference count.
package struct Cell: Sendable, Hashable {
    /// A Unicode scalar value, or an interned grapheme (≥ 0x110000).
    package private(set) var code: UInt32
    /// 1 or 2 for a cell that starts a grapheme; 0 for a continuation.
    package var width: UInt8
    package var style: Style

    /// A cell for `character`, measured with `DisplayWidth`. Zero-width
    /// graphemes (controls, lone combining marks) become a space.
    package init(_ character: Character, style: Style = .plain) {
        let measured = DisplayWidth.of(character)
        if measured == 0 {
            self.init(code: 0x20, width: 1, style: style)
        } else {
            self.init(code: Self.code(for: character), width: UInt8(measured), style: style)
        }
    }

    init(code: UInt32, width: UInt8, style: Style) {
        self.code = code
        self.width = width
        self.style = style
    }

    package static let blank = Cell(code: 0x20, width: 1, style: .plain)

    package static func blank(_ style: Style) -> Cell { Cell(code: 0x20, width: 1, style: style) }

    /// The right half of a wide character.
    package static func continuation(_ style: Style) -> Cell { Cell(code: 0x20, width: 0, style: style) }

    /// One 64-bit comparison: the renderer compares every cell of every frame.
    package static func == (lhs: Cell, rhs: Cell) -> Bool {
        unsafeBitCast(lhs, to: UInt64.self) == unsafeBitCast(rhs, to: UInt64.self)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(unsafeBitCast(self, to: UInt64.self))
    }

    package var isContinuation: Bool { width == 0 }
    package var isWide: Bool { width == 2 }

    /// The grapheme this cell shows.
    package var character: Character {
        if code < GraphemeTable.firstCode, let scalar = Unicode.Scalar(code) { return Character(scalar) }
        return Character(GraphemeTable.shared.grapheme(for: code))
    }

    /// The single scalar, when the grapheme is one.
    var scalar: Unicode.Scalar? {
        code < GraphemeTable.firstCode ? Unicode.Scalar(code) : nil
    }

    static func code(for character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0x20 }
        if iterator.next() == nil { return first.value }
        return GraphemeTable.shared.code(for: String(character)) ?? first.value
    }
}
