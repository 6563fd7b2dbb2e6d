import CWebP

/// Why bytes did not become a picture.
public enum ImageDecodingError: Error, Equatable, Sendable {
    /// Nothing to decode.
    case empty
    /// The bytes are not a WebP image libwebp can read (truncated, garbage, another format).
    case notWebP
    /// Larger than `WebPDecoder.defaultMaximumPixels`: refused before any pixel is allocated.
    case tooLarge(width: Int, height: Int)
    /// The header read but the pixels did not (a truncated or corrupt body).
    case corrupt
}

/// WebP bytes to RGBA pixels through libwebp, which checks every length it reads.
public enum WebPDecoder {
    /// A detail shows a picture a few hundred pixels across; anything far larger is refused
    /// rather than allocated (a hostile header can claim 16383 × 16383).
    public static let defaultMaximumPixels = 4096 * 4096

    public static func decode(_ bytes: [UInt8], maximumPixels: Int = defaultMaximumPixels) throws(ImageDecodingError) -> RGBAImage {
        guard !bytes.isEmpty else { throw .empty }
        var width: Int32 = 0
        var height: Int32 = 0
        let known = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        guard known != 0, width > 0, height > 0 else { throw .notWebP }
        guard Int(width) * Int(height) <= maximumPixels else { throw .tooLarge(width: Int(width), height: Int(height)) }
        let decoded: [UInt8]? = bytes.withUnsafeBufferPointer { buffer in
            guard let output = WebPDecodeRGBA(buffer.baseAddress, buffer.count, &width, &height) else { return nil }
            defer { WebPFree(output) }
            return Array(UnsafeBufferPointer(start: output, count: Int(width) * Int(height) * 4))
        }
        guard let decoded, let image = RGBAImage(width: Int(width), height: Int(height), pixels: decoded) else {
            throw .corrupt
        }
        return image
    }
}
