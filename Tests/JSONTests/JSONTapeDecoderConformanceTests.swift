import Foundation
import JSONTestSupport
import XCTest
@testable import JSON

/// JSONTapeDecoder against Foundation's JSONDecoder on documents chosen to
/// reach every rule the two must share: what is JSON, what each type takes,
/// which error names which path. Every case compares the two outcomes whole.
final class JSONTapeDecoderConformanceTests: XCTestCase {
    private func same<T: Decodable>(_ type: T.Type, _ documents: [String], file: StaticString = #filePath, line: UInt = #line) {
        for document in documents {
            DecoderComparison.assertSame(T.self, Data(document.utf8), file: file, line: line)
        }
    }

    /// Dictionaries compared by their sorted members: equal dictionaries may print in different orders.
    private func sameDictionaries<Value: Decodable & Comparable>(_ type: [String: Value].Type, _ documents: [String],
                                                                 file: StaticString = #filePath, line: UInt = #line) {
        for document in documents {
            DecoderComparison.assertSame(type, Data(document.utf8), describe: { "\($0.sorted { $0.key < $1.key })" }, file: file, line: line)
        }
    }

    private func sameTrees(_ documents: [String], file: StaticString = #filePath, line: UInt = #line) {
        for document in documents { DecoderComparison.assertSameTree(Data(document.utf8), file: file, line: line) }
    }

    func testGrammarTheTwoShare() {
        let documents = [
            "", " ", "{", "}", "[", "]", "[1,2,]", "[1,,2]", "[,]", "{\"a\":1,}", "{,}", "{\"a\" 1}", "{\"a\":}", "{a:1}",
            "{'a':1}", "[1 2]", "[1]x", "[1] ", " \t\r\n[1]\n", "[1]\u{0C}", "nul", "nulll", "tru", "true", "false ", "[true,false,null]",
            "\"open", "\"\\", "\"\\u12\"", "\"\\u12", "\"\\u123\"x", "1", "-", "--1", "+1", "01", "1.", ".5", "1e", "1e+", "[01]",
            "{\"a\":[{\"b\":[{}]}]}", "[[[[[]]]]]", "{\"a\":1}{", "[\"a\"\"b\"]", "\u{FEFF}[1]", "[1]\u{0}", "/* */[1]",
        ]
        sameTrees(documents)
        same([Int].self, documents)
    }

    func testNestingStopsAt512LevelsAsFoundationDoes() {
        // As an Int, the document is scanned whole and refused at once, by either decoder:
        // JSONDecoder takes most of a second to build a JSONValue 512 levels deep.
        for depth in [511, 512, 513] {
            let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
            same(Int.self, [arrays, objects])
        }
        let arrays = String(repeating: "[", count: 40) + "1e400" + String(repeating: "]", count: 40)
        sameTrees([String(repeating: "[", count: 40) + String(repeating: "]", count: 40), arrays])
    }

    func testNumbersAreJudgedWhenDecodedAndOnlyThen() {
        let numbers = [
            "0", "-0", "1", "-1", "1.0", "1.5", "-1.5", "1e2", "1E2", "1e+2", "1e-2", "1.5e3", "0.1", "0.30000000000000004",
            "9007199254740992", "9007199254740993", "9007199254740993.0", "1e15", "1e16", "12345678901234567890",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
            "18446744073709551615", "18446744073709551616", "1e308", "1e309", "1e400", "-1e400", "1e-320", "1e-400", "0e-400",
            "0.0000000000000000000000000000001", "4.9e-324", "2.2250738585072014e-308", "1.7976931348623157e308",
            "01", "-01", "00", "1.", "1.e5", "1e5.", "1.2.3", "1-2", "1e5e5", "0x10", "1_000", "123456789012345678901234567890",
            "3.4028235e38", "3.4028236e38", "1e39", "128", "-129", "255", "256", "-0.0", "1e-7", "100e-2",
            // Foundation's Double and Float refuse exactly these (its integers take them; the fuzz target found it).
            "0e1", "0E9", "0e0", "0e10", "-0e1", "0e+1", "0e-1", "0.0e1", "00e1",
        ]
        // A zero with an exponent is refused or taken by where the exponent's
        // digits fall in Foundation's groups of four bytes (the fuzz target found `-0.0e3`).
        let zeros = ["0", "-0", "0.0", "-0.0", "0.00", "-0.00", "0.000", "-0.000"].flatMap { zero in
            ["e0", "e1", "e3", "E9", "e10", "e+3", "e-3", "e03", "e-30", "e00"].map { zero + $0 }
        }
        for number in numbers + zeros {
            let inField = "{\"value\": \(number), \"other\": 7}"
            same(Int.self, [number])
            same(Int8.self, [number])
            same(UInt8.self, [number])
            same(Int64.self, [number])
            same(UInt64.self, [number])
            same(Double.self, [number])
            same(Float.self, [number])
            same(NumberField.self, [inField])
            same(OtherField.self, [inField])
            sameTrees([number, "[\(number)]", inField])
        }
    }

