import Pictures
import XCTest
@testable import TUI

/// Issue 25, item 13: a `colors#8 pairs#64` terminal (TERM=xterm, Debian
/// xterm's default) through real curses on a pty. Colour pairs are made as
/// they are needed, so every highlight reaches the terminal in its colours
/// (numbered `fg*17+bg`, most fell past pair 63 and came out uncoloured),
/// and a picture in the eight colours fits in the pairs there are.
final class NcursesEightColorTests: XCTestCase {
    /// Each coloured role of the eight-colour themes, drawn as one letter on
    /// a row of its own: the SGR just before that letter names its colours.
    func testEveryHighlightOfTheEightColourThemesReachesTheTerminalInItsColours() throws {
        try onMainActor {
            for background in ThemeBackground.allCases {
                let theme = Theme.standard(background: background, colors: 8)
                // One role of each look: curses does not repeat the attributes a cell shares with the one before.
                var seen = Set<Style>()
                let roles = ThemeRole.allCases.filter {
                    (theme[$0].foreground != .default || theme[$0].background != .default) && seen.insert(theme[$0]).inserted
                }
                try withCursesOnPty(rows: roles.count + 1, cols: 10, graphics: .auto, term: "xterm") { terminal, pty in
                    XCTAssertTrue(terminal.usesColor)
                    var frame = CellBuffer(size: terminal.size)
                    for (row, role) in roles.enumerated() { frame.write("X", row: row, col: 0, style: theme[role]) }
                    var renderer = Renderer()
                    renderer.present(frame, on: terminal)
                    let output = pty.readOutput()
                    var sequences = output.components(separatedBy: "X").dropLast().map(Self.attributesAtEnd)
                    XCTAssertEqual(sequences.count, roles.count, output.debugDescription)
                    for role in roles where !sequences.isEmpty {
                        let drawn = sequences.removeFirst()
                        let style = theme[role]
                        if style.foreground != .default {
                            XCTAssertTrue(drawn.contains("\u{1B}[3\(style.foreground.cursesIndex)m"),
                                          "\(background) \(role.rawValue): \(drawn.debugDescription)")
                        }
                        if style.background != .default {
                            XCTAssertTrue(drawn.contains("\u{1B}[4\(style.background.cursesIndex)m"),
                                          "\(background) \(role.rawValue): \(drawn.debugDescription)")
                        }
                    }
                }
            }
        }
    }

    /// The exact bytes: white on blue (once pair 141, past the 64 there
    /// are) and cyan (once 119) are set, not dropped to the defaults.
    func testTheFocusedFieldAndATitleAreWrittenInTheirColours() throws {
        try onMainActor {
            try withCursesOnPty(rows: 4, cols: 20, graphics: .auto, term: "xterm") { terminal, pty in
                var frame = CellBuffer(size: terminal.size)
                frame.write("T", row: 0, col: 0, style: Style(foreground: .cyan, attributes: .bold))
                frame.write("F", row: 1, col: 0, style: Style(foreground: .white, background: .blue))
                var renderer = Renderer()
                renderer.present(frame, on: terminal)
                let output = pty.readOutput()
                XCTAssertTrue(output.contains("\u{1B}[0;1m\u{1B}[36mT"), output.debugDescription)
                XCTAssertTrue(output.contains("\u{1B}[37m\u{1B}[44mF"), output.debugDescription)
            }
        }
    }

    /// Red over blue and blue over red share one pair: the second is "▄"
    /// in the first's colours, so the two cells are one run of one SGR.
    func testAPictureCellsTwoOrdersShareOnePair() throws {
        try onMainActor {
            try withCursesOnPty(rows: 4, cols: 20, graphics: .auto, term: "xterm") { terminal, pty in
                XCTAssertEqual(terminal.theme.pictureColors, .ansi8)
                let red = RGB(205, 0, 0), blue = RGB(0, 0, 238)
                var frame = CellBuffer(size: terminal.size)
                HalfBlockPicture.draw([red, blue, blue, red], row: 1, col: 2, into: &frame, clip: frame.bounds,
                                      colors: .ansi8)
                var renderer = Renderer()
                renderer.present(frame, on: terminal)
                let output = pty.readOutput()
                XCTAssertTrue(output.contains("\u{1B}[31m\u{1B}[44m▀▄"), output.debugDescription)
                XCTAssertFalse(output.contains("38;5"), "nothing past the eight colours")
            }
        }
    }

