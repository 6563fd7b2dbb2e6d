import Pictures
import XCTest

final class WebPCodecTests: XCTestCase {
    private func checkerboard(width: Int, height: Int) -> RGBAImage {
        var pixels = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                pixels += (x + y) % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)!
    }

    func testLosslessRoundTripGivesTheSamePixels() throws {
        let image = checkerboard(width: 7, height: 5)
        let bytes = try WebPEncoder.encodeLossless(image)
        XCTAssertEqual(Array(bytes.prefix(4)), Array("RIFF".utf8))
        XCTAssertEqual(try WebPDecoder.decode(bytes), image)
    }

    func testEmptyBytesAreRefused() {
        XCTAssertThrowsError(try WebPDecoder.decode([])) { XCTAssertEqual($0 as? ImageDecodingError, .empty) }
    }

    func testGarbageIsNotWebP() {
        let garbage = (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        XCTAssertThrowsError(try WebPDecoder.decode(garbage)) { XCTAssertEqual($0 as? ImageDecodingError, .notWebP) }
        XCTAssertThrowsError(try WebPDecoder.decode(Array("<html>not an image</html>".utf8)))
    }

    func testEveryTruncationFailsWithoutCrashing() throws {
        let bytes = try WebPEncoder.encodeLossless(checkerboard(width: 16, height: 16))
        for length in 1..<bytes.count {
            XCTAssertThrowsError(try WebPDecoder.decode(Array(bytes.prefix(length))), "length \(length)")
        }
    }

    func testAHeaderClaimingHugePixelsIsRefusedBeforeDecoding() throws {
        let bytes = try WebPEncoder.encodeLossless(checkerboard(width: 64, height: 64))
        XCTAssertThrowsError(try WebPDecoder.decode(bytes, maximumPixels: 100)) {
            XCTAssertEqual($0 as? ImageDecodingError, .tooLarge(width: 64, height: 64))
        }
    }

    func testTransparentPixelsBlendOverBlack() {
        let image = RGBAImage(width: 1, height: 1, pixels: [200, 100, 50, 0])!
        XCTAssertEqual(image.rgb(x: 0, y: 0), RGB(0, 0, 0))
        XCTAssertNil(RGBAImage(width: 2, height: 2, pixels: [0, 0, 0, 255]))
    }
}
