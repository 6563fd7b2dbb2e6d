import Foundation
import Models
import XCTest
@testable import StagingServer

/// Paths as upstream reads them: any case, singular names, Express's 404 for other methods.
final class APIPathTests: XCTestCase {
    private let api = SharedAPI.standard

    func testEveryResourceAnswersUnderItsSingularNameInAnyCase() throws {
        for (path, id) in [
            ("/product/1", 1), ("/USER/2", 2), ("/Cart/3", 3), ("/post/4", 4), ("/comment/5", 5), ("/TODO/6", 6), ("/quote/7", 7),
            ("/Recipe/8", 8), ("/RECIPES/9", 9),
        ] {
            XCTAssertEqual(try api.get(path).jsonValue()["id"]?.intValue, id, path)
        }
        XCTAssertEqual(try api.get("/Posts/3/COMMENTS").jsonValue(), try api.get("/posts/3/comments").jsonValue())
        XCTAssertEqual(try api.get("/todo/RANDOM/2").jsonValue().arrayValue?.count, 2)
        XCTAssertEqual(try api.get("/recipe/Search", [("q", "pizza")]).jsonValue(), try api.get("/recipes/search", [("q", "pizza")]).jsonValue())
        XCTAssertEqual(api.get("/users/ABC").message, "Invalid user id 'ABC'", "ids keep their case")
        XCTAssertEqual(api.send("POST", "/Todo/add", json: ["userId": 1]).status, 201)
        XCTAssertFalse(api.router.isRepeatable(["Todo", "random"]), "the memo reads the path as the router does")
    }

    func testAnUnknownPathWithAnotherMethodIsExpresssCannotPage() {
        let post = api.send("POST", "/quotes/add", json: ["quote": "x"])
        XCTAssertEqual(post.status, 404)
        XCTAssertTrue(String(decoding: post.wholeBody, as: UTF8.self).contains("<pre>Cannot POST /quotes/add</pre>"))
        let delete = api.send("DELETE", "/nowhere")
        XCTAssertTrue(String(decoding: delete.wholeBody, as: UTF8.self).contains("Cannot DELETE /nowhere"))
        let get = api.get("/nowhere")
        XCTAssertEqual(get.status, 404)
        XCTAssertFalse(String(decoding: get.wholeBody, as: UTF8.self).contains("Cannot"))
        XCTAssertEqual(api.get("/quotes/add").message, "Quote with id 'add' not found", "a GET falls to the single record")
    }
}
