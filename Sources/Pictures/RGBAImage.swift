/// A picture as its pixels: rows top to bottom, four bytes (red, green, blue, alpha) each.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    /// Fails (nil) when the bytes are not width × height × 4.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (x, y), alpha blended over black, since a terminal cell has no transparency.
    public func rgb(x: Int, y: Int) -> RGB {
        let offset = (y * width + x) * 4
        let alpha = UInt16(pixels[offset + 3])
        if alpha == 255 { return RGB(pixels[offset], pixels[offset + 1], pixels[offset + 2]) }
        return RGB(
            UInt8(UInt16(pixels[offset]) * alpha / 255),
            UInt8(UInt16(pixels[offset + 1]) * alpha / 255),
            UInt8(UInt16(pixels[offset + 2]) * alpha / 255)
        )
    }
}

/// One opaque colour, 8 bits a channel.
public struct RGB: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}