    func testStringsAreJudgedWhenDecodedAndOnlyThen() {
        let strings = [
            "", "plain", "caf\u{E9}", "\u{65}\u{301}", "日本語 🚀", "\\\"", "\\\\", "\\/", "\\b\\f\\n\\r\\t", "\\u0041", "\\u00e9",
            "\\u0000", "\\ud83d\\ude80", "\\ud83d", "\\ud83dx", "\\ud83d\\u0041", "\\ude80", "\\uDEAD\\uBEEF", "\\uZZZZ", "\\x",
            "\\u00G0", "tab\there", "line\u{1}control", "\u{7F}", "\u{2028}",
        ]
        for text in strings {
            let document = "\"\(text)\""
            same(String.self, [document])
            same(URL.self, [document])
            sameTrees([document, "[\(document)]", "{\"k\": \(document)}", "{\(document): 1}"])
            same(OtherField.self, ["{\"value\": \(document), \"other\": 7}"])
        }
    }

    func testInvalidUTF8IsAnErrorOnlyWhereItIsRead() {
        let bad: [[UInt8]] = [[0xFF], [0xC3], [0xC3, 0x28], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0x80]]
        for bytes in bad {
            func document(_ before: String, _ after: String) -> Data { Data(before.utf8) + Data(bytes) + Data(after.utf8) }
            DecoderComparison.assertSame(String.self, document("\"", "\""))
            DecoderComparison.assertSame(OtherField.self, document("{\"value\": \"", "\", \"other\": 1}"))
            DecoderComparison.assertSame(OtherField.self, document("{\"va", "lue\": 1, \"other\": 1}"))
            DecoderComparison.assertSameTree(document("[\"", "\"]"))
            DecoderComparison.assertSameTree(document("[", "]"))
        }
    }

    func testEncodingsAndByteOrderMarks() {
        let text = "{\"id\": 1, \"name\": \"n\", \"tags\": []}"
        let encodings: [String.Encoding] = [.utf16BigEndian, .utf16LittleEndian, .utf32BigEndian, .utf32LittleEndian, .utf16, .utf32]
        for encoding in encodings {
            DecoderComparison.assertSame(Person.self, text.data(using: encoding)!, "\(encoding)")
        }
        DecoderComparison.assertSame(Person.self, Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8))
        DecoderComparison.assertSame(Int.self, Data([0x00, 0x31]))
        DecoderComparison.assertSame(Int.self, Data([0x31, 0x00]))
    }

    func testKeysDuplicatedOrEqualAsStrings() {
        same(Person.self, [
            "{\"id\": 1, \"id\": 2, \"name\": \"a\", \"tags\": []}",
            "{\"id\": 1, \"name\": \"a\", \"tags\": [], \"id\": \"not a number\"}",
            "{\"i\\u0064\": 3, \"name\": \"a\", \"tags\": []}",
            "{\"id\": 1, \"na\\u006de\": \"escaped key\", \"tags\": [], \"name\": \"plain key\"}",
        ])
        sameDictionaries([String: Int].self, ["{\"K\": 1, \"\\u212a\": 2}", "{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}", "{\"a\": 1, \"a\": 2}"])
        same(KelvinKeyed.self, ["{\"K\": 1}", "{\"\\u212a\": 1}", "{\"\u{212A}\": 1}"])
        sameTrees(["{\"a\": 1, \"a\": 2}", "{\"a\": 1, \"a\": 1e400}", "{\"a\": 1e400, \"a\": 1}", "{\"K\": 1, \"\\u212a\": [1e400]}"])
        let many = (0..<200).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        sameDictionaries([String: Int].self, ["{\(many)}", "{\(many), \"k7\": 0}"])
        sameTrees(["{\(many), \"k7\": 1e400}"])
    }

    func testNullsMissingKeysAndWrongKinds() {
        same(Scalars.self, [
            "{\"text\": \"t\", \"whole\": 1, \"real\": 1.5, \"flag\": true, \"single\": 2.5, \"small\": -3, \"unsigned\": 4}",
            "{\"text\": null, \"whole\": 1, \"real\": 1.5, \"flag\": true, \"single\": 2.5, \"small\": -3, \"unsigned\": 4}",
            "{\"text\": \"t\", \"whole\": 1, \"real\": 1.5, \"flag\": null, \"single\": 2.5, \"small\": -3, \"unsigned\": 4}",
            "{\"text\": \"t\", \"whole\": \"1\", \"real\": 1.5, \"flag\": true, \"single\": 2.5, \"small\": -3, \"unsigned\": 4}",
            "{\"text\": \"t\", \"whole\": 1, \"real\": \"NaN\", \"flag\": true, \"single\": 2.5, \"small\": -3, \"unsigned\": 4}",
            "{\"text\": \"t\", \"whole\": 1, \"real\": 1.5, \"flag\": 1, \"single\": 2.5, \"small\": -3, \"unsigned\": 4}",
            "{\"text\": \"t\", \"whole\": 1, \"real\": 1.5, \"flag\": true, \"single\": 2.5, \"small\": 300, \"unsigned\": 4}",
            "{\"text\": \"t\", \"whole\": 1, \"real\": 1.5, \"flag\": true, \"single\": 2.5, \"small\": -3, \"unsigned\": -4}",
            "{\"text\": \"t\", \"whole\": 1, \"real\": 1.5, \"flag\": true, \"single\": 2.5, \"small\": -3, \"unsigned\": 4, \"maybe\": 5}",
            "{\"text\": \"t\", \"whole\": 1, \"real\": 1.5, \"flag\": true, \"single\": 2.5, \"small\": -3, \"unsigned\": 4, \"maybe\": null}",
            "{\"text\": \"t\", \"real\": 1.5, \"flag\": true, \"single\": 2.5, \"small\": -3, \"unsigned\": 4}",
            "[]", "null", "\"text\"", "{}",
        ])
        same(Person.self, [
            "{\"id\": 1, \"name\": \"a\", \"tags\": [\"x\", 2]}",
            "{\"id\": 1, \"name\": \"a\", \"tags\": null}",
            "{\"id\": 1, \"name\": \"a\", \"tags\": {}}",
            "{\"id\": 1, \"name\": \"a\", \"tags\": [], \"address\": {\"city\": \"c\", \"zip\": \"z\"}}",
            "{\"id\": 1, \"name\": \"a\", \"tags\": [], \"address\": {\"zip\": 1}}",
            "{\"id\": 1, \"name\": \"a\", \"tags\": [], \"address\": []}",
            "{\"id\": 1, \"name\": \"a\", \"tags\": [], \"address\": null, \"scores\": [1, null]}",
            "{\"id\": 1, \"name\": \"a\", \"tags\": [], \"scores\": [1, 2e400]}",
        ])
        same([Person].self, ["[{\"id\": 1, \"name\": \"a\", \"tags\": []}, {\"id\": 2, \"name\": \"b\", \"tags\": [null]}]"])
        same([Int?].self, ["[1, null, 2]", "[null]", "[\"x\"]"])
        same([[Int]].self, ["[[1], [2, \"x\"]]", "[[], null]"])
        same(IntKeyed.self, ["{\"1\": 1, \"2\": \"two\"}", "{\"1\": \"one\", \"2\": \"two\"}", "{\"1\": 1}", "{\"first\": 1, \"second\": \"x\"}"])
        sameDictionaries([String: Double].self, ["{\"a\": 1, \"b\": \"x\"}", "{\"a\": null}", "[]"])
        same([Int: String].self, ["{\"1\": \"a\", \"x\": \"b\"}", "{\"1\": \"a\"}"])
    }

    /// `[String]` is read in one loop of its own; what it takes and refuses, and where, must not move.
    func testArraysOfStringsReadInOneLoopFailAsJSONDecoderDoes() {
        let arrays = [
            "[]", "[\"a\", \"b\"]", "[\"caf\u{E9}\", \"\\u0041\\n\"]", "[\"a\", 1]", "[1, \"a\"]", "[\"a\", null]",
            "[\"a\", [\"b\"]]", "[\"a\", {}]", "[\"\\ud83d\", 1]", "[1, \"\\ud83d\"]", "[\"\\x\"]", "[\"a\",]",
            "[\"tab\there\"]", "{\"a\": \"b\"}", "\"a\"", "null",
        ]
        same([String].self, arrays)
        same([[String]].self, arrays.map { "[\($0)]" } + ["[[\"a\"], null]"])
        same(Person.self, arrays.map { "{\"id\": 1, \"name\": \"a\", \"tags\": \($0)}" })
    }

    func testTheFoundationTypesJSONDecoderReadsItsOwnWay() {
        same(Specials.self, [
            "{\"url\": \"https://example.com/a b\", \"date\": 1234.5, \"data\": \"aGVsbG8=\", \"decimal\": 12.345}",
            "{\"url\": \"\", \"date\": \"x\", \"data\": \"not base64\", \"decimal\": \"1\"}",
            "{\"url\": 1}", "{\"date\": null}", "{\"data\": \"aGVsbG8\"}", "{\"data\": \"aGVs\\u0062G8=\"}",
            "{\"decimal\": 123456789012345678901234567890.123456789}", "{\"decimal\": 1e400}", "{\"decimal\": null}",
        ])
        same(Decimal.self, ["1.1", "0.30000000000000004", "-0", "1e-20"])
        same(Date.self, ["0", "-1.5", "null", "\"2024-01-01\""])
        same(Data.self, ["\"\"", "\"AA==\"", "\"AA\"", "null", "[1, 2]"])
    }

    func testEveryContainerCallOfAHandWrittenInitializer() {
        same(Walker.self, [
            "{\"a\": 1, \"b\": \"two\", \"c\": true, \"nested\": {\"a\": 3, \"b\": \"four\"}, \"list\": [1, null, \"x\", 2.5]}",
            "{\"a\": null, \"b\": 2, \"c\": null, \"nested\": [], \"list\": {}}",
            "{\"a\": \"1\", \"nested\": {\"a\": \"x\"}, \"list\": [1e400, \"y\"]}",
            "{}", "[]", "null",
        ])
    }

    func testJSONValueInsideAModelFailsAtItsOwnPath() {
        same(Wrapped.self, [
            "{\"id\": 1, \"extra\": {\"a\": [1, \"b\", null, true]}, \"list\": [{}, [], 1]}",
            "{\"id\": 1, \"extra\": {\"a\": [1e400]}, \"list\": []}",
            "{\"id\": 1, \"list\": [1, {\"k\": \"\\ud800\"}]}",
            "{\"id\": 1, \"extra\": null, \"list\": [null]}",
            "{\"id\": 1, \"list\": null}",
        ])
    }

    func testUserInfoReachesInitializers() throws {
        let key = CodingUserInfoKey(rawValue: "unit")!
        let decoder = JSONTapeDecoder(userInfo: [key: "cm"])
        let value = try decoder.decode(UnitReader.self, from: Data("{\"a\": 1}".utf8))
        XCTAssertEqual(value.unit, "cm")
    }

    func testAContainerKeptPastItsDecodeStillReadsItsObject() throws {
        let kept = try JSONTapeDecoder().decode(KeepsContainer.self, from: Data("{\"a\": {\"b\": 2}, \"c\": 3}".utf8))
        XCTAssertEqual(try kept.container.decode(Int.self, forKey: .c), 3)
        XCTAssertThrowsError(try kept.container.decode(Int.self, forKey: .a))
    }

    /// A container's storage is handed to the next object at its depth only once
    /// nothing holds it: containers kept by siblings each keep their own object.
    func testContainersKeptBySiblingsEachReadTheirOwnObject() throws {
        let document = Data("[{\"a\": {\"b\": 1}, \"c\": 1}, {\"c\": 2}, {\"a\": [], \"c\": 3}]".utf8)
        let kept = try JSONTapeDecoder().decode([KeepsContainer].self, from: document)
        XCTAssertEqual(try kept.map { try $0.container.decode(Int.self, forKey: .c) }, [1, 2, 3])
        XCTAssertEqual(kept.map { $0.container.contains(.a) }, [true, false, true])
    }
}

