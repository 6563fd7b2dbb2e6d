import Foundation
import JSONTestSupport
import XCTest
@testable import JSON

/// JSONTextWriter writes JSONEncoder's bytes: strings a hostile server might
/// send, numbers from random bit patterns and edges, every container shape,
/// JSONValue trees; and hands over what it does not write itself.
final class JSONTextWriterTests: XCTestCase {
    func testHostileStringsAreWrittenAsJSONEncoderWritesThem() {
        var strings = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        strings += [
            "", "\u{1B}[2J\u{1B}]52;c;aGk=\u{07}", "\u{9B}31m", "a\u{202E}cba\u{2066}", "\u{2028}\u{2029}\u{FEFF}\u{200B}",
            "https://cdn.dummyjson.com/a/b.webp", "\\\"/\\/", "e\u{301}", "名前 🚀 👩‍👩‍👧", "\u{FFFD}\u{10FFFF}", "\0\0",
            String(repeating: "x\u{1F}", count: 500),
        ]
        WriterComparison.assertSameBytes(strings, "strings as values")
        WriterComparison.assertSameBytes(Dictionary(uniqueKeysWithValues: strings.enumerated().map { ($1, $0) }), "strings as keys")
    }

    func testDoublesFromRandomBitPatternsAndEdgesAreWrittenAsJSONEncoderWritesThem() {
        var generator = SplitMix64(seed: 24)
        var doubles: [Double] = [
            0, -0.0, 1, -1, 0.1, 0.2, 0.3, 1.0 / 3, 100, 1e15, 1e16, 1e17, 1e20, 1e21, 1e-5, 1e-7, 0.0001, 123_456.789,
            9_007_199_254_740_992, 9_007_199_254_740_994, 1.2345678901234568e+20, 99.99, 4.94, 2.5e-8,
            .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .ulpOfOne,
        ]
        doubles += (0..<20_000).map { _ in Double(bitPattern: generator.next()) }.filter(\.isFinite)
        doubles += (0..<5_000).map { _ in Double(Int64(bitPattern: generator.next()) >> Int64(generator.next() % 64)) / 100 }
        WriterComparison.assertSameBytes(doubles, "doubles")

        var floats: [Float] = [0, -0.0, 0.1, 1e20, 3.4028235e38, .leastNonzeroMagnitude, .leastNormalMagnitude, 16_777_216, 1e7, 1e16]
        floats += (0..<20_000).map { _ in Float(bitPattern: UInt32(truncatingIfNeeded: generator.next())) }.filter(\.isFinite)
        WriterComparison.assertSameBytes(floats, "floats")
    }

    func testIntegersOfEveryWidthAreWrittenAsJSONEncoderWritesThem() {
        WriterComparison.assertSameBytes(Widths(), "integer widths")
        WriterComparison.assertSameBytes([Int.min, Int.max, 0, -1], "Int")
        WriterComparison.assertSameBytes([UInt64.max, 0], "UInt64")
    }

    func testContainersOfEveryShapeAreWrittenAsJSONEncoderWritesThem() {
        WriterComparison.assertSameBytes(Shapes(), "shapes")
        WriterComparison.assertSameBytes([Shapes(), Shapes()], "an array of shapes")
        WriterComparison.assertSameBytes([[Int]](), "an empty top-level array")
        WriterComparison.assertSameBytes([String: Int](), "an empty top-level object")
        WriterComparison.assertSameBytes([1.5: "a", -2: "b"] as [Double: String], "a dictionary with number keys: an array")
        WriterComparison.assertSameBytes([3: "a", 10: "b", -1: "c"] as [Int: String], "a dictionary with Int keys: an object")
        WriterComparison.assertSameBytes("top", "a top-level string")
        WriterComparison.assertSameBytes(Optional<Int>.none, "a top-level null")
        WriterComparison.assertSameBytes(["b": 1, "B": 2, "a": 3, "é": 4, "10": 5, "9": 6, "": 7], "key order")
    }

    func testJSONValueTreesAreWrittenAsJSONEncoderWritesThem() {
        var generator = SplitMix64(seed: 7)
        for index in 0..<200 {
            WriterComparison.assertSameBytes(JSONValue.random(depth: 4, using: &generator), "tree \(index)")
        }
    }

