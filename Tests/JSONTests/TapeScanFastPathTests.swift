import Foundation
import JSONTestSupport
import XCTest
@testable import JSON

/// The scan takes a plain ASCII string inline (its first sixteen bytes, then
/// a loop of its own), looks for a key's colon right after its quote, and
/// tells whether an object's keys repeat once the object is closed, from
/// fingerprints compared with the last object of as many members. Each of
/// these must act as JSONDecoder wherever a string ends and whatever the
/// keys of the objects before were.
final class TapeScanFastPathTests: XCTestCase {
    private struct Pair: Codable, Equatable {
        var name: String
        var id: Int
    }

    /// Dictionaries in key order, so two equal ones read the same.
    private func sameObjects<Value: Decodable & Comparable>(_ type: Value.Type, _ document: String, _ message: String = "",
                                                             file: StaticString = #filePath, line: UInt = #line) {
        DecoderComparison.assertSame([[String: Value]].self, Data(document.utf8),
                                     describe: { "\($0.map { $0.sorted { $0.key < $1.key } })" }, message, file: file, line: line)
    }

    private func plain(_ length: Int) -> String {
        String(String(repeating: "abcdefghijklmnopqrstuvwxyz0123456789", count: 2).prefix(length))
    }

    func testPlainStringsOfEveryLengthEndingAtTheDocumentsEnd() {
        for length in 0...40 {
            let text = plain(length)
            for document in ["\"\(text)\"", "[\"\(text)\"]", "{\"\(text)\": \"\(text)\"}", "[\"\(text)", "\"\(text)", "{\"\(text)", "{\"\(text)\"",
                             "{\"\(text)\":", "{\"k\": \"\(text)"] {
                DecoderComparison.assertSameTree(Data(document.utf8), "length \(length)")
            }
            DecoderComparison.assertSame(String.self, Data("\"\(text)\"".utf8), "length \(length)")
            sameObjects(String.self, "[{\"\(text)\": \"\(text)\"}]", "length \(length)")
        }
    }

    func testAStringEndingInEveryWayAfterSixteenPlainBytes() {
        for tail in ["\\n", "\\\"", "é", "\u{1}", "\\u0041"] {
            for length in [15, 16, 17, 23, 24, 25, 33] {
                let document = "[\"\(plain(length))\(tail)x\", {\"\(plain(length))\(tail)\": 1}]"
                DecoderComparison.assertSameTree(Data(document.utf8), "\(tail.debugDescription) after \(length)")
            }
        }
    }

    func testAKeySplitFromItsColonByWhitespaceOrNothing() {
        let documents = [
            "{\"name\":\"n\",\"id\":1}",
            "{\"name\" : \"n\", \"id\"\t:1}",
            "{\"name\"\n\r :\n\"n\" ,\"id\"  :  1 }",
            "{\"name\" \"n\", \"id\": 1}",
            "{\"name\" , \"id\": 1}",
            "{\"name\"",
            "{\"name\" ",
        ]
        for document in documents {
            DecoderComparison.assertSame(Pair.self, Data(document.utf8))
            DecoderComparison.assertSameTree(Data(document.utf8))
        }
    }

    func testARepeatedKeyAfterObjectsOfTheSameShapeIsStillFound() {
        let same = "{\"name\": \"a\", \"id\": 1}"
        let repeated = [
            "{\"name\": \"b\", \"name\": \"c\"}",
            "{\"id\": 2, \"id\": 3}",
            "{\"name\": \"d\", \"id\": 4, \"id\": 5}",
        ]
        for object in repeated {
            let document = "[\(same), \(same), \(object), \(same)]"
            sameObjects(String.self, document)
            DecoderComparison.assertSame([Pair].self, Data(document.utf8))
            DecoderComparison.assertSameTree(Data(document.utf8))
        }
    }

    /// Two keys of one length that share their first eight bytes have one
    /// fingerprint: an object with both must not become the shape that
    /// vouches for the next object, where the same fingerprints may be one key twice.
    func testKeysSharingAFingerprintDoNotVouchForARepeat() {
        let distinct = "{\"abcdefghX\": 1, \"abcdefghY\": 2}"
        let twice = "{\"abcdefghX\": 3, \"abcdefghX\": 4}"
        for document in ["[\(distinct), \(distinct), \(twice)]", "[\(twice), \(distinct), \(twice)]", "[\(distinct), \(twice), \(distinct)]"] {
            sameObjects(Int.self, document)
            DecoderComparison.assertSameTree(Data(document.utf8))
        }
    }

    func testShapesOfEveryMemberCountUpToTheLimitAndPast() {
        for count in [1, 2, 7, 8, 9, 47, 48, 49] {
            let keys = (0..<count).map { "\"key\($0)\": \($0)" }
            let object = "{" + keys.joined(separator: ", ") + "}"
            let repeating = "{" + (keys.dropLast() + ["\"key0\": -1"]).joined(separator: ", ") + "}"
            let document = "[\(object), \(object), \(repeating), \(object)]"
            sameObjects(Int.self, document, "\(count) members")
            DecoderComparison.assertSameTree(Data(document.utf8), "\(count) members")
        }
    }
}
