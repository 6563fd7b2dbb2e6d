import Foundation
import JSON
import Models
import XCTest
@testable import StagingServer

/// Writes to carts, recipes, comments and todos: simulated, checked in upstream's order.
final class APIResourceWriteTests: XCTestCase {
    private let api = SharedAPI.standard

    private func assertFailure(
        _ method: String, _ path: String, _ body: JSONValue, _ status: Int, _ message: String, line: UInt = #line
    ) {
        let response = api.send(method, path, json: body)
        XCTAssertEqual(response.status, status, "\(method) \(path) \(body)", line: line)
        XCTAssertEqual(response.message, message, "\(method) \(path) \(body)", line: line)
    }

    func testTodoAddAnswersWhatWasSentWithTheNextID() throws {
        let response = api.send("POST", "/todos/add", json: ["todo": "Buy milk", "completed": false, "userId": "5", "extra": 1])
        XCTAssertEqual(response.status, 201)
        XCTAssertEqual(try response.jsonValue(), ["id": 255, "todo": "Buy milk", "completed": false, "userId": "5"])
        XCTAssertEqual(try api.send("POST", "/todos/add", json: ["userId": 1]).jsonValue(), ["id": 255, "userId": 1])
        assertFailure("POST", "/todos/add", ["todo": "x"], 400, "User id is required")
        assertFailure("POST", "/todos/add", ["userId": "abc"], 400, "Invalid user id 'abc'")
        assertFailure("POST", "/todos/add", ["userId": 999], 404, "User with id '999' not found")
        XCTAssertEqual(api.get("/todos/255").status, 404, "nothing is saved")
    }

    func testTodoUpdateMergesTodoAndReplacesCompleted() throws {
        let stored = api.data.todos.all[1]
        let answer = try api.send("PUT", "/todos/2", json: ["todo": "", "completed": .null, "userId": 9999]).jsonValue()
        XCTAssertEqual(answer, ["id": 2, "todo": .string(stored.todo), "completed": .null, "userId": 9999])
        let patched = try api.send("PATCH", "/todos/2", json: [:]).decode(Todo.self)
        XCTAssertEqual(patched, stored.model)
        assertFailure("PUT", "/todos/abc", ["todo": "x"], 404, "Todo with id 'abc' not found")
    }

    func testRecipeAddIs200AndUpdateMergesItsFifteenFields() throws {
        let added = api.send("POST", "/recipes/add", json: ["name": "Toast", "servings": 1, "colour": "red"])
        XCTAssertEqual(added.status, 200)
        XCTAssertEqual(try added.jsonValue(), ["id": 51, "name": "Toast", "servings": 1])
        let updated = try api.send("PUT", "/recipes/3", json: ["name": "Renamed", "servings": 0, "colour": "red"]).decode(Recipe.self)
        var expected = api.data.recipes.all[2]
        expected.name = "Renamed"
        XCTAssertEqual(updated, expected.model)
        assertFailure("PATCH", "/recipes/51", ["name": "x"], 404, "Recipe with id '51' not found")
    }

    func testCommentAddChecksBodyThenPostThenUser() throws {
        let response = api.send("POST", "/comments/add", json: ["body": "Nice!", "postId": 3, "userId": 1])
        XCTAssertEqual(response.status, 201)
        XCTAssertEqual(try response.jsonValue(), [
            "id": 341, "body": "Nice!", "postId": 3,
            "user": ["id": 1, "username": "emilys", "fullName": "Emily Johnson"],
        ])
        assertFailure("POST", "/comments/add", ["body": "", "postId": "x", "userId": "x"], 400, "Invalid comment body")
        assertFailure("POST", "/comments/add", ["body": 5, "postId": 3, "userId": 1], 400, "Invalid comment body")
        assertFailure("POST", "/comments/add", ["body": "a", "userId": "x"], 400, "Post id is required")
        assertFailure("POST", "/comments/add", ["body": "a", "postId": "abc", "userId": "x"], 400, "Invalid post id 'abc'")
        assertFailure("POST", "/comments/add", ["body": "a", "postId": 252, "userId": "x"], 404, "Post with id '252' not found")
        assertFailure("POST", "/comments/add", ["body": "a", "postId": 1], 400, "User id is required")
        assertFailure("POST", "/comments/add", ["body": "a", "postId": 1, "userId": "abc"], 400, "Invalid user id 'abc'")
        assertFailure("POST", "/comments/add", ["body": "a", "postId": 1, "userId": 209], 404, "User with id '209' not found")
    }