    func testJSONValueSortedDataIsTheWritersAndUnsortedIsJSONEncoders() throws {
        let value: JSONValue = ["z": [1, 2.5, nil, "a/b"], "a": ["k": true]]
        XCTAssertEqual(String(decoding: try value.jsonData(sortedKeys: true), as: UTF8.self),
                       #"{"a":{"k":true},"z":[1,2.5,null,"a/b"]}"#)
        XCTAssertEqual(try JSONValue(jsonData: value.jsonData()), value)
    }

    func testNoticesAWatchedKeyAtAnyDepthButNotAValue() throws {
        let formatting: JSONEncoder.OutputFormatting = [.sortedKeys, .prettyPrinted]
        let deep: JSONValue = ["users": [["id": 1, "auth": ["password": "x"]]]]
        XCTAssertTrue(try JSONTextWriter.data(deep, formatting: formatting, noticing: ["password", "token"]).noticed)
        let valueOnly: JSONValue = ["note": "password", "list": ["token"]]
        XCTAssertFalse(try JSONTextWriter.data(valueOnly, formatting: formatting, noticing: ["password", "token"]).noticed)
        XCTAssertFalse(try JSONTextWriter.data(deep, formatting: formatting, noticing: []).noticed)
        // Handed over: JSONEncoder's bytes are searched for the quoted key instead.
        let handedOver = try JSONTextWriter.data(["password": Date(timeIntervalSince1970: 0)], formatting: formatting, noticing: ["password"])
        XCTAssertTrue(handedOver.noticed)
        XCTAssertEqual(handedOver.data, try JSONTextWriter.foundationData(["password": Date(timeIntervalSince1970: 0)], formatting: formatting))
    }

    func testWhatItDoesNotWriteGoesToJSONEncoder() {
        WriterComparison.assertHandsOver(Date(timeIntervalSince1970: 1_700_000_000), "a Date")
        WriterComparison.assertHandsOver(["at": Date(timeIntervalSince1970: 0)], "a Date inside")
        WriterComparison.assertHandsOver(Data([0, 1, 2, 255]), "Data: base64")
        WriterComparison.assertHandsOver([URL(string: "https://x.test/a?b=c")!], "a URL: its absolute string")
        WriterComparison.assertHandsOver(["price": Decimal(string: "9.99")!], "a Decimal")
        WriterComparison.assertHandsOver([Double.nan], "NaN: JSONEncoder's error")
        WriterComparison.assertHandsOver(["x": Float.infinity], "infinity: JSONEncoder's error")
        WriterComparison.assertHandsOver(Silent(), "a top-level value that wrote nothing: JSONEncoder's error")
        WriterComparison.assertHandsOver(TwiceKeyed(), "one key twice")
        WriterComparison.assertHandsOver(TwiceKeyed(second: "e\u{301}"), "one key twice in two spellings")
        WriterComparison.assertHandsOver(WithSuper(), "a super encoder")
        WriterComparison.assertHandsOver(Throwing(), "an encode that throws: its error")
        WriterComparison.assertHandsOver(["b": [1]], "unsorted: dictionary order", formatting: [.prettyPrinted])
    }
}

private struct Widths: Encodable {
    var i8 = Int8.min, i16 = Int16.min, i32 = Int32.min, i64 = Int64.min, int = Int.min
    var u8 = UInt8.max, u16 = UInt16.max, u32 = UInt32.max, u64 = UInt64.max, uint = UInt.max
    var nested = [Int8.max, Int8.min]
}

/// Every container the Encoder protocol offers, empty and full, nested each way.
private struct Shapes: Encodable {
    enum Keys: String, CodingKey { case empty, emptyArray, emptyObject, nothing, nested, unkeyed, some, none, flag, list }
    enum Inner: String, CodingKey { case a, b }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("", forKey: .empty)
        try container.encode([Int](), forKey: .emptyArray)
        try container.encode([String: Int](), forKey: .emptyObject)
        try container.encode(Silent(), forKey: .nothing)
        var nested = container.nestedContainer(keyedBy: Inner.self, forKey: .nested)
        try nested.encode(1, forKey: .b)
        try nested.encodeNil(forKey: .a)
        var unkeyed = container.nestedUnkeyedContainer(forKey: .unkeyed)
        try unkeyed.encode(true)
        var inner = unkeyed.nestedContainer(keyedBy: Inner.self)
        try inner.encode(Float(0.5), forKey: .a)
        var deeper = unkeyed.nestedUnkeyedContainer()
        try deeper.encode(UInt8(7))
        try deeper.encodeNil()
        try unkeyed.encode([[String]]([[], ["x"]]))
        try container.encodeIfPresent(Optional(3), forKey: .some)
        try container.encodeIfPresent(Optional<Int>.none, forKey: .none)
        try container.encode(false, forKey: .flag)
        try container.encode([Optional(1), nil], forKey: .list)
    }
}

private struct Silent: Encodable {
    func encode(to encoder: any Encoder) throws {}
}

private struct TwiceKeyed: Encodable {
    var first = "é"
    var second = "é"
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(1, forKey: AnyKey(stringValue: first))
        try container.encode(2, forKey: AnyKey(stringValue: "a"))
        try container.encode(3, forKey: AnyKey(stringValue: second))
    }
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private struct WithSuper: Encodable {
    enum Keys: CodingKey { case a }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .a)
        try "parent".encode(to: container.superEncoder())
    }
}

private struct Throwing: Encodable {
    struct Refusal: Error {}
    func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(0, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "refused"))
    }
}

extension JSONValue {
    /// A tree of every kind, with keys and strings that need escapes.
    static func random(depth: Int, using generator: inout SplitMix64) -> JSONValue {
        let words = ["a", "B", "é", "/", "\u{1}", "\"q\"", "😀", "", "10", "9", "\u{1B}[31m", "e\u{301}"]
        switch generator.next() % (depth > 0 ? 7 : 5) {
        case 0: return .null
        case 1: return .bool(generator.next() % 2 == 0)
        case 2: return .number(Double(bitPattern: generator.next()).isFinite ? Double(bitPattern: generator.next() >> 2) : 0)
        case 3: return .number(Double(Int(truncatingIfNeeded: generator.next()) % 100_000))
        case 4: return .string(words[Int(generator.next() % UInt64(words.count))] + words[Int(generator.next() % UInt64(words.count))])
        case 5: return .array((0..<Int(generator.next() % 4)).map { _ in random(depth: depth - 1, using: &generator) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int(generator.next() % 5) {
                members[words[Int(generator.next() % UInt64(words.count))]] = random(depth: depth - 1, using: &generator)
            }
            return .object(members)
        }
    }
}
