/// Sizes and resamples a picture for a box of terminal cells.
public enum ImageScaling {
    /// The largest size with the picture's aspect ratio that fits width × height pixels (at least 1 × 1).
    public static func fittedSize(width: Int, height: Int, into maxWidth: Int, _ maxHeight: Int) -> (width: Int, height: Int) {
        guard width > 0, height > 0, maxWidth > 0, maxHeight > 0 else { return (0, 0) }
        // Compare width/height ratios in integers: which side binds?
        if width * maxHeight >= height * maxWidth {
            return (maxWidth, max(1, (height * maxWidth + width / 2) / width))
        }
        return (max(1, (width * maxHeight + height / 2) / height), maxHeight)
    }

    /// Each target pixel is the mean of the source pixels it covers (nearest when enlarging),
    /// so a stripe thinner than a cell still tints it rather than vanishing or flickering.
    public static func resample(_ image: RGBAImage, width: Int, height: Int) -> [RGB] {
        guard width > 0, height > 0 else { return [] }
        var out = [RGB]()
        out.reserveCapacity(width * height)
        let columnSpans = spans(source: image.width, target: width)
        for row in 0..<height {
            let y0 = row * image.height / height
            let y1 = max(y0 + 1, (row + 1) * image.height / height)
            for (x0, x1) in columnSpans {
                var red = 0, green = 0, blue = 0
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let pixel = image.rgb(x: x, y: y)
                        red += Int(pixel.red)
                        green += Int(pixel.green)
                        blue += Int(pixel.blue)
                    }
                }
                let count = (y1 - y0) * (x1 - x0)
                out.append(RGB(UInt8(red / count), UInt8(green / count), UInt8(blue / count)))
            }
        }
        return out
    }

    private static func spans(source: Int, target: Int) -> [(Int, Int)] {
        (0..<target).map { index in
            let start = index * source / target
            return (start, max(start + 1, (index + 1) * source / target))
        }
    }
}
