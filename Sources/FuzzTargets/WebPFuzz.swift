import Foundation
import Pictures

/// The WebP decoder that every picture from a server passes.
///
/// Anything decoded has as many pixels as it says and no more than the
/// limit; resampled for a box of cells it fills the box exactly; and
/// encoded losslessly it decodes back to the same pixels.
extension FuzzTarget {
    static let webp = FuzzTarget("webp", "Pictures WebPDecoder: pixel counts, limits, lossless round trip") { data throws(FuzzViolation) in
        let limit = 1024 * 1024
        let image: RGBAImage
        do {
            image = try WebPDecoder.decode(Array(data), maximumPixels: limit)
        } catch {
            return
        }
        try require(image.width > 0 && image.height > 0 && image.width * image.height <= limit,
                    "decoded \(image.width)×\(image.height) past the limit \(limit)")
        try require(image.pixels.count == image.width * image.height * 4, "\(image.pixels.count) bytes for \(image.width)×\(image.height)")
        let box = ImageScaling.fittedSize(width: image.width, height: image.height, into: 80, 48)
        try require(box.width >= 1 && box.height >= 1 && box.width <= 80 && box.height <= 48, "fitted to \(box)")
        let cells = ImageScaling.resample(image, width: box.width, height: box.height)
        try require(cells.count == box.width * box.height, "resampled to \(cells.count) for \(box)")
        guard image.width * image.height <= 256 * 256 else { return }
        do {
            let again = try WebPDecoder.decode(try WebPEncoder.encodeLossless(image), maximumPixels: limit)
            try require(again.width == image.width && again.height == image.height && samePixels(again.pixels, image.pixels),
                        "a lossless round trip changed the pixels")
        } catch let violation as FuzzViolation {
            throw violation
        } catch {
            throw FuzzViolation("a decoded picture did not survive lossless encoding: \(error)")
        }
    }
}

/// Equal pixels, where a fully transparent pixel's colour may be anything:
/// nobody sees it, and an encoder may keep whatever compresses best there.
private func samePixels(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    for offset in stride(from: 0, to: a.count, by: 4) {
        if a[offset + 3] != b[offset + 3] { return false }
        if a[offset + 3] != 0 && a[offset..<offset + 3] != b[offset..<offset + 3] { return false }
    }
    return true
}
