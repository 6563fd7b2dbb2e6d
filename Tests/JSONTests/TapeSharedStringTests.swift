import Foundation
import XCTest
@testable import JSON

/// Long strings a document repeats are made once per decode and shared: every
/// value must still be its own text, whatever its length, whichever strings
/// share a hash slot, and after the table has stopped keeping new ones.
final class TapeSharedStringTests: XCTestCase {
    /// Texts around the kept lengths (15 to 17, 63 to 65 bytes), texts equal
    /// but for their last byte or their first, and each of them several times.
    private func texts() -> [String] {
        var texts: [String] = []
        for length in [8, 15, 16, 17, 23, 24, 25, 31, 32, 33, 63, 64, 65, 255, 256, 257, 300] {
            let base = String(repeating: "abcdefghijklmnopqrstuvwxyz0123456789", count: 10).prefix(length)
            texts.append(String(base))
            texts.append(String(base.dropLast()) + "!")
            texts.append("!" + String(base.dropFirst()))
        }
        return texts
    }

    func testRepeatedTextsDecodeAsJSONDecoderDoes() throws {
        let texts = texts()
        let values = (0..<6).flatMap { round in texts.indices.map { texts[($0 * 7 + round) % texts.count] } }
        let data = try JSONEncoder().encode(values)
        let decoded = try JSONTapeDecoder().decode([String].self, from: data)
        XCTAssertEqual(decoded, try JSONDecoder().decode([String].self, from: data))
        XCTAssertEqual(decoded, values)
    }

    /// More distinct long texts than the table keeps, each twice, with the first ones again at the end.
    func testTextsPastTheTablesLimitStayTheirOwn() throws {
        let distinct = (0..<(TapeStringTable.maximumKept + 100)).map { "a text of some length, number \($0)" }
        let values = distinct + distinct + distinct.prefix(10)
        let data = try JSONEncoder().encode(["values": values])
        let decoded = try JSONTapeDecoder().decode([String: [String]].self, from: data)
        XCTAssertEqual(decoded["values"], values)
    }

    /// A text that is not plain ASCII, or has escapes, is made on its own path and is not confused with a kept one.
    func testEscapedAndNonASCIITextsAreNotSharedWithPlainOnes() throws {
        let json = #"["a plain text of twenty-four", "a plain text of twenty-fou\u0072", "a pläin text of twenty-four", "a plain text of twenty-four"]"#
        let decoded = try JSONTapeDecoder().decode([String].self, from: Data(json.utf8))
        XCTAssertEqual(decoded, ["a plain text of twenty-four", "a plain text of twenty-four", "a pläin text of twenty-four", "a plain text of twenty-four"])
        XCTAssertEqual(decoded, try JSONDecoder().decode([String].self, from: Data(json.utf8)))
    }
}
