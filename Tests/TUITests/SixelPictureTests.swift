import Pictures
import XCTest
@testable import TUI

/// `--graphics sixel`: the encoder's bytes, and the picture over curses' cells on a pty.
final class SixelPictureTests: XCTestCase {
    func testABandIsOneRowOfSixelsPerColourRunLengthEncoded() {
        // 5×6: the first four columns palette 196 (red), the last 21 (blue).
        let indices = (0..<30).map { UInt8($0 % 5 < 4 ? 196 : 21) }
        let text = String(decoding: SixelPicture.encode(indices, width: 5, height: 6), as: UTF8.self)
        XCTAssertEqual(text, "\u{1B}P0;1;0q\"1;1;5;6" + "#21;2;0;0;100#196;2;100;0;0"
                       + "#21!4?~" + "$#196!4~?" + "-" + "\u{1B}\\")
    }

    func testAShortLastBandSetsOnlyItsRows() {
        let text = String(decoding: SixelPicture.encode([16, 16], width: 1, height: 2), as: UTF8.self)
        XCTAssertEqual(text, "\u{1B}P0;1;0q\"1;1;1;2#16;2;0;0;0#16B-\u{1B}\\", "rows 1 and 2: bits 0b11, '?' + 3")
    }

    func testThePaletteIsXterms() {
        XCTAssertEqual(SixelPicture.paletteRGB(16), [0, 0, 0])
        XCTAssertEqual(SixelPicture.paletteRGB(231), [255, 255, 255])
        XCTAssertEqual(SixelPicture.paletteRGB(67), [95, 135, 175])
        XCTAssertEqual(SixelPicture.paletteRGB(244), [128, 128, 128])
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
            XCTAssertTrue(output.contains("\u{1B}[2;4H\u{1B}P0;1;0q\"1;1;20;20#196;2;100;0;0#196!20~-"), output.debugDescription)
            XCTAssertTrue(output.hasSuffix("\u{1B}\\\u{1B}8"), output.debugDescription)
            XCTAssertTrue(output.contains("▀"), "curses' half blocks are underneath")

            frame.write("ok", row: 5, col: 0)
            renderer.present(frame, on: terminal)
            XCTAssertFalse(pty.readOutput().contains("\u{1B}P"), "nothing over the picture changed")
        } }
    }
}
