import Foundation
import JSONTestSupport
import XCTest
@testable import JSON

/// Keys that are plain values of up to eight bytes are matched, after their
/// first find, by the bytes of their text in the tape, kept by key type and
/// value. Different key types with the same bytes, keys of every kept width,
/// more keys than are kept, and a key whose text only equals a member's as a
/// String must each still find their own member, or none, as JSONDecoder does.
final class TapeKnownKeyTests: XCTestCase {
    /// A key of `Width`'s size whose text is made from its number.
    struct NumberKey<Width: FixedWidthInteger & Sendable>: CodingKey {
        let number: Width
        init(_ number: Int) { self.number = Width(number) }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { number = Width(intValue) }
        var stringValue: String { "member \(number)" }
        var intValue: Int? { nil }
    }

    /// The members `0..<count` a record reads, in order, nil for those missing.
    struct Record<Width: FixedWidthInteger & Sendable>: Decodable, Equatable {
        static var count: Int { 40 }
        let values: [Int?]
        init(values: [Int?]) { self.values = values }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NumberKey<Width>.self)
            values = try (0..<Self.count).map { try container.decodeIfPresent(Int.self, forKey: NumberKey($0)) }
        }
    }

    /// Objects whose members come in a shuffled or sorted order, some left out.
    private func document(objects: Int, members: Int, seed: UInt64) -> (Data, [[Int?]]) {
        var generator = TapeKeyLookupTests.Generator(state: seed)
        var texts: [String] = []
        var expected: [[Int?]] = []
        for object in 0..<objects {
            var present = (0..<members).filter { _ in generator.next() % 5 != 0 }
            if generator.next() % 2 == 0 { present.shuffle(using: &generator) }
            texts.append("{" + present.map { "\"member \($0)\": \(object * 1000 + $0)" }.joined(separator: ",") + "}")
            expected.append((0..<Record<UInt8>.count).map { present.contains($0) ? object * 1000 + $0 : nil })
        }
        return (Data(("[" + texts.joined(separator: ",") + "]").utf8), expected)
    }

    func testKeysOfEveryKeptWidthFindTheirOwnMembers() throws {
        let (data, expected) = document(objects: 60, members: 40, seed: 7)
        XCTAssertEqual(try JSONTapeDecoder().decode([Record<UInt8>].self, from: data).map(\.values), expected)
        XCTAssertEqual(try JSONTapeDecoder().decode([Record<UInt16>].self, from: data).map(\.values), expected)
        XCTAssertEqual(try JSONTapeDecoder().decode([Record<UInt32>].self, from: data).map(\.values), expected)
        XCTAssertEqual(try JSONTapeDecoder().decode([Record<Int>].self, from: data).map(\.values), expected)
        DecoderComparison.assertSame([Record<UInt8>].self, data)
    }

    /// Two key types whose cases have the same bytes and different texts, read in turn at the same depth.
    enum FirstKeys: String, CodingKey { case one = "alpha", two = "beta" }
    enum SecondKeys: String, CodingKey { case one = "beta", two = "alpha" }

    struct Pair: Decodable, Equatable {
        let first: [Int]
        let second: [Int]
        init(first: [Int], second: [Int]) {
            self.first = first
            self.second = second
        }
        init(from decoder: any Decoder) throws {
            var list = try decoder.unkeyedContainer()
            let one = try list.nestedContainer(keyedBy: FirstKeys.self)
            first = [try one.decode(Int.self, forKey: .one), try one.decode(Int.self, forKey: .two)]
            let other = try list.nestedContainer(keyedBy: SecondKeys.self)
            second = [try other.decode(Int.self, forKey: .one), try other.decode(Int.self, forKey: .two)]
        }
    }

    func testKeyTypesWithTheSameBytesKeepTheirOwnTexts() throws {
        let json = #"[[{"alpha": 1, "beta": 2}, {"alpha": 3, "beta": 4}], [{"beta": 6, "alpha": 5}, {"beta": 8, "alpha": 7}]]"#
        XCTAssertEqual(try JSONTapeDecoder().decode([Pair].self, from: Data(json.utf8)),
                       [Pair(first: [1, 2], second: [4, 3]), Pair(first: [5, 6], second: [8, 7])])
    }

    /// More keys than the table keeps: those past it are asked for their text each time.
    func testMoreKeysThanAreKeptStillFindTheirMembers() throws {
        struct Wide: Decodable, Equatable {
            let values: [Int?]
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: NumberKey<Int>.self)
                values = try (0..<(TapeKnownKeys.maximumKept + 60)).map { try container.decodeIfPresent(Int.self, forKey: NumberKey($0)) }
            }
        }
        let members = TapeKnownKeys.maximumKept + 60
        let objects = (0..<3).map { object in
            "{" + (0..<members).reversed().filter { ($0 + object) % 7 != 0 }.map { "\"member \($0)\": \($0 * 10 + object)" }.joined(separator: ",") + "}"
        }
        let data = Data(("[" + objects.joined(separator: ",") + "]").utf8)
        let decoded = try JSONTapeDecoder().decode([Wide].self, from: data)
        XCTAssertEqual(decoded.map(\.values), (0..<3).map { object in (0..<members).map { ($0 + object) % 7 != 0 ? $0 * 10 + object : nil } })
    }

    /// A key whose text equals a member's only as a String (the Kelvin sign and "K") is found as JSONDecoder finds it, in every object.
    func testAKeyEqualOnlyAsAStringIsFoundInEveryObject() {
        enum Keys: String, CodingKey { case kelvin = "\u{212A}", plain = "k" }
        struct Reading: Decodable {
            let kelvin: Int?
            let plain: Int?
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                kelvin = try container.decodeIfPresent(Int.self, forKey: .kelvin)
                plain = try container.decodeIfPresent(Int.self, forKey: .plain)
            }
        }
        let json = #"[{"K": 1, "k": 2}, {"k": 3}, {"K": 4, "k": 5}, {"K": 6}]"#
        DecoderComparison.assertSame([Reading].self, Data(json.utf8), describe: { $0.map { "\(String(describing: $0.kelvin)) \(String(describing: $0.plain))" }.joined(separator: ", ") })
    }
}
