import Pictures
import ViewModels
import XCTest
@testable import TUI

/// 24-bit pictures: what the detail places, what survives the frame, when
/// the renderer says the cells were touched, and the bytes written.
final class TruecolorPictureTests: XCTestCase {
    private let presenter = ErrorPresenter(language: .english)

    /// 2×4 pixels: 2×2 cells, each pixel a different colour.
    private func twoByTwo() -> RGBAImage {
        RGBAImage(width: 2, height: 4, pixels: [
            1, 2, 3, 255, 4, 5, 6, 255,
            7, 8, 9, 255, 10, 11, 12, 255,
            13, 14, 15, 255, 16, 17, 18, 255,
            19, 20, 21, 255, 22, 23, 24, 255,
        ])!
    }

    private func placement(at area: Rect) -> PicturePlacement {
        let rows = HalfBlockPicture.rows(of: twoByTwo(), columns: 2, rows: 2)
        return PicturePlacement(image: twoByTwo(), columns: 2, rows: 2, area: area, firstRow: 0, pixels: rows)
    }

    func testATwoByTwoPictureIsFourCellsOfTwentyFourBitSGR() {
        let bytes = TruecolorCells.sequence(for: [placement(at: Rect(row: 3, col: 5, width: 2, height: 2))])
        let expected = "\u{1B}7"
            + "\u{1B}[4;6H" + "\u{1B}[38;2;1;2;3;48;2;7;8;9m▀" + "\u{1B}[38;2;4;5;6;48;2;10;11;12m▀"
            + "\u{1B}[5;6H" + "\u{1B}[38;2;13;14;15;48;2;19;20;21m▀" + "\u{1B}[38;2;16;17;18;48;2;22;23;24m▀"
            + "\u{1B}[0m\u{1B}8"
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), expected)
    }

    func testTheChoiceFollowsCOLORTERM() {
        XCTAssertEqual(GraphicsChoice.auto.resolve(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]), .truecolor)
        XCTAssertEqual(GraphicsChoice.auto.resolve(environment: ["TERM": "xterm-256color", "COLORTERM": "24bit"]), .truecolor)
        XCTAssertEqual(GraphicsChoice.auto.resolve(environment: ["TERM": "xterm-256color"]), .cells)
        XCTAssertEqual(GraphicsChoice.auto.resolve(environment: ["TERM": "xterm-256color", "COLORTERM": "rxvt"]), .cells)
        XCTAssertEqual(GraphicsChoice.palette256.resolve(environment: ["COLORTERM": "truecolor"]), .cells)
        XCTAssertNil(GraphicsChoice.none.resolve(environment: ["COLORTERM": "truecolor"]))
    }

    // MARK: The frame

    private func detailFrame(theme: Theme, scroll: Int = 0, rows: Int = 16) -> CellBuffer {
        var state = DetailState(request: DetailRequest(resource: .products, id: 1))
        var content = DetailContent(title: "Mascara", subtitle: "beauty", sections: [])
        content.picture = "/p.webp"
        state.content = content
        state.picture = .shown(reference: "/p.webp", twoByTwo())
        state.isLoading = false
        var buffer = CellBuffer(size: Size(rows: rows, cols: 30))
        DetailView.render(DetailView.lines(state, width: 30, presenter: presenter), scroll: scroll, into: &buffer,
                          area: buffer.bounds, theme: theme)
        return buffer
    }

    private var truecolor: Theme {
        var theme = Theme.standard
        theme.graphics = .truecolor
        return theme
    }

    func testTheDetailPlacesItsPictureOnlyWhenDrawnPastTheCells() throws {
        XCTAssertEqual(detailFrame(theme: .standard).pictures, [], "half blocks in the palette need nothing more")
        let frame = detailFrame(theme: truecolor)
        let placed = try XCTUnwrap(frame.pictures.first)
        // Fitted into 30 × 20 pixels: 10 × 20, so ten rows of ten cells under the title, subtitle and a blank.
        XCTAssertEqual(placed.area, Rect(row: 3, col: 0, width: 10, height: 10))
        XCTAssertEqual(placed.firstRow, 0)
        XCTAssertEqual(placed.pixels.count, 10)
        XCTAssertEqual(frame[3, 0].character, "▀", "the cells stay underneath")

        let scrolled = try XCTUnwrap(detailFrame(theme: truecolor, scroll: 5, rows: 8).pictures.first)
        XCTAssertEqual(scrolled.area, Rect(row: 0, col: 0, width: 10, height: 7), "the last row is the scroll marker's")
        XCTAssertEqual(scrolled.firstRow, 2)
        XCTAssertFalse(scrolled.isWhole)
    }

    func testAnOverlayOverThePictureLeavesItToItsCells() {
        var frame = detailFrame(theme: truecolor)
        frame.settlePictures(.truecolor, blank: .plain)
        XCTAssertEqual(frame.pictures.count, 1, "nothing over it: kept")

        var covered = detailFrame(theme: truecolor)
        covered.write("help", row: 5, col: 4)
        covered.settlePictures(.truecolor, blank: .plain)
        XCTAssertEqual(covered.pictures, [])
        XCTAssertEqual(covered[6, 4].character, "▀")

        var kitty = detailFrame(theme: truecolor)
        kitty.settlePictures(.kitty, blank: .plain)
        XCTAssertEqual(kitty.pictures.count, 1)
        XCTAssertEqual(kitty[3, 0], .blank, "a kitty image covers blank cells")
        XCTAssertEqual(kitty[12, 9], .blank)
    }

    func testTheRendererSaysWhenCellsUnderAPictureWereDrawn() {
        let first = detailFrame(theme: truecolor)
        onMainActor {
            let terminal = BufferTerminal(size: Size(rows: 16, cols: 30))
            var renderer = Renderer()
            var frame = first
            renderer.present(frame, on: terminal)
            XCTAssertEqual(terminal.pictures.count, 1)
            XCTAssertTrue(terminal.picturesTouched, "the first frame draws every cell")

            frame.write("x", row: 15, col: 29)
            renderer.present(frame, on: terminal)
            XCTAssertFalse(terminal.picturesTouched, "a change elsewhere leaves the picture as it is")

            frame.put(Cell("▀", style: Style(foreground: .red)), row: 4, col: 2)
            renderer.present(frame, on: terminal)
            XCTAssertTrue(terminal.picturesTouched, "a cell drawn inside the picture covers its 24-bit colours")

            renderer.invalidate()
            renderer.present(frame, on: terminal)
            XCTAssertTrue(terminal.picturesTouched, "a repaint of the whole screen too")

            renderer.present(CellBuffer(size: Size(rows: 16, cols: 30)), on: terminal)
            XCTAssertEqual(terminal.pictures, [], "the picture gone is said too")
        }
    }
}
