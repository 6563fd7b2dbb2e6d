import Foundation
import JSON
import Models
import XCTest
@testable import StagingServer

/// The query as upstream's JavaScript reads it, edge for edge: `Number()`
/// to accept, `parseInt` to use, `order` only with `sortBy`, `select`
/// untrimmed, `q` trimmed and lower-cased with `-` as a space.
final class APIQueryEdgeTests: XCTestCase {
    private let api = SharedAPI.standard

    private func page(_ query: [(String, String)], path: String = "/products") throws -> JSONValue {
        let response = api.get(path, query)
        XCTAssertEqual(response.status, 200, "\(query): \(response.message ?? "")")
        return try response.jsonValue()
    }

    func testFractionalAndExponentLimitsGiveTheirIntegerPrefix() throws {
        for value in ["1.5", "1e1", " 1"] {
            let body = try page([("limit", value)])
            XCTAssertEqual(body["products"]?.arrayValue?.count, 1, value)
            XCTAssertEqual(body["limit"], 1, value)
        }
    }

    func testAnEmptyLimitGivesNoItemsAndANegativeOneDropsTheLast() throws {
        XCTAssertEqual(try page([("limit", "")])["products"]?.arrayValue?.count, 0)
        let all = api.data.products.count
        let negative = try page([("limit", "-5")])
        XCTAssertEqual(negative["products"]?.arrayValue?.count, all - 5)
        XCTAssertEqual(negative["products"]?.arrayValue?.last?["id"], .number(Double(all - 5)))
    }

    func testANegativeSkipSkipsNothingAndIsEchoedAndAnEmptyOneIsNull() throws {
        let negative = try page([("skip", "-5"), ("limit", "2")])
        XCTAssertEqual(negative["skip"], -5)
        XCTAssertEqual(negative["products"]?.arrayValue?.first?["id"], 1)
        XCTAssertEqual(try page([("skip", "")])["skip"], .null)
    }

    func testOrderIsReadInAnyCaseAndOnlyWithSortBy() throws {
        let upper = try page([("sortBy", "price"), ("order", "DESC"), ("limit", "1")])
        XCTAssertEqual(upper["products"]?[0]?["price"], .number(api.data.products.all.map(\.price).max()!))
        XCTAssertEqual(try page([("order", "sideways"), ("limit", "1")])["products"]?[0]?["id"], 1, "ignored without sortBy")
        let repeated = api.get("/products", [("sortBy", "price"), ("order", "asc"), ("order", "desc")])
        XCTAssertEqual(repeated.status, 500, "upstream calls toLowerCase on an array")
        XCTAssertEqual(repeated.message, "order.toLowerCase is not a function")
    }

    func testSelectNamesAreNotTrimmedAndRepeatedSelectsAllCount() throws {
        let spaced = try page([("select", "title, price"), ("limit", "1")])
        XCTAssertEqual(Set(spaced["products"]?[0]?.objectValue?.keys.map { $0 } ?? []), ["id", "title"])
        let repeated = try page([("select", "title"), ("select", "price"), ("limit", "1")])
        XCTAssertEqual(Set(repeated["products"]?[0]?.objectValue?.keys.map { $0 } ?? []), ["id", "title", "price"])
    }

    func testDelayOutsideItsRangeOrNotANumberIs400WithItsOwnMessage() {
        let cases = [
            ("abc", "Delay must be a number in milliseconds"), ("5001", "Delay cannot be greater than 5 seconds"),
            ("-1", "Delay cannot be less than 0"),
        ]
        for (value, message) in cases {
            let response = api.get("/products/1", [("delay", value)])
            XCTAssertEqual(response.status, 400, value)
            XCTAssertEqual(response.message, message, value)
        }
        XCTAssertEqual(api.get("/products/1", [("delay", "")]).status, 200, "an empty delay is no delay")
    }

    func testSearchTextIsTrimmedLowerCasedAndReadsADashAsASpace() throws {
        let title = try XCTUnwrap(api.data.products.all.first { $0.title.contains(" ") }?.title)
        let words = title.split(separator: " ")
        let dashed = "  " + words.prefix(2).joined(separator: "-").uppercased() + " "
        let found = try page([("q", dashed), ("limit", "0")], path: "/products/search")
        XCTAssertTrue(found["products"]?.arrayValue?.contains { $0["title"]?.stringValue == title } == true, dashed)
        let repeated = api.get("/products/search", [("q", "a"), ("q", "b")])
        XCTAssertEqual(repeated.status, 400)
        XCTAssertEqual(repeated.message, "Invalid 'q' - must be a string")
        XCTAssertEqual(try page([("q[valueSearch]", words[0].lowercased())], path: "/products/search")["total"].flatMap(\.intValue).map { $0 > 0 }, true)
    }

    func testTheHealthChecksAnswerAnyMethod() throws {
        for (method, path) in [("GET", "/test"), ("POST", "/ping"), ("DELETE", "/health/anything")] {
            let response = api.send(method, path)
            XCTAssertEqual(response.status, 200, path)
            XCTAssertEqual(try response.jsonValue(), ["status": "ok", "method": .string(method)], path)
        }
    }

    func testEveryRouteChecksTheParametersBeforeTheToken() {
        let response = api.get("/auth/products", [("limit", "x")])
        XCTAssertEqual(response.status, 400)
        XCTAssertEqual(api.get("/auth/nothing", [("delay", "x")]).message, "Delay must be a number in milliseconds")
    }
}
