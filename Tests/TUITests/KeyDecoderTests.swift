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
}
