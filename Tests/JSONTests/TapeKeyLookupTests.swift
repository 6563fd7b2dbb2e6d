import Foundation
import JSONTestSupport
import XCTest
@testable import JSON

/// Keys are matched a word at a time and looked for first where the last
/// object of the same depth had them, then as far off as the last miss was:
/// whatever order the members come in and whichever optional ones are left
/// out, every key must still find its own member, and only its own.
final class TapeKeyLookupTests: XCTestCase {
    /// Keys of every length from 1 to 29 and keys that share their first
    /// eight bytes or their last eight, so each word of the comparison decides somewhere.
    struct Record: Codable, Equatable {
        var a: Int
        var ab: Int?
        var abc: String?
        var abcd: Int
        var abcdefg: Int?
        var abcdefgh: Int
        var abcdefghi: Int?
        var abcdefgh_: Int?
        var abcdefghijklmnop: Int
        var abcdefghijklmnoq: Int?
        var bbcdefghijklmnop: Int?
        var abcdefghijklmnopq: Int?
        var abcdefghijklmnopqrstuvwxyz123: Int
    }

    private static let required = ["a", "abcd", "abcdefgh", "abcdefghijklmnop", "abcdefghijklmnopqrstuvwxyz123"]
    private static let optional = ["ab", "abc", "abcdefg", "abcdefghi", "abcdefgh_", "abcdefghijklmnoq", "bbcdefghijklmnop", "abcdefghijklmnopq"]

    /// Objects whose members are shuffled and whose optional members come and go, from a fixed seed.
    private func documents(count: Int, seed: UInt64) -> (String, [Record]) {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        var objects: [String] = []
        var expected: [Record] = []
        for index in 0..<count {
            var members: [(String, Int)] = Self.required.enumerated().map { ($1, index * 100 + $0) }
            for (offset, key) in Self.optional.enumerated() where next() % 3 != 0 { members.append((key, index * 100 + 50 + offset)) }
            if next() % 4 != 0 {
                members.sort { $0.0 < $1.0 }
            } else {
                var generator = Generator(state: next())
                members.shuffle(using: &generator)
            }
            let value = Dictionary(uniqueKeysWithValues: members)
            objects.append("{" + members.map { key, number in key == "abc" ? "\"abc\": \"\(number)\"" : "\"\(key)\": \(number)" }
                .joined(separator: ", ") + "}")
            expected.append(Record(
                a: value["a"]!, ab: value["ab"], abc: value["abc"].map(String.init), abcd: value["abcd"]!, abcdefg: value["abcdefg"],
                abcdefgh: value["abcdefgh"]!, abcdefghi: value["abcdefghi"], abcdefgh_: value["abcdefgh_"],
                abcdefghijklmnop: value["abcdefghijklmnop"]!, abcdefghijklmnoq: value["abcdefghijklmnoq"],
                bbcdefghijklmnop: value["bbcdefghijklmnop"], abcdefghijklmnopq: value["abcdefghijklmnopq"],
                abcdefghijklmnopqrstuvwxyz123: value["abcdefghijklmnopqrstuvwxyz123"]!))
        }
        return ("[" + objects.joined(separator: ", ") + "]", expected)
    }

    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    func testShuffledMembersAndOptionalOnesThatComeAndGoFindTheirOwnValues() throws {
        for seed in [1, 2, 3] as [UInt64] {
            let (document, expected) = documents(count: 200, seed: seed)
            XCTAssertEqual(try JSONTapeDecoder().decode([Record].self, from: Data(document.utf8)), expected, "seed \(seed)")
            DecoderComparison.assertSame([Record].self, Data(document.utf8), "seed \(seed)")
        }
    }

    func testAKeyMissingFromEveryObjectIsMissingAfterHits() {
        let document = "[" + Array(repeating: "{\"a\": 1, \"abcd\": 2, \"abcdefgh\": 3, \"abcdefghijklmnop\": 4, \"abcdefghijklmnopqrstuvwxyz12\": 5}",
                                    count: 3).joined(separator: ",") + "]"
        DecoderComparison.assertSame([Record].self, Data(document.utf8))
        XCTAssertThrowsError(try JSONTapeDecoder().decode([Record].self, from: Data(document.utf8)))
    }
}
