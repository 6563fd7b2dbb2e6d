import Pictures
import XCTest
@testable import TUI

/// `--graphics sixel`: the encoder's bytes, and the picture over curses' cells on a pty.
final class SixelPictureTests: XCTestCase {
    func testABandIsOneRowOfSixelsPerColourRunLengthEncoded() {
        // 5×6: the first four columns register 1 (red), the last register 0 (blue).
        let indices = (0..<30).map { UInt8($0 % 5 < 4 ? 1 : 0) }
        let palette = [RGB(0, 0, 255), RGB(255, 0, 0)]
        let text = String(decoding: SixelPicture.encode(indices, width: 5, height: 6, palette: palette), as: UTF8.self)
        XCTAssertEqual(text, "\u{1B}P0;1;0q\"1;1;5;6" + "#0;2;0;0;100#1;2;100;0;0"
                       + "#0!4?~" + "$#1!4~?" + "-" + "\u{1B}\\")
    }

    func testAShortLastBandSetsOnlyItsRows() {
        let text = String(decoding: SixelPicture.encode([0, 0], width: 1, height: 2, palette: [RGB(0, 0, 0)]), as: UTF8.self)
        XCTAssertEqual(text, "\u{1B}P0;1;0q\"1;1;1;2#0;2;0;0;0#0B-\u{1B}\\", "rows 1 and 2: bits 0b11, '?' + 3")
    }

    /// Issue 25, item 17: the palette is the picture's own, so a picture of
    /// a few colours is drawn in exactly those (a fixed palette had none of
    /// them: xterm's cube has no (200, 30, 60)).
    func testAPictureOfFewColoursIsDrawnInExactlyThose() {
        let colours = [RGB(200, 30, 60), RGB(20, 120, 220), RGB(250, 250, 240)]
        let pixels = (0..<600).map { colours[($0 / 7) % 3] }
        let palette = MedianCut.palette(of: pixels, maximum: 256)
        XCTAssertEqual(Set(palette), Set(colours))
        let indices = ErrorDiffusion.indices(of: pixels, width: 30, height: 20, palette: palette)
        XCTAssertEqual(indices.map { palette[Int($0)] }, pixels, "no dither where the palette has the colour")
    }

    /// Issue 25, item 17: a smooth gradient keeps its shades: every 4×4
    /// block of the dithered picture has nearly the mean colour of the
    /// original's, which the nearest entry of a fixed palette does not.
    /// The same picture gets the same palette whatever order its pixels come
    /// in (and so in every run: the colours were once taken in a dictionary's
    /// order, which Swift seeds afresh in each process).
    func testThePaletteDependsOnlyOnThePicturesColours() {
        let pixels = (0..<(64 * 32)).map { index -> RGB in
            let x = index % 64, y = index / 64
            return RGB(UInt8(60 + x * 2), UInt8(40 + y * 3), UInt8(200 - x))
        }
        let palette = MedianCut.palette(of: pixels, maximum: 16)
        XCTAssertEqual(MedianCut.palette(of: pixels.reversed(), maximum: 16), palette)
        XCTAssertEqual(MedianCut.palette(of: Array(pixels[1000...] + pixels[..<1000]), maximum: 16), palette)
    }

    func testDitheringKeepsTheMeanColourOfEachArea() {
        let width = 64, height = 32
        let pixels = (0..<(width * height)).map { index -> RGB in
            let x = index % width, y = index / width
            return RGB(UInt8(60 + x * 2), UInt8(40 + y * 3), UInt8(200 - x))
        }
        let palette = MedianCut.palette(of: pixels, maximum: 16)
        XCTAssertLessThanOrEqual(palette.count, 16)
        let dithered = ErrorDiffusion.indices(of: pixels, width: width, height: height, palette: palette).map { palette[Int($0)] }
        let nearest = pixels.map { pixel in
            palette.min { Self.distance($0, pixel) < Self.distance($1, pixel) }!
        }
        let ditheredError = Self.blockError(dithered, pixels, width: width, height: height)
        let nearestError = Self.blockError(nearest, pixels, width: width, height: height)
        XCTAssertLessThan(ditheredError, nearestError / 2, "dithered \(ditheredError), nearest \(nearestError)")
    }

    private static func distance(_ a: RGB, _ b: RGB) -> Int {
        let red = Int(a.red) - Int(b.red), green = Int(a.green) - Int(b.green), blue = Int(a.blue) - Int(b.blue)
        return red * red + green * green + blue * blue
    }

    /// The mean, over 4×4 blocks, of how far the block's mean colour is from the original's.
    private static func blockError(_ drawn: [RGB], _ original: [RGB], width: Int, height: Int) -> Double {
        var total = 0.0
        var blocks = 0
        for top in stride(from: 0, to: height, by: 4) {
            for left in stride(from: 0, to: width, by: 4) {
                var sums = [0, 0, 0, 0, 0, 0]
                for y in top..<(top + 4) {
                    for x in left..<(left + 4) {
                        let a = drawn[y * width + x], b = original[y * width + x]
                        sums[0] += Int(a.red); sums[1] += Int(a.green); sums[2] += Int(a.blue)
                        sums[3] += Int(b.red); sums[4] += Int(b.green); sums[5] += Int(b.blue)
                    }
                }
                total += Double(abs(sums[0] - sums[3]) + abs(sums[1] - sums[4]) + abs(sums[2] - sums[5])) / 16
                blocks += 1
            }
        }
        return total / Double(blocks)
    }

    func testAPictureIsDrawnAsSixelsOverItsCellsThroughCurses() throws {
        try onMainActor { try withCursesOnPty(rows: 6, cols: 20, graphics: .sixel) { terminal, pty in
            XCTAssertEqual(terminal.theme.graphics, .sixel)
            let image = RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16).enumerated().map { $0.offset % 4 == 0 || $0.offset % 4 == 3 ? 255 : 0 })!
            let pixels = HalfBlockPicture.rows(of: image, columns: 2, rows: 1)
            var frame = CellBuffer(size: terminal.size)
            HalfBlockPicture.draw(pixels[0], row: 1, col: 3, into: &frame, clip: frame.bounds, colors: .palette256)
            frame.pictures = [PicturePlacement(image: image, columns: 2, rows: 1, area: Rect(row: 1, col: 3, width: 2, height: 1),
                                               firstRow: 0, pixels: pixels)]
            var renderer = Renderer()
            renderer.present(frame, on: terminal)
            let output = pty.readOutput()
            // A pty reports no pixels: cells of 10 × 20, so 20 × 20 pixels of red.
            XCTAssertTrue(output.contains("\u{1B}[2;4H\u{1B}P0;1;0q\"1;1;20;20#0;2;100;0;0#0!20~-"), output.debugDescription)
            XCTAssertTrue(output.hasSuffix("\u{1B}\\\u{1B}8"), output.debugDescription)
            XCTAssertTrue(output.contains("▀"), "curses' half blocks are underneath")

            frame.write("ok", row: 5, col: 0)
            renderer.present(frame, on: terminal)
            XCTAssertFalse(pty.readOutput().contains("\u{1B}P"), "nothing over the picture changed")
        } }
    }
}
