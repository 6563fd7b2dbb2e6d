/// A picture in the colours of a palette with Floyd–Steinberg dithering:
/// each pixel takes its nearest palette colour and passes what that missed
/// on to the pixels right and below (7/16, 3/16, 5/16, 1/16), so an area
/// keeps its mean colour where the palette has no colour for it.
package enum ErrorDiffusion {
    /// The palette index of each pixel, rows top to bottom.
    package static func indices(of pixels: [RGB], width: Int, height: Int, palette: [RGB]) -> [UInt8] {
        guard width > 0, height > 0, pixels.count == width * height, !palette.isEmpty else { return [] }
        var nearest = NearestColour(palette)
        var indices = [UInt8](repeating: 0, count: pixels.count)
        // This row's and the next row's carried error, three channels a pixel, one pixel of margin each side.
        var current = [Int](repeating: 0, count: (width + 2) * 3)
        var next = current
        for y in 0..<height {
            for x in 0..<width {
                let pixel = pixels[y * width + x]
                let at = (x + 1) * 3
                let red = clamp(Int(pixel.red) + current[at] / 16)
                let green = clamp(Int(pixel.green) + current[at + 1] / 16)
                let blue = clamp(Int(pixel.blue) + current[at + 2] / 16)
                let index = nearest.index(red, green, blue)
                indices[y * width + x] = UInt8(index)
                let got = palette[index]
                spread(red - Int(got.red), at: at, current: &current, next: &next)
                spread(green - Int(got.green), at: at + 1, current: &current, next: &next)
                spread(blue - Int(got.blue), at: at + 2, current: &current, next: &next)
            }
            swap(&current, &next)
            for index in next.indices { next[index] = 0 }
        }
        return indices
    }

    /// One channel's miss, in sixteenths: 7 right, 3 below left, 5 below, 1 below right.
    private static func spread(_ missed: Int, at index: Int, current: inout [Int], next: inout [Int]) {
        current[index + 3] += missed * 7
        next[index - 3] += missed * 3
        next[index] += missed * 5
        next[index + 3] += missed
    }

    private static func clamp(_ value: Int) -> Int { min(255, max(0, value)) }

    /// The nearest palette colour, remembered for each colour on a
    /// 6-bit-a-channel grid: a picture asks for the same few again and again.
    private struct NearestColour {
        let palette: [RGB]
        var known: [Int16]

        init(_ palette: [RGB]) {
            self.palette = palette
            known = [Int16](repeating: -1, count: 1 << 18)
        }

        mutating func index(_ red: Int, _ green: Int, _ blue: Int) -> Int {
            let key = (red >> 2) << 12 | (green >> 2) << 6 | (blue >> 2)
            if known[key] >= 0 { return Int(known[key]) }
            var best = 0
            var bestDistance = Int.max
            for (index, entry) in palette.enumerated() {
                let dr = red - Int(entry.red), dg = green - Int(entry.green), db = blue - Int(entry.blue)
                let distance = dr * dr + dg * dg + db * db
                if distance < bestDistance {
                    best = index
                    bestDistance = distance
                }
            }
            known[key] = Int16(best)
            return best
        }
    }
}
