import XCTest
@testable import TUI

final class KeyDecoderTests: XCTestCase {
    func testFunctionKeys() {
        let codes: [(Int32, Key)] = [
            (CursesKeyCode.up, .up), (CursesKeyCode.down, .down), (CursesKeyCode.left, .left),
            (CursesKeyCode.right, .right), (CursesKeyCode.pageUp, .pageUp), (CursesKeyCode.pageDown, .pageDown),
            (CursesKeyCode.home, .home), (CursesKeyCode.end, .end), (CursesKeyCode.backspace, .backspace),
            (CursesKeyCode.delete, .delete), (CursesKeyCode.enter, .enter), (CursesKeyCode.backTab, .backTab),
            (CursesKeyCode.resize, .resize), (CursesKeyCode.f0 + 1, .function(1)), (CursesKeyCode.f0 + 12, .function(12)),
        ]
        for (code, key) in codes {
            XCTAssertEqual(KeyDecoder.decode([.functionKey(code)]), [key], "code \(code)")
        }
        XCTAssertEqual(KeyDecoder.decode([.functionKey(0o777)]), [], "unknown codes are dropped")
    }

    func testCharactersAndControls() {
        let input: [RawInput] = [0x61, 0x624B, 0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x03, 0x0C, 0x17, 0x1A, 0x00, 0x9B, 0x20]
            .map { .character($0) }
        XCTAssertEqual(KeyDecoder.decode(input), [
            .character("a"), .character("手"), .enter, .enter, .tab, .backspace, .backspace,
            .ctrl("c"), .ctrl("l"), .ctrl("w"), .ctrl("z"), .character(" "),
        ])
    }

    func testEscapeAltAndUnknownSequences() {
        XCTAssertEqual(KeyDecoder.decode([.character(0x1B)]), [.escape])
        XCTAssertEqual(KeyDecoder.decode([.character(0x1B), .character(0x78)]), [.alt("x")])
        XCTAssertEqual(KeyDecoder.decode([.character(0x1B), .character(0x1B)]), [.escape, .escape])
        let unknownCSI: [RawInput] = [0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x44, 0x71].map { .character($0) }
        XCTAssertEqual(KeyDecoder.decode(unknownCSI), [.character("q")], "ESC [1;5D is not typed as text")
        let ss3: [RawInput] = [0x1B, 0x4F, 0x50, 0x61].map { .character($0) }
        XCTAssertEqual(KeyDecoder.decode(ss3), [.character("a")])
    }

    private func raw(_ text: String) -> [RawInput] { text.unicodeScalars.map { .character($0.value) } }

    func testSGRMouseReportsBecomeClicksAndWheelTurns() {
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}[<0;10;5M")), [.mouse(MouseEvent(.click, row: 4, col: 9))], "1-based to 0-based")
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}[<64;1;1M\u{1B}[<65;300;120M")),
                       [.mouse(MouseEvent(.wheelUp, row: 0, col: 0)), .mouse(MouseEvent(.wheelDown, row: 119, col: 299))],
                       "no coordinate limit")
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}[<16;3;3M")), [.mouse(MouseEvent(.click, row: 2, col: 2))], "with Ctrl held")
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}[<0;10;5m")), [], "a release")
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}[<32;10;5M\u{1B}[<2;10;5M\u{1B}[<1;10;5M")), [], "a drag, the right and middle buttons")
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}[<0;0;5M\u{1B}[<0;5M\u{1B}[<0;99999999999999999999;5M")), [],
                       "malformed reports type nothing")
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}[<0;2;2Mq")), [.mouse(MouseEvent(.click, row: 1, col: 1)), .character("q")],
                       "what follows is read as usual")
        // With TERM=xterm-256color curses matches ESC [ < (its kmous) and hands over the rest as characters.
        XCTAssertEqual(KeyDecoder.decode([.functionKey(CursesKeyCode.mouse)] + raw("0;10;8M8")),
                       [.mouse(MouseEvent(.click, row: 7, col: 9)), .character("8")], "the report's digits never type")
        XCTAssertEqual(KeyDecoder.decode([.functionKey(CursesKeyCode.mouse)] + raw("65;1;1M")), [.mouse(MouseEvent(.wheelDown, row: 0, col: 0))])
        XCTAssertEqual(KeyDecoder.decode([.functionKey(CursesKeyCode.mouse)] + raw("0;1;1m")), [], "a release")
    }
}
