import Pictures

/// Draws a record's picture from a seed: a vertical gradient in a hue, with
/// one simple shape in the opposite hue. Depends only on its inputs, so the
/// same path always serves the same pixels.
struct StagingPicture: Sendable {
    /// Upstream's thumbnails are square-ish; 4:3 leaves room for the shape to sit off-centre.
    static let defaultWidth = 160
    static let defaultHeight = 120

    enum Shape: CaseIterable { case disc, square, diamond, triangle }

    let hue: Double
    let shape: Shape
    /// Where the shape's centre sits, as fractions of the picture.
    let centre: (x: Double, y: Double)
    /// The shape's radius as a fraction of the picture's height.
    let size: Double

    init(hue: Double, rng: inout SplitMix64) {
        self.hue = hue
        shape = rng.pick(Shape.allCases)
        centre = (0.35 + Double(rng.int(0...30)) / 100, 0.4 + Double(rng.int(0...20)) / 100)
        size = 0.22 + Double(rng.int(0...12)) / 100
    }

    func image(width: Int = defaultWidth, height: Int = defaultHeight) -> RGBAImage {
        let top = Self.rgb(hue: hue, saturation: 0.35, value: 0.95)
        let bottom = Self.rgb(hue: hue, saturation: 0.8, value: 0.45)
        let ink = Self.rgb(hue: (hue + 180).truncatingRemainder(dividingBy: 360), saturation: 0.85, value: 0.9)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let radius = size * Double(height)
        let cx = centre.x * Double(width), cy = centre.y * Double(height)
        for y in 0..<height {
            let t = Double(y) / Double(max(height - 1, 1))
            let background = (0..<3).map { UInt8(Double(top[$0]) * (1 - t) + Double(bottom[$0]) * t) }
            for x in 0..<width {
                let colour = covers(dx: Double(x) + 0.5 - cx, dy: Double(y) + 0.5 - cy, radius: radius) ? ink : background
                let offset = (y * width + x) * 4
                pixels[offset] = colour[0]
                pixels[offset + 1] = colour[1]
                pixels[offset + 2] = colour[2]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)!
    }

    private func covers(dx: Double, dy: Double, radius: Double) -> Bool {
        switch shape {
        case .disc: dx * dx + dy * dy <= radius * radius
        case .square: abs(dx) <= radius * 0.85 && abs(dy) <= radius * 0.85
        case .diamond: abs(dx) + abs(dy) <= radius * 1.2
        case .triangle: dy <= radius * 0.8 && dy >= -radius && abs(dx) <= (dy + radius) * 0.6
        }
    }

    /// Hue in degrees, saturation and value in 0...1.
    static func rgb(hue: Double, saturation: Double, value: Double) -> [UInt8] {
        let sector = (hue / 60).truncatingRemainder(dividingBy: 6)
        let chroma = value * saturation
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(sector) {
        case 0: (chroma, second, 0)
        case 1: (second, chroma, 0)
        case 2: (0, chroma, second)
        case 3: (0, second, chroma)
        case 4: (second, 0, chroma)
        default: (chroma, 0, second)
        }
        let base = value - chroma
        return [r, g, b].map { UInt8(min(255, max(0, ($0 + base) * 255))) }
    }
}
