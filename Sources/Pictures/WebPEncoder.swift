import CWebP

/// RGBA pixels to lossless WebP bytes: what the staging server serves, the same bytes every time.
public enum WebPEncoder {
    public enum Failure: Error, Equatable, Sendable { case encoderFailed }

    public static func encodeLossless(_ image: RGBAImage) throws(Failure) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        let size = image.pixels.withUnsafeBufferPointer { pixels in
            WebPEncodeLosslessRGBA(pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4), &output)
        }
        guard size > 0, let output else { throw .encoderFailed }
        defer { WebPFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
