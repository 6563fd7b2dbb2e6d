import XCTest
@testable import TUI

final class DisplayWidthTests: XCTestCase {
    func testWidthTable() {
        let table: [(String, Int)] = [
            ("", 0),
            ("Phone", 5),
            ("手机", 4),
            ("スマートフォン", 14),
            ("📱", 2),
            ("e\u{301}", 1),
            ("caf\u{E9}", 4),
            ("cafe\u{301}", 4),
            ("👨‍👩‍👧‍👦", 2),
            ("❤️", 2),
            ("❤", 1),
            ("🇯🇵", 2),
            ("한국어", 6),
            ("ＡＢ", 4),
            ("a\u{200B}b", 2),
            ("\u{1B}[31m", 4),  // ESC is 0; the rest is printable
            ("tab\there", 7),
        ]
        for (text, expected) in table {
            XCTAssertEqual(text.displayWidth, expected, "width of \(text.debugDescription)")
        }
    }

    func testScalarWidths() {
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x301)!), 0, "combining acute")
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x200D)!), 0, "ZWJ")
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x07)!), 0, "BEL")
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x9B)!), 0, "8-bit CSI")
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x624B)!), 2, "手")
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x1F4F1)!), 2, "📱")
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x1FAF8)!), 2, "newer emoji block")
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x41)!), 1)
    }

    /// Scalars whose category changed between glibc's Unicode and Swift's
    /// (U+1171E AHOM CONSONANT SIGN MEDIAL RA became a spacing mark).
    let unicodeVersionChanges: Set<UInt32> = [0x1171E]

    /// ncurses measures cells with glibc's wcwidth; every scalar glibc knows
    /// must measure the same here, or the screen tears.
    func testScalarWidthsMatchGlibcWcwidth() throws {
        guard setlocale(LC_CTYPE, "C.UTF-8") != nil || setlocale(LC_CTYPE, "en_US.UTF-8") != nil else {
            throw XCTSkip("no UTF-8 locale to compare with")
        }
        defer { setlocale(LC_CTYPE, "C") }
        // Swift's Glibc module hides wcwidth (it needs _XOPEN_SOURCE); look it up.
        guard let symbol = dlsym(nil, "wcwidth") else { throw XCTSkip("no wcwidth") }
        let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
        var mismatches: [String] = []
        var compared = 0
        for value in UInt32(0x20)...0x3FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = Int(wcwidth(wchar_t(value)))
            if expected < 0 { continue }  // unassigned in glibc's Unicode version, or a control
            if unicodeVersionChanges.contains(value) { continue }
            compared += 1
            if DisplayWidth.of(scalar) != expected {
                mismatches.append(String(format: "U+%04X ours=%d glibc=%d", value, DisplayWidth.of(scalar), expected))
            }
        }
        XCTAssertGreaterThan(compared, 100_000)
        XCTAssertEqual(mismatches, [], "\(mismatches.count) mismatches")
    }
}
