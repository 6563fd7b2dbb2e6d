import Foundation
import XCTest
@testable import JSON

final class JSONValueTests: XCTestCase {
    func testDecodesEveryKind() throws {
        let value = try JSONValue(jsonData: Data(#"{"a": null, "b": true, "c": 2.5, "d": "x", "e": [1, "y"], "f": {"g": 7}}"#.utf8))
        XCTAssertEqual(value["a"], .null)
        XCTAssertEqual(value["b"]?.boolValue, true)
        XCTAssertEqual(value["c"]?.doubleValue, 2.5)
        XCTAssertNil(value["c"]?.intValue, "2.5 must not truncate to an Int")
        XCTAssertEqual(value["d"]?.stringValue, "x")
        XCTAssertEqual(value["e"]?[1], "y")
        XCTAssertNil(value["e"]?[2])
        XCTAssertEqual(value["f"]?["g"]?.intValue, 7)
        XCTAssertNil(value["missing"])
        XCTAssertNil(JSONValue.string("s")["key"])
    }

    func testBooleansStayBooleansAndNumbersStayNumbers() throws {
        let value = try JSONValue(jsonData: Data("[true, 1, 0, false]".utf8))
        XCTAssertEqual(value, [true, 1, 0, false])
    }

    func testIntegralNumbersEncodeWithoutAFraction() throws {
        let data = try JSONValue.object(["id": 7, "price": 9.99]).jsonData()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains("\"id\":7"), text)
        XCTAssertFalse(text.contains("7.0"), text)
        XCTAssertTrue(text.contains("9.99"), text)
    }

    func testSlashesAreNotEscaped() throws {
        let text = String(decoding: try JSONValue.string("https://x/y").jsonData(), as: UTF8.self)
        XCTAssertEqual(text, "\"https://x/y\"")
    }

    func testRoundTripsThroughJSON() throws {
        let value: JSONValue = ["name": "名前 🚀", "list": [1, 2.5, nil, false], "nested": ["ok": true]]
        XCTAssertEqual(try JSONValue(jsonData: value.jsonData()), value)
    }

    /// Any Codable value, as a record of an API is: JSON knows no model of its own.
    private struct Reactions: Codable, Equatable {
        var likes: Int
        var dislikes: Int
    }

    func testConvertsModelsBothWays() throws {
        let reactions = Reactions(likes: 3, dislikes: 1)
        let value = try JSONValue(encoding: reactions)
        XCTAssertEqual(value, ["likes": 3, "dislikes": 1])
        XCTAssertEqual(try value.decode(Reactions.self), reactions)
    }

    func testAccessorsRejectOtherKinds() {
        let value: JSONValue = "text"
        XCTAssertNil(value.intValue)
        XCTAssertNil(value.boolValue)
        XCTAssertNil(value.arrayValue)
        XCTAssertNil(value.objectValue)
        XCTAssertTrue(JSONValue.null.isNull)
    }
}