private struct NumberField: Decodable, Equatable { var value: Int }
private struct OtherField: Decodable, Equatable { var other: Int }

private struct KelvinKeyed: Decodable, Equatable {
    var kelvin: Int
    enum CodingKeys: String, CodingKey { case kelvin = "\u{212A}" }
}

private struct UnitReader: Decodable {
    var unit: String?
    init(from decoder: any Decoder) throws {
        unit = decoder.userInfo[CodingUserInfoKey(rawValue: "unit")!] as? String
    }
}

private struct KeepsContainer: Decodable {
    enum Key: String, CodingKey { case a, c }
    let container: KeyedDecodingContainer<Key>
    init(from decoder: any Decoder) throws { container = try decoder.container(keyedBy: Key.self) }
}

/// Damaged documents, the same on every run: both decoders must agree on each.
final class JSONTapeDecoderMutationTests: XCTestCase {
    private let person = Data(#"""
    {"id": 12, "name": "Ana \u00e9 \"q\" 日本", "tags": ["a", "b\\n", "\ud83d\ude80"], "address": {"city": "Oslo", "zip": 150},
     "scores": [1, -0.5, 2e3, 0, 1.25e-2], "extra": [null, true, false, {"k": []}]}
    """#.utf8)

    func testDamagedDocumentsDecodeAlike() {
        for damaged in DocumentMutations(of: person, count: 1_500) {
            DecoderComparison.assertSame(Person.self, damaged)
            DecoderComparison.assertSameTree(damaged)
            DecoderComparison.assertSame(Wrapped.self, damaged)
        }
    }
}
