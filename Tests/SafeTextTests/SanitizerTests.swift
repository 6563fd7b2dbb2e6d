import XCTest
@testable import SafeText

final class SanitizerTests: XCTestCase {
    /// Everything a hostile server string could carry, and what must remain.
    let hostile: [(String, String)] = [
        ("\u{1B}[2J\u{1B}]0;pwned\u{07}title", "title"),
        ("\u{202E}evil", "evil"),
        ("a\u{9B}31mb", "ab"),
        ("red \u{1B}[1;31mALERT\u{1B}[0m done", "red ALERT done"),
        ("\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        ("\u{1B}]0;title\u{9C}after", "after"),
        ("\u{9D}0;title\u{07}after", "after"),
        ("x\u{1B}P1$r0m\u{1B}\\y", "xy"),
        ("x\u{90}q\u{9C}y", "xy"),
        ("x\u{1B}_apc\u{1B}\\y", "xy"),
        ("x\u{1B}^pm\u{1B}\\y", "xy"),
        ("x\u{1B}Xsos\u{1B}\\y", "xy"),
        ("\u{1B}cReset", "Reset"),
        ("\u{1B}7saved\u{1B}8", "saved"),
        ("\u{1B}(0qqq\u{1B}(B", "qqq"),
        ("\u{1B}#8", ""),
        ("end\u{1B}", "end"),
        ("\u{1B}\u{1B}[2Jx", "x"),
        ("\u{1B}[?1049h\u{1B}[?25lhidden", "hidden"),
        ("\u{1B}]52;c;ZXZpbA==\u{07}clip", "clip"),
        ("\u{1B}]0;never ends", ""),
        ("\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}a\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1C}\u{1D}\u{1E}\u{1F}b", "ab"),
        ("a\u{7F}b", "ab"),
        ("a\u{80}\u{81}\u{8D}\u{8E}\u{8F}\u{91}\u{9A}\u{9C}b", "ab"),
        ("\u{202A}a\u{202B}b\u{202C}c\u{202D}d\u{2066}e\u{2067}f\u{2068}g\u{2069}h\u{200E}i\u{200F}j\u{061C}k", "abcdefghijk"),
        ("pay\u{200B}pal\u{2060}\u{FEFF}\u{00AD}", "paypal"),
        ("hidden\u{E0041}\u{E0042}tags", "hiddentags"),
        ("\u{FFF9}annotated\u{FFFB}", "annotated"),
        ("tab\there", "tab here"),
        ("line1\nline2\r\nline3\rline4", "line1 line2 line3 line4"),
        ("a\u{2028}b\u{2029}c\u{85}d", "a b c d"),
        ("x\u{1B}[31", "x"),
        ("x\u{1B}[31\u{7}y", "xy"),
    ]

    func testHostileStringsSingleLine() {
        for (input, expected) in hostile {
            let clean = Sanitizer.singleLine(input)
            XCTAssertEqual(clean, expected, input.debugDescription)
            assertSafe(clean, allowsNewline: false, input)
        }
    }

    func testMultiLineKeepsNewlinesOnly() {
        XCTAssertEqual(Sanitizer.multiLine("line1\nline2\r\nline3\rline4"), "line1\nline2\nline3\nline4")
        XCTAssertEqual(Sanitizer.multiLine("a\u{2028}b\tc\u{1B}[2Jd"), "a\nb cd")
        for (input, _) in hostile {
            assertSafe(Sanitizer.multiLine(input), allowsNewline: true, input)
        }
    }

    func testOrdinaryTextIsUnchanged() {
        let ordinary = [
            "iPhone 15 Pro — 128 GB, $999.99 (10% off!) ~ {json: [1, 2]} | a\\b",
            "手机 スマートフォン 한국어 ＡＢＣ",
            "📱 👍🏽 ❤️ 🇯🇵 🏳️‍🌈 👨‍👩‍👧‍👦 🏴󠁧󠁢󠁳󠁣󠁴󠁿 1️⃣",
            "cafe\u{301} naïve Ångström Ελληνικά Русский",
            "مرحبا بالعالم עברית",
            "क्‍ष می‌خواهم",  // ZWJ in Devanagari, ZWNJ in Persian
            "",
        ]
        for text in ordinary {
            XCTAssertEqual(Sanitizer.singleLine(text), text, text)
            XCTAssertEqual(Sanitizer.multiLine(text), text, text)
        }
    }

    func testZeroWidthJoinerOnlyInsideSequences() {
        XCTAssertEqual(Sanitizer.singleLine("\u{200D}a"), "a")
        XCTAssertEqual(Sanitizer.singleLine("a\u{200D}"), "a")
        XCTAssertEqual(Sanitizer.singleLine("a \u{200D} b"), "a  b")
        XCTAssertEqual(Sanitizer.singleLine("👨\u{200D}👩"), "👨\u{200D}👩")
    }

    func testEveryScalarBelowSpaceAndEveryC1IsRemoved() {
        var everything = ""
        for value in UInt32(0)...0xA0 { everything.unicodeScalars.append(Unicode.Scalar(value)!) }
        let clean = Sanitizer.multiLine(everything)
        assertSafe(clean, allowsNewline: true, "all of U+0000–U+00A0")
        assertSafe(Sanitizer.singleLine(everything), allowsNewline: false, "all of U+0000–U+00A0")
    }

    private func assertSafe(_ text: String, allowsNewline: Bool, _ input: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x0A && allowsNewline { continue }
            XCTAssertGreaterThanOrEqual(value, 0x20, "control in \(input.debugDescription)", file: file, line: line)
            XCTAssertNotEqual(value, 0x1B, "ESC in \(input.debugDescription)", file: file, line: line)
            XCTAssertNotEqual(value, 0x7F, file: file, line: line)
            XCTAssertFalse((0x80...0x9F).contains(value), "C1 in \(input.debugDescription)", file: file, line: line)
            XCTAssertFalse(Sanitizer.isBidiControl(value), "bidi in \(input.debugDescription)", file: file, line: line)
        }
    }
}
