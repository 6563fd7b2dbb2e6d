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

    /// One curses pair per (foreground, background) of named colours, numbered
    /// fg * 17 + bg, set up on first use. A palette colour (a picture's) gets
    /// a pair from ncurses' own allocator, which reuses the least recently
    /// used pair once the terminal's pairs run out.
    func colorPair(for style: Style) -> Int32 {
        guard usesColor, style.foreground != .default || style.background != .default else { return 0 }
        guard style.foreground.isNamed, style.background.isNamed else {
            let pair = alloc_pair(Int32(cursesColor(style.foreground, isBackground: false)),
                                  Int32(cursesColor(style.background, isBackground: true)))
            return pair < 0 ? 0 : pair
        }
        let number = Int(style.foreground.rawValue) * Color.named.count + Int(style.background.rawValue)
        guard number < Int(courier_color_pairs()) else { return 0 }
        if !initializedPairs[number] {
            init_pair(Int16(number), cursesColor(style.foreground, isBackground: false),
                      cursesColor(style.background, isBackground: true))
            initializedPairs[number] = true
        }
        return Int32(number)
    }

    func cursesColor(_ color: Color, isBackground: Bool) -> Int16 {
        if color == .default && !hasDefaultColors { return isBackground ? 0 : 7 }
        let index = color.cursesIndex
        return index >= 8 && index < 16 && courier_colors() < 16 ? index - 8 : index
    }
}
