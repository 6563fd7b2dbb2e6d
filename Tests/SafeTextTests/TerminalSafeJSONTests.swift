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

    /// `--json` escapes the encoder's bytes without making a String of them: the same text.
    func testTheBytesOfAPageEscapeAsItsTextDoes() throws {
        let records = (0..<50).map { ["title": "\u{202E}Café \(hostile) nº\($0)", "plain": "just text \($0)"] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json = String(decoding: try encoder.encode(records), as: UTF8.self)
        XCTAssertEqual(Self.escapedBytes(json), TerminalSafeJSON.escape(json))
        let plain = "{\n  \"a\" : \"b \\\" \\\\ \\u001b\",\n  \"名\" : \"无线蓝牙耳机\"\n}"
        XCTAssertNil(Array(plain.utf8).withUnsafeBytes { TerminalSafeJSON.escape(bytes: $0) }, "nothing to escape: no copy")
        // Printable ASCII and line feeds only, JSON or not: as it came, as the text path has it (a fuzz finding).
        for text in ["000b\",\"n\":1}\n:{\"\"", "\"a\nb\"", String(repeating: "x\"\n", count: 9), "", "\n"] {
            XCTAssertEqual(Self.escapedBytes(text), TerminalSafeJSON.escape(text), text.debugDescription)
            XCTAssertEqual(Self.escapedBytes(text), text)
        }
        XCTAssertEqual(Self.escapedBytes(String(repeating: "x", count: 9) + "\u{7F}"), String(repeating: "x", count: 9) + "\\u007f")
    }

    /// Bytes no encoder writes: each ill-formed byte becomes U+FFFD, what is well-formed
    /// around it is escaped as ever, and what comes out is always UTF-8 a terminal will not act on.
    func testIllFormedBytesBecomeReplacementCharactersAndNothingActiveGetsThrough() {
        let cases: [([UInt8], String)] = [
            ([0x22, 0xFF, 0x22], "\"\u{FFFD}\""),                            // never a UTF-8 byte
            ([0x22, 0x80, 0x41, 0x22], "\"\u{FFFD}A\""),                      // a stray continuation byte
            ([0x22, 0xC0, 0x9B, 0x22], "\"\u{FFFD}\u{FFFD}\""),               // an overlong CSI (0x9B) is not let through
            ([0x22, 0xE2, 0x80, 0x22], "\"\u{FFFD}\u{FFFD}\""),               // cut short before the closing quote
            ([0x22, 0xED, 0xA0, 0x80, 0x22], "\"\u{FFFD}\u{FFFD}\u{FFFD}\""), // a surrogate
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "\"\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\""), // past U+10FFFF
            ([0x22, 0xC2, 0x9B, 0xFE, 0x1B, 0x22], "\"\\u009b\u{FFFD}\\u001b\""), // C1 CSI and ESC escaped, 0xFE replaced
            ([0x22, 0xF0, 0x9F], "\"\u{FFFD}\u{FFFD}"),                       // cut short at the very end
        ]
        for (bytes, expected) in cases {
            let escaped = bytes.withUnsafeBytes { TerminalSafeJSON.escape(bytes: $0) }
            XCTAssertEqual(escaped.map { String(decoding: $0, as: UTF8.self) }, expected, "\(bytes)")
            XCTAssertNotNil(escaped.flatMap { String(validating: $0, as: UTF8.self) }, "well-formed: \(bytes)")
        }
        // Every byte after an opening quote and before a closing one, on its own and after each lead byte.
        for lead in [nil] + (0xC2...0xF4).map({ UInt8($0) }) {
            for byte in UInt8.min...UInt8.max {
                let bytes = [0x22] + (lead.map { [$0] } ?? []) + [byte, 0x22]
                let output = bytes.withUnsafeBytes { TerminalSafeJSON.escape(bytes: $0) } ?? bytes
                guard let text = String(validating: output, as: UTF8.self) else { return XCTFail("ill-formed out of \(bytes)") }
                // A line feed may stay, as the text path leaves it in plain ASCII: it moves no more than a line.
                XCTAssertFalse(text.unicodeScalars.contains { TerminalSafeJSON.escapes($0) && $0 != "\n" },
                               "\(bytes) gave \(text.debugDescription)")
            }
        }
    }

    /// YAML 1.1 refuses U+FFFE and U+FFFF raw (libyaml: "control characters
    /// are not allowed"), so `--json` output with them would not read as YAML.
    func testTheTwoNoncharactersYAMLRefusesAreEscapedAndReadBackAsThemselves() throws {
        let json = "{\"d\":\"a\u{FFFF}b\u{FFFE}c\u{FFFD}\"}"
        let safe = TerminalSafeJSON.escape(json)
        XCTAssertEqual(safe, "{\"d\":\"a\\uffffb\\ufffec\u{FFFD}\"}", "U+FFFD, a character, stays as it is")
        let read = try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [String: String]
        XCTAssertEqual(read?["d"], "a\u{FFFF}b\u{FFFE}c\u{FFFD}")
        XCTAssertFalse(TerminalActiveScalar.contains("\u{FFFF}"), "escaped for YAML, not because a terminal acts on it")
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

    /// Every pair of pieces, each at every offset within a word, outside a
    /// string and inside one, against the same rules applied one scalar at a
    /// time: the eight-byte skip must change nothing. The closing tab is
    /// escaped only inside a string, so a string state gone wrong shows.
    func testEveryPairOfPiecesAtEveryAlignmentEscapesAsOneScalarAtATime() {
        let pieces = ["a", "\"", "\\", "\n", "\t", "\r", "\u{1B}", "\u{7F}", "\u{85}", "é", "淡", "\u{202E}", "👩‍💻", "~", "\u{FFFF}"]
        for first in pieces {
            for second in pieces {
                for opening in ["", "\""] {
                    for before in 0..<9 {
                        for between in 0..<9 {
                            let text = opening + String(repeating: "x", count: before) + first + String(repeating: "y", count: between)
                                + second + "0123456789\"\t"
                            XCTAssertEqual(TerminalSafeJSON.escape(text), Self.oneScalarAtATime(text), text.debugDescription)
                            XCTAssertEqual(Self.escapedBytes(text), Self.oneScalarAtATime(text), text.debugDescription)
                        }
                    }
                }
            }
        }
    }

    func testAWordsFirstSpoilerIsFoundWhereverItIs() {
        func word(_ text: String) -> UInt64 {
            var word: UInt64 = 0
            withUnsafeMutableBytes(of: &word) { $0.copyBytes(from: Array(text.utf8).prefix(8)) }
            return word
        }
        XCTAssertEqual(TerminalSafeJSON.spoilers(in: word("abc ~{}:")), 0)
        for spoiler in ["\"", "\\", "\n", "\u{1F}", "\u{7F}", "\u{80}", "é"] {
            for offset in 0..<(9 - spoiler.utf8.count) {
                // Another spoiler after it must not hide it; what follows it may be marked or not.
                let text = String(repeating: "x", count: offset) + spoiler + String(repeating: "\u{1}", count: 8 - offset - spoiler.utf8.count)
                XCTAssertEqual(TerminalSafeJSON.spoilers(in: word(text)).trailingZeroBitCount / 8, offset, text.debugDescription)
            }
        }
    }

    /// The byte path's answer, as text.
    private static func escapedBytes(_ text: String) -> String {
        Array(text.utf8).withUnsafeBytes { TerminalSafeJSON.escape(bytes: $0) }.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// The escaping rules, scalar by scalar, with no fast path.
    private static func oneScalarAtATime(_ json: String) -> String {
        // Printable ASCII and line feeds only: as it came (valid JSON has no raw line feed in a string).
        if json.unicodeScalars.allSatisfy({ ($0.value >= 0x20 && $0.value < 0x7F) || $0 == "\n" }) { return json }
        var output = String.UnicodeScalarView()
        var inString = false
        var escaped = false
        for scalar in json.unicodeScalars {
            let value = scalar.value
            if value >= 0x20 && value < 0x7F {
                if inString {
                    if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
                } else if scalar == "\"" {
                    inString = true
                }
                output.append(scalar)
                continue
            }
            if value < 0x80 && !inString && (value == 0x0A || value == 0x09 || value == 0x0D) {
                output.append(scalar)
                continue
            }
            if value < 0x80 && inString { escaped = false }
            if TerminalSafeJSON.escapes(scalar) {
                output.append(contentsOf: String(format: "\\u%04x", value).unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }
}
