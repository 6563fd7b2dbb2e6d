import Foundation
import XCTest
@testable import SafeText

final class TerminalSafeJSONTests: XCTestCase {
    /// What a hostile server may put in a string, as an encoder writes it (C0 already escaped, the rest raw).
    private let hostile = "boom \u{1B}]52;c;ZXZpbA==\u{07} \u{9B}2J \u{85}x \u{202E}evil\u{2066} zero\u{200B}\u{2060}\u{FEFF} 淡蓝 👩‍💻"

    private func encoded(_ object: [String: String]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(object), as: UTF8.self)
    }

    func testNoScalarATerminalActsOnIsLeftAndTheStringsReadBackTheSame() throws {
        let object = ["message": hostile, "key\u{202E}": "\u{8D}value"]
        let safe = TerminalSafeJSON.escape(try encoded(object))
        let active = safe.unicodeScalars.filter { TerminalActiveScalar.contains($0) && $0 != "\n" }
        XCTAssertTrue(active.isEmpty, active.map { String($0.value, radix: 16) }.joined(separator: " "))
        XCTAssertTrue(safe.contains(#"\u202e"#) && safe.contains(#"\u009b"#) && safe.contains(#"\ufeff"#), safe)
        let parsed = try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [String: String]
        XCTAssertEqual(parsed, object, "a parser reads back exactly what the server sent")
    }

    func testRunsAroundEscapesAreCopiedWholeInALongPage() throws {
        // Many records, each with a letter beyond ASCII (no fast path) and an active scalar at either end of a string.
        let records = (0..<200).map { ["title": "\u{202E}Café nº\($0) — long enough to make a run\u{85}", "id": "\($0)"] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json = String(decoding: try encoder.encode(records), as: UTF8.self)
        let safe = TerminalSafeJSON.escape(json)
        XCTAssertFalse(safe.unicodeScalars.contains { TerminalActiveScalar.contains($0) && $0 != "\n" })
        XCTAssertEqual(safe.components(separatedBy: #"\u202e"#).count - 1, 200)
        XCTAssertEqual(safe.components(separatedBy: #"\u0085"#).count - 1, 200)
        let parsed = try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [[String: String]]
        XCTAssertEqual(parsed, records)
    }

    func testPlainJSONIsUnchangedAndEscapesAreLeftAlone() {
        let plain = "{\n  \"a\" : \"b \\\" \\\\ \\u001b\",\n  \"n\" : 1\n}"
        XCTAssertEqual(TerminalSafeJSON.escape(plain), plain)
        XCTAssertEqual(TerminalSafeJSON.escape("[\"é\u{85}\"]"), "[\"é\\u0085\"]")
        let letters = "{\n  \"名\" : \"无线蓝牙耳机 降噪\",\n\t\"e\" : \"é 😀\"\n}"
        XCTAssertEqual(TerminalSafeJSON.escape(letters), letters, "non-ASCII letters only: the text as it came")
        XCTAssertEqual(TerminalSafeJSON.escape(letters + "\u{1B}"), letters + "\\u001b")
    }

    func testTheActiveScalars() {
        for value: UInt32 in [0x00, 0x07, 0x1B, 0x7F, 0x80, 0x9F, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x202A, 0x202E,
                              0x2066, 0x2069, 0x200E, 0x200F, 0x061C, 0x2028] {
            XCTAssertTrue(TerminalActiveScalar.contains(Unicode.Scalar(value)!), String(value, radix: 16))
        }
        for text in ["a", " ", "~", "é", "淡", "👩"] {
            XCTAssertFalse(TerminalActiveScalar.contains(text.unicodeScalars.first!), text)
        }
    }
}
