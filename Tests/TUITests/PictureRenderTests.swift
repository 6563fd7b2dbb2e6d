import Foundation
import Pictures
import ViewModels
import XCTest
@testable import TUI

/// Pictures and gauges drawn into the cell buffer, with no terminal.
final class PictureRenderTests: XCTestCase {
    private let red = RGB(255, 0, 0)
    private let blue = RGB(0, 0, 255)
    private let presenter = ErrorPresenter(language: .english)

    /// 4×4: the top two pixel rows red, the bottom two blue, but the last column all blue.
    private func redOverBlue() -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                pixels += y < 2 && x < 3 ? [255, 0, 0, 255] : [0, 0, 255, 255]
            }
        }
        return RGBAImage(width: 4, height: 4, pixels: pixels)!
    }

    func testEachCellShowsTwoPixelsAsAnUpperHalfBlock() {
        let rows = HalfBlockPicture.rows(of: redOverBlue(), columns: 4, rows: 2)
        XCTAssertEqual(rows.count, 2)
        XCTAssertEqual(rows[0], [red, red, red, blue, red, red, red, blue])
        XCTAssertEqual(rows[1], [blue, blue, blue, blue, blue, blue, blue, blue])

        var buffer = CellBuffer(size: Size(rows: 2, cols: 6))
        for (index, pixels) in rows.enumerated() {
            HalfBlockPicture.draw(pixels, row: index, col: 1, into: &buffer, clip: buffer.bounds, colors: .palette256)
        }
        XCTAssertEqual(buffer.lines, [" ▀▀▀▀ ", " ▀▀▀▀ "])
        XCTAssertEqual(buffer[0, 1].style, Style(foreground: .palette(196), background: .palette(196)))
        XCTAssertEqual(buffer[0, 4].style, Style(foreground: .palette(21), background: .palette(21)))
        XCTAssertEqual(buffer[1, 2].style, Style(foreground: .palette(21), background: .palette(21)))
        XCTAssertEqual(buffer[0, 0], .blank, "nothing outside the picture")
    }

    func testATopRowOverABottomRowTakesBothColours() {
        var pixels: [UInt8] = []
        pixels += [255, 0, 0, 255]
        pixels += [0, 0, 255, 255]
        let image = RGBAImage(width: 1, height: 2, pixels: pixels)!
        var buffer = CellBuffer(size: Size(rows: 1, cols: 1))
        let rows = HalfBlockPicture.rows(of: image, columns: 1, rows: 1)
        HalfBlockPicture.draw(rows[0], row: 0, col: 0, into: &buffer, clip: buffer.bounds, colors: .palette256)
        XCTAssertEqual(buffer[0, 0].character, "▀")
        XCTAssertEqual(buffer[0, 0].style, Style(foreground: .palette(196), background: .palette(21)))
        // With the named colours a cell is drawn whichever way up shares a pair: here "▄", blue over bright red.
        HalfBlockPicture.draw(rows[0], row: 0, col: 0, into: &buffer, clip: buffer.bounds, colors: .ansi16)
        XCTAssertEqual(buffer[0, 0].character, "▄")
        XCTAssertEqual(buffer[0, 0].style, Style(foreground: .blue, background: .brightRed))
    }

    func testDrawingIsClippedToItsArea() {
        var buffer = CellBuffer(size: Size(rows: 1, cols: 3))
        HalfBlockPicture.draw([red, red, red, blue, blue, blue], row: 0, col: 1, into: &buffer,
                              clip: Rect(row: 0, col: 0, width: 2, height: 1), colors: .palette256)
        XCTAssertEqual(buffer.line(0), " ▀ ")
    }

    func testThePaletteFindsTheNearestEntry() {
        XCTAssertEqual(PictureColors.palette256.color(for: RGB(0, 0, 0)), .palette(16))
        XCTAssertEqual(PictureColors.palette256.color(for: RGB(255, 255, 255)), .palette(231))
        XCTAssertEqual(PictureColors.palette256.color(for: RGB(128, 128, 128)), .palette(244), "a grey, not the cube's 102")
        XCTAssertEqual(PictureColors.palette256.color(for: RGB(95, 135, 175)), .palette(16 + 36 + 12 + 3))
        XCTAssertEqual(PictureColors.ansi16.color(for: RGB(10, 200, 10)), .green)
        XCTAssertEqual(PictureColors.none.color(for: RGB(10, 200, 10)), .default)
    }

    func testAPictureFitsTheRoomKeepingItsShape() {
        let wide = RGBAImage(width: 160, height: 120, pixels: [UInt8](repeating: 255, count: 160 * 120 * 4))!
        XCTAssertEqual(HalfBlockPicture.size(of: wide, columns: 40, rows: 10).columns, 27)
        XCTAssertEqual(HalfBlockPicture.size(of: wide, columns: 40, rows: 10).rows, 10)
        XCTAssertEqual(HalfBlockPicture.size(of: wide, columns: 12, rows: 10).columns, 12)
        XCTAssertEqual(HalfBlockPicture.size(of: wide, columns: 12, rows: 10).rows, 5)
    }

    // MARK: In the detail

    private func detail(_ picture: DetailPicture?, gauges: [DetailGauge] = []) -> DetailState {
        var state = DetailState(request: DetailRequest(resource: .products, id: 1))
        var content = DetailContent(title: "Mascara", subtitle: "beauty", sections: [])
        content.picture = picture?.reference
        content.gauges = gauges
        state.content = content
        state.picture = picture
        state.isLoading = false
        return state
    }

    private func draw(_ state: DetailState, theme: Theme = .standard, cols: Int = 30, rows: Int = 16) -> CellBuffer {
        var buffer = CellBuffer(size: Size(rows: rows, cols: cols))
        let lines = DetailView.lines(state, width: cols, presenter: presenter)
        DetailView.render(lines, scroll: 0, into: &buffer, area: buffer.bounds, theme: theme)
        return buffer
    }

    func testAShownPictureIsDrawnUnderTheTitle() {
        let buffer = draw(detail(.shown(reference: "/p.webp", redOverBlue())))
        XCTAssertEqual(buffer.line(0).trimmingCharacters(in: .whitespaces), "Mascara")
        // Fitted into 30 × 20 pixels: 20 × 20, so ten rows of twenty cells.
        XCTAssertEqual(buffer.line(3), String(repeating: "▀", count: 20) + String(repeating: " ", count: 10))
        XCTAssertEqual(buffer.line(12), String(repeating: "▀", count: 20) + String(repeating: " ", count: 10))
        XCTAssertEqual(buffer[3, 0].style.foreground, .palette(196))
        XCTAssertEqual(buffer[12, 0].style.background, .palette(21))
        XCTAssertEqual(buffer.line(13).trimmingCharacters(in: .whitespaces), "")
    }

    func testLoadingAndFailingPicturesSayWhatIsHappening() {
        XCTAssertEqual(draw(detail(.loading(reference: "/p.webp"))).line(3).trimmingCharacters(in: .whitespaces), "loading image…")
        let missing = detail(.failed(reference: "/p.webp", .notLoaded(.offline(detail: "no route"))))
        XCTAssertEqual(draw(missing).line(3).trimmingCharacters(in: .whitespaces), "couldn't load the image")
        let garbled = detail(.failed(reference: "/p.webp", .unreadable))
        XCTAssertEqual(draw(garbled).line(3).trimmingCharacters(in: .whitespaces), "can't show this image")
    }

    /// Issue 25, item 17: where the picture was asked for and why it did not come.
    func testAPictureFromAHostThatCannotBeReachedSaysWhichAndWhy() {
        let cdn = "https://cdn.dummyjson.com/p/thumbnail.webp"
        let buffer = draw(detail(.failed(reference: cdn, .notLoaded(.offline(detail: "Could not resolve host")))), cols: 60)
        XCTAssertEqual(buffer.line(3).trimmingCharacters(in: .whitespaces), "couldn't load the image from cdn.dummyjson.com")
        XCTAssertEqual(buffer.line(4).trimmingCharacters(in: .whitespaces), "Network error: cannot reach the server. Check your connecti…")
    }

    /// Issue 25, item 17: the box a picture takes is kept while it loads, so
    /// the fields below it stay where they are when it comes (they moved 9
    /// lines), for a square picture and a wider one alike.
    func testTheFieldsBelowAPictureStayPutWhenItArrives() {
        let section = DetailContent.Section("Details", [DetailContent.Field("Brand", "Essence")])
        func headingRow(_ picture: DetailPicture, cols: Int) -> Int? {
            var state = detail(picture)
            state.content?.sections = [section]
            return DetailView.lines(state, width: cols, presenter: presenter).firstIndex { $0.text == "Details" }
        }
        let wide = RGBAImage(width: 8, height: 2, pixels: [UInt8](repeating: 200, count: 64))!
        for cols in [30, 50, 80] {
            let loading = headingRow(.loading(reference: "/p.webp"), cols: cols)
            XCTAssertNotNil(loading)
            XCTAssertEqual(headingRow(.shown(reference: "/p.webp", redOverBlue()), cols: cols), loading, "\(cols) columns")
            XCTAssertEqual(headingRow(.shown(reference: "/p.webp", wide), cols: cols), loading, "\(cols) columns, a wide picture")
        }
    }

    func testAMonochromeThemeDrawsThePlaceholderOnceAndNoBlocks() {
        let buffer = draw(detail(.shown(reference: "/p.webp", redOverBlue())), theme: .monochrome)
        XCTAssertEqual(buffer.line(3).trimmingCharacters(in: .whitespaces), "[image]")
        XCTAssertFalse(buffer.lines.joined().contains("▀"))
    }

    func testGaugesShowStarsAndABarWithTheirNumbers() {
        let gauges = [
            DetailGauge("Rating", value: 4.2, maximum: 5, kind: .stars, text: "4.2"),
            DetailGauge("Stock", value: 25, maximum: 100, kind: .bar, text: "25"),
            DetailGauge("Stock", value: 250, maximum: 100, kind: .bar, text: "250"),
        ]
        let buffer = draw(detail(nil, gauges: gauges), cols: 40, rows: 8)
        func row(_ text: String) -> String { text.padding(toLength: 40, withPad: " ", startingAt: 0) }
        XCTAssertEqual(buffer.line(3), row("Rating        ★★★★☆ 4.2"))
        XCTAssertEqual(buffer.line(4), row("Stock         █████░░░░░░░░░░░░░░░ 25"))
        XCTAssertEqual(buffer.line(5), row("Stock         ████████████████████ 250"))
        XCTAssertEqual(buffer[3, 14].style, Theme.standard.gauge)
        XCTAssertEqual(buffer[3, 0].style, Theme.standard.dim)
    }
}
