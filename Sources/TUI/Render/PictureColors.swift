import Pictures

/// Which colours a picture is drawn in: the nearest entry of the xterm
/// 256-colour palette, of the sixteen named colours, or none at all.
package enum PictureColors: Sendable, Hashable {
    case none
    case ansi16
    case palette256

    /// The cell colour closest to `rgb` (squared distance in RGB).
    package func color(for rgb: RGB) -> Color {
        switch self {
        case .none: .default
        case .ansi16: Self.nearestNamed(rgb)
        case .palette256: Self.nearestPalette(rgb)
        }
    }

    /// The 6×6×6 cube's channel levels (xterm indexes 16–231).
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    private static func nearestPalette(_ rgb: RGB) -> Color {
        let channels = [Int(rgb.red), Int(rgb.green), Int(rgb.blue)]
        let cube = channels.map(nearestCubeLevel)
        let cubeDistance = zip(channels, cube).reduce(0) { $0 + square($1.0 - cubeLevels[$1.1]) }
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

    /// xterm's defaults for the sixteen named colours, in `Color.named` order after `.default`.
    private static let namedRGB: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static func nearestNamed(_ rgb: RGB) -> Color {
        var best = 0
        var bestDistance = Int.max
        for (index, named) in namedRGB.enumerated() {
            let distance = square(Int(rgb.red) - named.0) + square(Int(rgb.green) - named.1) + square(Int(rgb.blue) - named.2)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return .palette(best)
    }

    private static func square(_ value: Int) -> Int { value * value }
}
