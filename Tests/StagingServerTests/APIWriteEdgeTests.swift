import Foundation
import JSON
import Models
import XCTest
@testable import StagingServer

/// Writes answer what upstream's do: products keep ten fields and ignore
/// falsy values, users merge nested objects and answer the whole shape.
final class APIWriteEdgeTests: XCTestCase {
    private let api = SharedAPI.standard

    func testAddingAProductKeepsOnlyItsTenFields() throws {
        let response = api.send("POST", "/products/add", json: ["title": "Pen", "price": 2, "stock": 0, "sku": "X-1", "colour": "red"])
        XCTAssertEqual(response.status, 201)
        XCTAssertEqual(try response.jsonValue(), ["id": 195, "title": "Pen", "price": 2, "stock": 0])
    }

    func testChangingAProductAnswersElevenKeysAndIgnoresFalsyValues() throws {
        let stored = api.data.products.all[0]
        for method in ["PUT", "PATCH"] {
            let body = try api.send(method, "/products/1", json: ["stock": 0, "price": 0, "title": "", "description": "New", "weight": 9]).jsonValue()
            let keys = Set(body.objectValue?.keys.map { $0 } ?? [])
            XCTAssertEqual(keys, Set(["id"] + ProductCollection.writableFields).subtracting(stored.brand == nil ? ["brand"] : []), method)
            XCTAssertEqual(body["stock"], .number(Double(stored.stock)), "stock 0 is ignored")
            XCTAssertEqual(body["price"], .number(stored.price))
            XCTAssertEqual(body["title"], .string(stored.title))
            XCTAssertEqual(body["description"], "New")
        }
    }

    func testChangingAUserMergesNestedObjectsAndDropsUnknownKeys() throws {
        let stored = api.data.users.all[0]
        let body = try api.send("PUT", "/users/1", json: ["address": ["city": "Oslo"], "age": 0, "nickname": "em"]).jsonValue()
        XCTAssertEqual(body["address"]?["city"], "Oslo")
        XCTAssertEqual(body["address"]?["state"], .string(stored.address.state), "the rest of the address stays")
        XCTAssertEqual(body["age"], 0, "a top-level field sent replaces, even when falsy")
        XCTAssertNil(body["nickname"])
        XCTAssertEqual(body["bank"]?["cardNumber"], stored.bank.map { .string($0.cardNumber) })
        let hair = api.send("PATCH", "/users/1", json: ["hair": nil])
        XCTAssertEqual(hair.status, 500)
        XCTAssertEqual(hair.message, "Cannot read properties of null (reading 'color')")
    }

    func testAddingAUserAnswersTheWholeTemplate() throws {
        let body = try api.send("POST", "/users/add", json: ["firstName": "Ada", "address": ["city": "London"], "extra": 1]).jsonValue()
        XCTAssertEqual(body["id"], 209)
        XCTAssertEqual(body["firstName"], "Ada")
        XCTAssertEqual(body["lastName"], "")
        XCTAssertEqual(body["age"], .null)
        XCTAssertEqual(body["role"], "user")
        XCTAssertEqual(body["address"]?["city"], "London")
        XCTAssertEqual(body["address"]?["coordinates"], ["lat": nil, "lng": nil])
        XCTAssertEqual(body["crypto"], ["coin": "", "wallet": "", "network": ""])
        XCTAssertNil(body["extra"])
        XCTAssertEqual(body.objectValue?.count, UserCollection.fields.count + 1)
    }

    func testChangingAPostAnswersItsFiveFieldsWithoutViews() throws {
        let body = try api.send("PUT", "/posts/1", json: ["title": "New", "views": 5]).jsonValue()
        XCTAssertEqual(Set(body.objectValue?.keys.map { $0 } ?? []), ["id", "title", "body", "userId", "tags", "reactions"])
        XCTAssertEqual(api.send("POST", "/posts/add", json: ["title": "x"]).message, "User id is required")
    }

    func testAWriteTakesAFormBody() throws {
        let response = api.handle(HTTPRequest(
            method: "POST", path: "/products/add", headers: ["content-type": "application/x-www-form-urlencoded"],
            body: Data("title=Pen+Cup&images[]=a.webp&images[]=b.webp".utf8)))
        XCTAssertEqual(try response.jsonValue(), ["id": 195, "title": "Pen Cup", "images": ["a.webp", "b.webp"]])
    }
}