    func testCommentUpdateReplacesOnlyWhatIsValidlySent() throws {
        let stored = api.data.comments.all[0]
        XCTAssertEqual(try api.send("PUT", "/comments/1", json: ["body": ""]).decode(Comment.self), stored.model)
        let updated = try api.send("PATCH", "/comments/1", json: ["body": "Edited", "postId": "7", "userId": 1]).jsonValue()
        XCTAssertEqual(updated["body"], "Edited")
        XCTAssertEqual(updated["postId"], "7", "as sent")
        XCTAssertEqual(updated["likes"]?.intValue, stored.likes)
        XCTAssertEqual(updated["user"], ["id": 1, "username": "emilys", "fullName": "Emily Johnson"])
        assertFailure("PUT", "/comments/341", ["body": "x"], 404, "Comment with id '341' not found")
        assertFailure("PUT", "/comments/1", ["postId": 999], 404, "Post with id '999' not found")
        assertFailure("PUT", "/comments/1", ["userId": "abc"], 400, "Invalid user id 'abc'")
    }

    func testCartAddComputesLinesFromTheCatalogue() throws {
        let response = api.send("POST", "/carts/add", json: [
            "userId": "1", "products": [["id": 144, "quantity": 4], ["id": 98], ["id": 99_999, "quantity": 2]],
        ])
        XCTAssertEqual(response.status, 201)
        let body = try response.jsonValue()
        XCTAssertEqual(body["id"], 209)
        XCTAssertEqual(body["userId"], 1, "a number, whatever was sent")
        let cart = try response.decode(Cart.self)
        XCTAssertEqual(cart.products.map(\.id), [98, 144], "catalogue order, unknown ids dropped")
        XCTAssertEqual(cart.products.map(\.quantity), [1, 4])
        for line in cart.products {
            let product = try XCTUnwrap(api.data.products[id: line.id])
            XCTAssertEqual(line.total, product.price * Double(line.quantity))
            XCTAssertEqual(line.discountedPrice, (line.total * (1 - product.discountPercentage / 100)).rounded())
            XCTAssertNil(line.discountedTotal)
        }
        XCTAssertEqual(cart.total, cart.products.reduce(0) { $0 + $1.total })
        XCTAssertEqual(cart.discountedTotal, cart.products.reduce(0) { $0 + ($1.discountedPrice ?? 0) })
        XCTAssertEqual(cart.totalProducts, 2)
        XCTAssertEqual(cart.totalQuantity, 5)
    }

    func testCartAddErrorsInOrder() {
        assertFailure("POST", "/carts/add", ["products": "x"], 400, "User id is required")
        assertFailure("POST", "/carts/add", ["userId": "abc"], 400, "Invalid user id 'abc'")
        assertFailure("POST", "/carts/add", ["userId": 300, "products": "x"], 404, "User with id '300' not found")
        assertFailure("POST", "/carts/add", ["userId": 1, "products": "x"], 400, "products must be array of objects, containing product id and quantity")
        assertFailure("POST", "/carts/add", ["userId": 1], 400, "products can not be empty")
        assertFailure("POST", "/carts/add", ["userId": 1, "products": []], 400, "products can not be empty")
    }

    func testCartUpdateReplacesOrMergesLines() throws {
        let stored = api.data.carts.all[0]
        let empty = try api.send("PUT", "/carts/1", json: [:]).decode(Cart.self)
        XCTAssertEqual(empty.products, [])
        XCTAssertEqual(empty.userId, 1)
        let replaced = try api.send("PUT", "/carts/1", json: ["products": [["id": 1, "quantity": 2]]]).decode(Cart.self)
        XCTAssertEqual(replaced.products.map(\.id), [1])
        let first = try XCTUnwrap(stored.products.first)
        let merged = try api.send("PATCH", "/carts/1", json: [
            "merge": true, "products": [["id": .number(Double(first.id)), "quantity": 9]],
        ]).decode(Cart.self)
        XCTAssertEqual(Set(merged.products.map(\.id)), Set(stored.products.map(\.id)))
        XCTAssertEqual(merged.products.first { $0.id == first.id }?.quantity, 9)
        assertFailure("PUT", "/carts/209", [:], 404, "Cart with id '209' not found")
        assertFailure("PUT", "/carts/1", ["userId": "abc"], 400, "Invalid user id 'abc'")
        assertFailure("PUT", "/carts/1", ["products": 5], 400, "products must be array of objects, containing product id and quantity")
    }

    func testDeletesAnswerTheStoredRecordMarkedDeleted() throws {
        for path in ["/carts/2", "/recipes/2", "/comments/2", "/todos/2"] {
            let body = try api.send("DELETE", path).jsonValue()
            XCTAssertEqual(body["id"], 2, path)
            XCTAssertEqual(body["isDeleted"], true, path)
            XCTAssertNotNil(body["deletedOn"]?.stringValue, path)
        }
        XCTAssertEqual(api.send("DELETE", "/todos/0").message, "Todo with id '0' not found")
    }
}
