import Pictures
import XCTest
@testable import TUI

/// Issue 25, items 15 and 17: the terminal is asked at start for its
/// background (OSC 11) and whether it keeps 24-bit colour (DECRQSS), on a
/// real pty with curses; the answers pick the theme and the pictures, and
/// none of them is ever read as a key.
final class TerminalProbeTests: XCTestCase {
    private static let whiteBackground = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\"
    private static let keepsDirectColor = "\u{1B}P1$r0;48:2::1:2:3m\u{1B}\\"
    private static let attributes = "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"

    @MainActor
    private static func terminal(on pty: PseudoTerminal, term: String = "xterm", environment: [String: String] = [:],
                          theme: ThemeChoice = .auto) throws -> NcursesTerminal {
        // A wait the answer never comes near, so a busy machine cannot make the terminal give up on it.
        try NcursesTerminal(environment: environment.merging(["TERM": term]) { given, _ in given }, themeChoice: theme,
                            asksTerminal: true, probeTimeout: 30, termType: term, inputDescriptor: pty.device,
                            outputDescriptor: pty.device)
    }

    /// What xterm answers on its default white background (xterm 379, TERM=xterm).
    func testXtermsAnswersPickTheLightThemeAnd24BitPicturesAndTypeNothing() throws {
        try onMainActor {
            let pty = try PseudoTerminal(rows: 10, cols: 40)
            let responder = TerminalResponder(pty: pty, answer: Self.keepsDirectColor + Self.whiteBackground + Self.attributes + "j")
            let terminal = try Self.terminal(on: pty)
            defer {
                terminal.shutdown()
                setlocale(LC_ALL, "C")
            }
            let question = responder.question()
            XCTAssertEqual(Array(question.suffix(TerminalProbe.query.count)), TerminalProbe.query,
                           "asked exactly this, after curses' own setup: \(String(decoding: question, as: UTF8.self).debugDescription)")
            XCTAssertEqual(terminal.probe.background, RGB(255, 255, 255))
            XCTAssertTrue(terminal.probe.keepsDirectColor)
            XCTAssertEqual(terminal.background, .light)
            XCTAssertEqual(terminal.theme.background, .light)
            XCTAssertEqual(terminal.theme.header, Theme.standard(background: .light, colors: 8).header)
            XCTAssertEqual(terminal.theme.graphics, .truecolor, "xterm keeps 24-bit colour though COLORTERM is not set")
            XCTAssertEqual(terminal.theme.pictureColors, .ansi8, "curses' cells underneath in TERM=xterm's eight")
            XCTAssertEqual(terminal.readKeys(), [.character("j")], "the answers are not keys; a key typed after them is")
        }
    }

    /// A terminal that answers only the device attributes (tmux): dark, and the palette.
    func testATerminalThatAnswersNothingButItsAttributesGetsTheDefaults() throws {
        try onMainActor {
            let pty = try PseudoTerminal(rows: 10, cols: 40)
            _ = TerminalResponder(pty: pty, answer: "\u{1B}[?1;2c")
            let terminal = try Self.terminal(on: pty, term: "xterm-256color")
            defer {
                terminal.shutdown()
                setlocale(LC_ALL, "C")
            }
            XCTAssertTrue(terminal.probe.isAnswered)
            XCTAssertNil(terminal.probe.background)
            XCTAssertEqual(terminal.background, .dark)
            XCTAssertEqual(terminal.theme.graphics, .cells)
            XCTAssertEqual(terminal.readKeys(), [])
        }
    }

    func testTheFlagWinsOverTheAnswerAndCOLORFGBGStandsInForOne() throws {
        try onMainActor {
            let pty = try PseudoTerminal(rows: 10, cols: 40)
            _ = TerminalResponder(pty: pty, answer: Self.whiteBackground + Self.attributes)
            let terminal = try Self.terminal(on: pty, theme: .dark)
            defer {
                terminal.shutdown()
                setlocale(LC_ALL, "C")
            }
            XCTAssertEqual(terminal.background, .dark, "--theme dark")
        }
        XCTAssertEqual(ThemeChoice.auto.background(reported: nil, environment: ["COLORFGBG": "0;15"]), .light)
        XCTAssertEqual(ThemeChoice.auto.background(reported: nil, environment: ["COLORFGBG": "15;default;0"]), .dark)
        XCTAssertEqual(ThemeChoice.auto.background(reported: RGB(0, 0, 0), environment: ["COLORFGBG": "0;15"]), .dark,
                       "the terminal's own answer is newer news than an inherited variable")
        XCTAssertEqual(ThemeChoice.auto.background(reported: nil, environment: [:]), .dark)
        XCTAssertEqual(ThemeChoice.light.background(reported: RGB(0, 0, 0), environment: [:]), .light)
    }

    func testReportsAreRead() {
        XCTAssertEqual(TerminalProbe.colour(ofBackgroundReport: "11;rgb:ffff/ffff/ffff"), RGB(255, 255, 255))
        XCTAssertEqual(TerminalProbe.colour(ofBackgroundReport: "11;rgb:1e1e/1e1e/2e2e"), RGB(30, 30, 46))
        XCTAssertEqual(TerminalProbe.colour(ofBackgroundReport: "11;rgb:f/8/0"), RGB(255, 136, 0))
        XCTAssertNil(TerminalProbe.colour(ofBackgroundReport: "11;rgb:ffff/ffff"))
        XCTAssertNil(TerminalProbe.colour(ofBackgroundReport: "10;rgb:ffff/ffff/ffff"), "the foreground is not the background")
        XCTAssertEqual(TerminalProbe.background(of: RGB(253, 246, 227)), .light, "solarized light")
        XCTAssertEqual(TerminalProbe.background(of: RGB(40, 42, 54)), .dark, "dracula")
        var probe = TerminalProbe()
        probe.read(.dcs("1$r0;48;5;16m"))
        XCTAssertFalse(probe.keepsDirectColor, "a terminal that rounded the colour to its palette does not keep 24 bits")
        probe.read(.dcs("0$r"))
        XCTAssertFalse(probe.keepsDirectColor)
        XCTAssertFalse(TerminalProbe.isWorthAsking(term: "linux"), "the console would print the OSC")
        XCTAssertTrue(TerminalProbe.isWorthAsking(term: "xterm"))
    }

    func testTheDecoderKeepsRepliesApartFromKeys() {
        var decoder = KeyDecoder()
        let raw: (String) -> [RawInput] = { $0.unicodeScalars.map { .character($0.value) } }
        XCTAssertEqual(decoder.feed(raw("\u{1B}]11;rgb:0000/0000/0000\u{07}q\u{1B}[?64;1c")), [.character("q")])
        XCTAssertEqual(decoder.feed(raw("\u{1B}P1$r0;48:2::1:2:")), [])
        XCTAssertEqual(decoder.feed(raw("3m\u{1B}\\")), [], "a reply cut by a read is carried")
        XCTAssertEqual(decoder.takeReplies(), [.osc("11;rgb:0000/0000/0000"), .deviceAttributes([64, 1]),
                                               .dcs("1$r0;48:2::1:2:3m")])
        XCTAssertEqual(decoder.takeReplies(), [])
    }
}
