import Pictures

/// Which colours a picture is drawn in: the nearest entry of the xterm
/// 256-colour palette, the sixteen or the eight named colours, or none.
///
/// With eight or sixteen colours a flat nearest match turns a photograph
/// into bands, so those are dithered: each pixel is nudged by a 4×4 Bayer
/// threshold for its position before the match. The nudge depends only on
/// the position, so a row drawn alone looks as it does in the whole picture
/// and the same picture draws the same cells every frame.
package enum PictureColors: Sendable, Hashable {
    case none
    /// The eight colours of a `colors#8` terminal (TERM=xterm, linux, screen, rxvt).
    case ansi8
    case ansi16
    case palette256

    /// The colours of a terminal that has `colors` of them.
    package static func forTerminal(colors: Int) -> PictureColors {
        colors >= 256 ? .palette256 : colors >= 16 ? .ansi16 : colors >= 8 ? .ansi8 : .none
    }

    /// The cell colour closest to `rgb` (squared distance in RGB).
    package func color(for rgb: RGB) -> Color {
        switch self {
        case .none: .default
        case .ansi8: Self.corner(rgb)
        case .ansi16: Self.nearestNamed(rgb, among: 16)
        case .palette256: Self.nearestPalette(rgb)
        }
    }

    /// The cell colour for the pixel at (`x`, `y`) of a picture: dithered with eight or sixteen colours.
    package func color(for rgb: RGB, x: Int, y: Int) -> Color {
        guard let spread = ditherSpread else { return color(for: rgb) }
        // The sixteen are no lattice (white and bright white are 26 apart): a pixel
        // already near one of them is that one, and only those between are mixed.
        if self == .ansi16, let near = Self.nearbyNamed(rgb) { return near }
        let threshold = Self.bayer[(y & 3) * 4 + (x & 3)]
        // (threshold + 0.5) / 16 - 0.5 of the spread, in integers.
        let nudge = ((2 * threshold + 1) * spread) / 32 - spread / 2
        return color(for: RGB(Self.clamp(Int(rgb.red) + nudge), Self.clamp(Int(rgb.green) + nudge),
                              Self.clamp(Int(rgb.blue) + nudge)))
    }

    /// How far apart the palette's levels are, which the dither spans; nil where it is not dithered.
    private var ditherSpread: Int? {
        switch self {
        // Less than the distance from a level (205) to the middle (110): a palette colour stays itself.
        case .ansi8: 180
        case .ansi16: 96
        case .none, .palette256: nil
        }
    }

    /// Whether a cell's two colours may be drawn either way up ("▀" or "▄"):
    /// with the named colours, so one colour pair serves both orders and a
    /// picture needs at most 36 pairs of a 64-pair terminal.
    var sharesPairsAcrossHalves: Bool { self == .ansi8 || self == .ansi16 }

    /// The 4×4 Bayer matrix: thresholds 0–15 spread evenly over every 2×2 and 4×4 block.
    private static let bayer: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    private static func clamp(_ value: Int) -> UInt8 { UInt8(min(255, max(0, value))) }

    private static func nearestPalette(_ rgb: RGB) -> Color {
        let channels = [Int(rgb.red), Int(rgb.green), Int(rgb.blue)]
        let cube = channels.map(nearestCubeLevel)
        let cubeDistance = zip(channels, cube).reduce(0) { $0 + square($1.0 - Int(XtermPalette.cubeLevels[$1.1])) }
        // Greys 232–254 are 8, 18, … 228; the cube lacks most of them.
        let mean = channels.reduce(0, +) / 3
        let grey = min(22, max(0, (mean - 3) / 10))
        let greyLevel = 8 + grey * 10
        let greyDistance = channels.reduce(0) { $0 + square($1 - greyLevel) }
        if greyDistance < cubeDistance { return .palette(232 + grey) }
        return .palette(16 + 36 * cube[0] + 6 * cube[1] + cube[2])
    }

    private static func nearestCubeLevel(_ value: Int) -> Int {
        if value < 48 { return 0 }
        if value < 115 { return 1 }
        return min(5, (value - 35) / 40)
    }

    /// The eight colours are the corners of the RGB cube, a bit a channel
    /// (red 1, green 2, blue 4): each channel is on past the middle of its
    /// range. A nearest match would take a mid grey for yellow.
    private static func corner(_ rgb: RGB) -> Color {
        let middle: UInt8 = 110
        return .palette((rgb.red > middle ? 1 : 0) | (rgb.green > middle ? 2 : 0) | (rgb.blue > middle ? 4 : 0))
    }

    /// The named colour within `defaultNearness` of `rgb` on every channel, if one is.
    private static func nearbyNamed(_ rgb: RGB) -> Color? {
        let index = XtermPalette.named.firstIndex { named in
            abs(Int(named.red) - Int(rgb.red)) <= defaultNearness && abs(Int(named.green) - Int(rgb.green)) <= defaultNearness
                && abs(Int(named.blue) - Int(rgb.blue)) <= defaultNearness
        }
        return index.map { .palette($0) }
    }

    /// How close to a named colour a pixel is taken as it, with sixteen colours.
    static let defaultNearness = 12

    private static func nearestNamed(_ rgb: RGB, among count: Int) -> Color {
        var best = 0
        var bestDistance = Int.max
        for (index, named) in XtermPalette.named.prefix(count).enumerated() {
            let distance = square(Int(rgb.red) - Int(named.red)) + square(Int(rgb.green) - Int(named.green))
                + square(Int(rgb.blue) - Int(named.blue))
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return .palette(best)
    }

    private static func square(_ value: Int) -> Int { value * value }
}