    /// A picture of every hue and shade, dithered into eight colours, takes
    /// at most 36 colour pairs, leaving the themes what they need of 63.
    func testAWholePictureInEightColoursFitsTheTerminalsPairs() {
        let image = Self.spectrum(width: 80, height: 40)
        let rows = HalfBlockPicture.rows(of: image, columns: 40, rows: 10)
        var frame = CellBuffer(size: Size(rows: 10, cols: 40))
        for (index, pixels) in rows.enumerated() {
            HalfBlockPicture.draw(pixels, row: index, col: 0, into: &frame, clip: frame.bounds, colors: .ansi8, pictureRow: index)
        }
        var pairs = Set<Style>()
        var glyphs = Set<UInt32>()
        for row in 0..<10 {
            for col in 0..<40 {
                pairs.insert(frame[row, col].style)
                glyphs.insert(frame[row, col].code)
            }
        }
        XCTAssertLessThanOrEqual(pairs.count, 36)
        XCTAssertGreaterThanOrEqual(pairs.count, 12, "dithered: many mixes, not a few bands")
        XCTAssertTrue(pairs.allSatisfy { $0.foreground.cursesIndex < 8 && $0.background.cursesIndex < 8 && $0.foreground.rawValue <= $0.background.rawValue })
        XCTAssertEqual(glyphs, [0x2580, 0x2584])
        let themes = ThemeBackground.allCases.map { Theme.standard(background: $0, colors: 8) }
        for theme in themes {
            let themePairs = Set(ThemeRole.allCases.map { theme[$0] }.filter { $0.foreground != .default || $0.background != .default }
                .map { Style(foreground: $0.foreground, background: $0.background) })
            XCTAssertLessThanOrEqual(themePairs.union(pairs).count, 63, "\(theme.background): the 63 pairs of a 64-pair terminal")
        }
    }

    /// A grey halfway between black and xterm's white comes out as half of each, not one of them.
    func testDitheringMixesColoursInProportion() {
        let grey = RGB(115, 115, 115)
        var white = 0
        for y in 0..<4 {
            for x in 0..<4 where PictureColors.ansi8.color(for: grey, x: x, y: y) == .white { white += 1 }
        }
        XCTAssertEqual(white, 8, "half of a 4×4 block")
        for y in 0..<4 {
            for x in 0..<4 {
                for index in 0..<16 {
                    let named = XtermPalette.rgb(index)
                    XCTAssertEqual(PictureColors.ansi16.color(for: named, x: x, y: y), .palette(index), "a named colour stays itself")
                    if index < 8 { XCTAssertEqual(PictureColors.ansi8.color(for: named, x: x, y: y), .palette(index)) }
                }
            }
        }
    }

    /// The escape sequences written just before a cell's character: the attributes it was drawn with.
    private static func attributesAtEnd(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        var collected: [Unicode.Scalar] = []
        while let end = scalars.last, end == "m" || (scalars.count >= 3 && String(String.UnicodeScalarView(scalars.suffix(3))) == "\u{1B}(B") {
            if end != "m" {
                collected.insert(contentsOf: scalars.suffix(3), at: 0)
                scalars.removeLast(3)
                continue
            }
            guard let start = scalars.lastIndex(of: "\u{1B}") else { break }
            collected.insert(contentsOf: scalars[start...], at: 0)
            scalars.removeSubrange(start...)
        }
        return String(String.UnicodeScalarView(collected))
    }

    /// Hues across, light to dark down.
    static func spectrum(width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let hue = Double(x) / Double(width) * 6
                let light = 1 - Double(y) / Double(height)
                let sector = Int(hue) % 6
                let fraction = hue - Double(Int(hue))
                let rgb: (Double, Double, Double) = [
                    (1, fraction, 0), (1 - fraction, 1, 0), (0, 1, fraction),
                    (0, 1 - fraction, 1), (fraction, 0, 1), (1, 0, 1 - fraction),
                ][sector]
                pixels += [UInt8(rgb.0 * light * 255), UInt8(rgb.1 * light * 255), UInt8(rgb.2 * light * 255), 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)!
    }
}
