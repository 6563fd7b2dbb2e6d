import Pictures
import XCTest
@testable import TUI

/// Palette colours through real curses on a pty: a picture's cell reaches the
/// terminal as xterm 256-colour SGR, through pairs ncurses allocates.
final class NcursesPictureColorTests: XCTestCase {
    func testAPaletteCellIsWrittenInThe256ColourPalette() throws {
        try onMainActor {
            let pty = try PseudoTerminal(rows: 4, cols: 20)
            let terminal = try NcursesTerminal(environment: ["TERM": "xterm-256color"], termType: "xterm-256color",
                                               inputDescriptor: pty.device, outputDescriptor: pty.device)
            defer {
                terminal.shutdown()
                setlocale(LC_ALL, "C")
            }
            XCTAssertEqual(terminal.theme.pictureColors, .palette256)
            _ = pty.readOutput()

            var renderer = Renderer()
            var frame = CellBuffer(size: terminal.size)
            let pixels = [RGBOf.red, RGBOf.red, RGBOf.blue, RGBOf.blue]
            HalfBlockPicture.draw(pixels, row: 1, col: 3, into: &frame, clip: frame.bounds, colors: .palette256)
            frame.write("ok", row: 2, col: 0, style: Style(foreground: .green))
            renderer.present(frame, on: terminal)
            let output = pty.readOutput()
            XCTAssertTrue(output.contains("▀▀"), output.debugDescription)
            XCTAssertTrue(output.contains("38;5;196"), "red as palette 196: \(output.debugDescription)")
            XCTAssertTrue(output.contains("48;5;21"), "blue as palette 21: \(output.debugDescription)")
            XCTAssertTrue(output.contains("ok"), "named colours still draw beside palette ones")
        }
    }
}

private enum RGBOf {
    static let red = RGB(255, 0, 0)
    static let blue = RGB(0, 0, 255)
}
