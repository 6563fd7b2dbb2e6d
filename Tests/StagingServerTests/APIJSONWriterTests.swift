import Foundation
import JSON
import Models
import XCTest
@testable import StagingServer

/// SortedJSONWriter replaced JSONEncoder on the hot path only because its
/// bytes are the same; these compare the two, so ETags never shift.
final class APIJSONWriterTests: XCTestCase {
    private func assertSameBytes(_ value: JSONValue, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let expected = try? value.jsonData(sortedKeys: true)
        XCTAssertNotNil(expected, label, file: file, line: line)
        XCTAssertEqual(SortedJSONWriter.data(value), expected, label, file: file, line: line)
    }

    func testEveryServedRecordMatchesJSONEncoder() {
        // The default dataset places every hostile string at least once.
        let data = SharedAPI.standard.data
        for product in data.products.all { assertSameBytes(product.json, "product \(product.id)") }
        for post in data.posts.all { assertSameBytes(post.json, "post \(post.id)") }
        for user in data.users.all { assertSameBytes(user.json, "user \(user.id)") }
    }

    func testStringsEscapeLikeJSONEncoder() {
        let everyControl = String(decoding: (0...0x20).map { UInt8($0) } + [0x7F], as: UTF8.self)
        let strings = [everyControl, #"quote " backslash \ slash / "#, "\u{85}\u{9B}\u{2028}\u{2029}\u{FEFF}",
                       "无线 🎉 \u{202E}", ""] + HostileStrings.titles + HostileStrings.lastNames
        for string in strings {
            assertSameBytes(.string(string), string.debugDescription)
            assertSameBytes([string: .string(string)], "as a key: \(string.debugDescription)")
        }
    }

    func testKeysSortByTheirBytes() {
        let keys = ["b", "B", "a", "_a", "A1", "a10", "a2", "é", "e", "z", "Z", "ab", "a", "aB", "10", "9", "", "日本", "😀"]
        assertSameBytes(.object(Dictionary(keys.map { ($0, JSONValue.number(1)) }, uniquingKeysWith: { a, _ in a })), "keys")
        assertSameBytes(["outer": ["zeta": [["b": 1, "a": [true, false, nil]]], "alpha": [:]], "empty": []], "nested")
    }

    func testNumbersMatchJSONEncoder() {
        let numbers: [Double] = [0, -0.0, 1, -1, 7, 0.5, -2.25, 0.1 + 0.2, 1e-7, 1.5e300, 1e21, 123456789.125,
                                 9_007_199_254_740_994, 0x1p53 + 1, 9.3e18, -9.3e18, Double(Int64.max), Double(Int64.min),
                                 .leastNonzeroMagnitude, .greatestFiniteMagnitude, 19.99, 4.56]
        for number in numbers { assertSameBytes(.number(number), "\(number)") }
        assertSameBytes(.array(numbers.map(JSONValue.number)), "all numbers")
    }

    func testNonFiniteNumbersAreRefusedAsJSONEncoderRefusesThem() {
        for number in [Double.nan, .infinity, -.infinity] {
            XCTAssertNil(SortedJSONWriter.data(["price": .number(number)]))
            XCTAssertNil(try? JSONValue.object(["price": .number(number)]).jsonData(sortedKeys: true))
        }
    }

    func testWholeResponsesMatchJSONEncoder() throws {
        let api = SharedAPI.standard
        for (path, query) in [("/products", [("limit", "0")]), ("/users", [("limit", "0")]), ("/posts", [("limit", "0")]),
                              ("/products/categories", []), ("/users/search", [("q", "a")])] {
            let body = api.get(path, query).body
            XCTAssertEqual(body, try JSONValue(jsonData: body).jsonData(sortedKeys: true), path)
        }
    }
}
