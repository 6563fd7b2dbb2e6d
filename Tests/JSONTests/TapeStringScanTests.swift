import Foundation
import JSONTestSupport
import XCTest
@testable import JSON

/// Strings are scanned eight bytes a step, with one loop while they are
/// ASCII and another after their first byte above 0x7F: a quote, a
/// backslash, a control byte or a high byte must end or mark the string
/// wherever it falls in a word.
final class TapeStringScanTests: XCTestCase {
    func testASpecialByteAtEveryOffsetOfAWordActsAsInJSONDecoder() {
        let specials: [[UInt8]] = [Array("\\\"".utf8), Array("\\\\".utf8), Array("\\n".utf8), Array("\\u00e9".utf8),
                                   [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0x01], [0x1F], [0xFF], [0x7F], Array("\"".utf8)]
        for special in specials {
            for before in 0..<18 {
                for after in [0, 1, 7, 8, 9] {
                    let text = Array(repeating: UInt8(ascii: "a"), count: before) + special + Array(repeating: UInt8(ascii: "b"), count: after)
                    let document = Data(Array("[\"".utf8) + text + Array("\", \"x\"]".utf8))
                    DecoderComparison.assertSame([String].self, document, "\(special) after \(before) bytes")
                    DecoderComparison.assertSameTree(document, "\(special) after \(before) bytes")
                }
            }
        }
    }

    func testANonASCIIStringThenEscapesAndControlsStillEndRight() throws {
        let document = #"["é\"x", "ü\\", "a€\u0041b", "ü\u00e9é"]"#
        XCTAssertEqual(try JSONTapeDecoder().decode([String].self, from: Data(document.utf8)), ["é\"x", "ü\\", "a€Ab", "üéé"])
        DecoderComparison.assertSame([String].self, Data(document.utf8))
    }
}
