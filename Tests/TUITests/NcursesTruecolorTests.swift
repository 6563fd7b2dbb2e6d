import Pictures
import XCTest
@testable import TUI

/// 24-bit pictures through real curses on a pty: after curses' flush, the
/// picture's cells are written again in 24-bit colour, and only when needed.
final class NcursesTruecolorTests: XCTestCase {
    func testAPictureIsRepaintedInTwentyFourBitColourPastCurses() throws {
        try onMainActor {
            let pty = try PseudoTerminal(rows: 6, cols: 20)
            let terminal = try NcursesTerminal(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
                                               termType: "xterm-256color", inputDescriptor: pty.device,
                                               outputDescriptor: pty.device)
            defer {
                terminal.shutdown()
                setlocale(LC_ALL, "C")
            }
            XCTAssertEqual(terminal.theme.graphics, .truecolor)
            XCTAssertEqual(terminal.theme.pictureColors, .palette256, "curses keeps the palette's half blocks underneath")
            _ = pty.readOutput()

            let image = RGBAImage(width: 2, height: 2, pixels: [250, 10, 20, 255, 250, 10, 20, 255,
                                                                30, 40, 200, 255, 30, 40, 200, 255])!
            let pixels = HalfBlockPicture.rows(of: image, columns: 2, rows: 1)
            var frame = CellBuffer(size: terminal.size)
            HalfBlockPicture.draw(pixels[0], row: 2, col: 4, into: &frame, clip: frame.bounds, colors: .palette256)
            frame.pictures = [PicturePlacement(image: image, columns: 2, rows: 1, area: Rect(row: 2, col: 4, width: 2, height: 1),
                                               firstRow: 0, pixels: pixels)]
            var renderer = Renderer()
            renderer.present(frame, on: terminal)
            let first = pty.readOutput()
            XCTAssertTrue(first.contains("38;5;"), "curses draws the palette first: \(first.debugDescription)")
            XCTAssertTrue(first.contains("\u{1B}[3;5H\u{1B}[38;2;250;10;20;48;2;30;40;200m▀"), first.debugDescription)
            XCTAssertTrue(first.hasSuffix("\u{1B}[0m\u{1B}8"), "attributes reset and the cursor back last: \(first.debugDescription)")

            frame.write("ok", row: 5, col: 0)
            renderer.present(frame, on: terminal)
            let elsewhere = pty.readOutput()
            XCTAssertTrue(elsewhere.contains("ok"), elsewhere.debugDescription)
            XCTAssertFalse(elsewhere.contains("38;2;"), "nothing over the picture changed: \(elsewhere.debugDescription)")

            terminal.clear()
            renderer.invalidate()
            renderer.present(frame, on: terminal)
            XCTAssertTrue(pty.readOutput().contains("38;2;250;10;20"), "a repaint of the screen repaints the picture")
        }
    }
}
