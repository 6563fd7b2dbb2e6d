import XCTest
@testable import TUI

final class TextLayoutTests: XCTestCase {
    func testClipNeverSplitsAWideCharacter() {
        XCTAssertEqual("手机手机".clipped(toWidth: 3), "手 ")
        XCTAssertEqual("手机手机".clipped(toWidth: 4), "手机")
        XCTAssertEqual("a手".clipped(toWidth: 2), "a ")
        XCTAssertEqual("📱📱".clipped(toWidth: 3), "📱 ")
        XCTAssertEqual("Phone".clipped(toWidth: 3), "Pho")
        XCTAssertEqual("Phone".clipped(toWidth: 10), "Phone")
        XCTAssertEqual("Phone".clipped(toWidth: 0), "")
        for width in 0...15 {
            let clipped = "スマートフォン".clipped(toWidth: width)
            XCTAssertEqual(clipped.displayWidth, min(width, 14), "width \(width)")
        }
    }

    func testClipKeepsCombiningMarksWithTheirBase() {
        XCTAssertEqual("cafe\u{301}!".clipped(toWidth: 4), "cafe\u{301}")
        XCTAssertEqual("👨‍👩‍👧x".clipped(toWidth: 2), "👨‍👩‍👧")
    }

    func testTruncateWithEllipsis() {
        XCTAssertEqual("Hello world".truncated(toWidth: 20), "Hello world")
        XCTAssertEqual("Hello world".truncated(toWidth: 8), "Hello w…")
        XCTAssertEqual("Hello world".truncated(toWidth: 7), "Hello…", "the space before the ellipsis is dropped")
        XCTAssertEqual("手机".truncated(toWidth: 4), "手机")
        XCTAssertEqual("手机手机".truncated(toWidth: 4), "手…")
        XCTAssertEqual("手机手机手".truncated(toWidth: 4), "手…")
        XCTAssertEqual("手机手机手".truncated(toWidth: 5), "手机…")
        XCTAssertEqual("abc".truncated(toWidth: 1).displayWidth, 1)
        XCTAssertEqual("abcdef".truncated(toWidth: 1), "…")
        XCTAssertEqual("abcdef".truncated(toWidth: 0), "")
    }

    func testPadAndAlign() {
        XCTAssertEqual("ab".padded(toWidth: 5), "ab   ")
        XCTAssertEqual("ab".padded(toWidth: 5, alignment: .right), "   ab")
        XCTAssertEqual("ab".padded(toWidth: 5, alignment: .center), " ab  ")
        XCTAssertEqual("手机".padded(toWidth: 6, alignment: .right), "  手机")
        XCTAssertEqual("abcdef".padded(toWidth: 3), "abcdef", "padding never shortens")
    }

    func testFittedIsAlwaysExactlyTheWidth() {
        let samples = ["", "a", "Phone", "手机", "スマートフォン", "📱 iPhone 15", "e\u{301}te\u{301}", "👨‍👩‍👧‍👦 family"]
        for text in samples {
            for width in 1...16 {
                for alignment in [TextAlignment.left, .center, .right] {
                    XCTAssertEqual(text.fitted(toWidth: width, alignment: alignment).displayWidth, width,
                                   "\(text) at \(width) \(alignment)")
                }
            }
        }
        XCTAssertEqual("1,299.00".fitted(toWidth: 10, alignment: .right), "  1,299.00")
    }
}

final class WordWrapTests: XCTestCase {
    func testWrapTable() {
        let table: [(String, Int, [String])] = [
            ("", 10, [""]),
            ("hello world", 20, ["hello world"]),
            ("hello world", 5, ["hello", "world"]),
            ("hello world", 8, ["hello", "world"]),
            ("a b c d e f", 3, ["a b", "c d", "e f"]),
            ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
            ("see https://example.com/x", 10, ["see", "https://ex", "ample.com/", "x"]),
            ("手机手机手机", 5, ["手机", "手机", "手机"]),
            ("スマートフォン", 6, ["スマー", "トフォ", "ン"]),
            ("📱📱📱", 4, ["📱📱", "📱"]),
            ("cafe\u{301} au lait", 6, ["cafe\u{301}", "au", "lait"]),
            ("👨‍👩‍👧‍👦 👨‍👩‍👧‍👦", 3, ["👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦"]),
            ("one\ntwo three", 5, ["one", "two", "three"]),
            ("one\n\ntwo", 10, ["one", "", "two"]),
            ("a  b", 10, ["a  b"]),
            ("手", 1, [" "]),
        ]
        for (text, width, expected) in table {
            XCTAssertEqual(text.wrapped(toWidth: width), expected, "\(text.debugDescription) at \(width)")
        }
    }

    func testNoWrappedLineIsWiderThanTheWidth() {
        let text = "Apple iPhone 15 Pro スマートフォン 手机 📱 with a very-long-hyphenated-word and e\u{301}clair"
        for width in 1...40 {
            let lines = text.wrapped(toWidth: width)
            XCTAssertFalse(lines.isEmpty)
            for line in lines {
                XCTAssertLessThanOrEqual(line.displayWidth, width, "\(line) at \(width)")
            }
            let rejoined = lines.joined().filter { $0 != " " }
            if width >= 2 {
                XCTAssertEqual(rejoined, text.filter { $0 != " " }, "no grapheme lost at \(width)")
            }
        }
    }

    func testZeroWidthGivesNoLines() {
        XCTAssertEqual("abc".wrapped(toWidth: 0), [])
    }
}
