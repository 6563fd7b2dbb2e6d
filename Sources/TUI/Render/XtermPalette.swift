import Pictures

/// xterm's default colours for the 256-colour palette: the sixteen named
/// colours, the 6×6×6 cube and the 24 greys. Pictures are matched against
/// them, sixels define their registers from them, and the theme's contrast
/// is measured with them: the one table of what a palette index looks like.
package enum XtermPalette {
    /// The sixteen named colours, palette 0–15 (the xterm defaults).
    static let named: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205),
        RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]
    /// The cube's channel levels (palette 16–231).
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The colour of palette entry `index` (0–255).
    package static func rgb(_ index: Int) -> RGB {
        if index < 16 { return named[max(0, index)] }
        if index >= 232 {
            let level = UInt8(8 + (min(index, 255) - 232) * 10)
            return RGB(level, level, level)
        }
        let cube = index - 16
        return RGB(cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    }
}
