import CNcurses
import Foundation

/// A cell's style as curses attributes and colour pairs.
extension NcursesTerminal {
    static func attributes(for style: Style) -> attr_t {
        var attributes: attr_t = 0
        if style.attributes.contains(.bold) { attributes |= courier_a_bold() }
        if style.attributes.contains(.reverse) { attributes |= courier_a_reverse() }
        if style.attributes.contains(.underline) { attributes |= courier_a_underline() }
        if style.attributes.contains(.dim) { attributes |= courier_a_dim() }
        return attributes
    }

    /// The curses pair for the style's colours, made when first needed by
    /// ncurses' allocator (`alloc_pair`), which answers the same pair for the
    /// same colours and numbers them from 1 whatever the colours are. A
    /// `colors#8 pairs#64` terminal (TERM=xterm, linux, screen) has 63 to
    /// give: the themes use a dozen and a picture at most 36
    /// (`PictureColors.sharesPairsAcrossHalves`). Were they ever all taken,
    /// the allocator reuses the least recently asked-for pair.
    func colorPair(for style: Style) -> Int32 {
        guard usesColor, style.foreground != .default || style.background != .default else { return 0 }
        let pair = alloc_pair(Int32(cursesColor(style.foreground, isBackground: false)),
                              Int32(cursesColor(style.background, isBackground: true)))
        return pair < 0 ? 0 : pair
    }

    /// A bright colour on an eight-colour terminal is drawn as its base one:
    /// the themes for such terminals use none (`Theme.standard(background:colors:)`).
    func cursesColor(_ color: Color, isBackground: Bool) -> Int16 {
        if color == .default && !hasDefaultColors { return isBackground ? 0 : 7 }
        let index = color.cursesIndex
        return index >= 8 && index < 16 && courier_colors() < 16 ? index - 8 : index
    }
}
