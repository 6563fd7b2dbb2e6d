import Foundation
import Models
import XCTest
@testable import StagingServer

final class APIItemTests: XCTestCase {
    private let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000))
    private lazy var api = StagingAPI(configuration: .init(clock: { [clock] in clock.now }))

    func testOneItemOfEachResource() throws {
        XCTAssertEqual(try api.get("/products/7").decode(Product.self), api.data.products.all[6].model)
        XCTAssertEqual(try api.get("/posts/251").decode(Post.self), api.data.posts.all[250].model)
        XCTAssertEqual(try api.get("/users/208").decode(User.self), api.data.users.all[207].model)
    }

    func testUnknownIDIs404WithTheResourceName() {
        for (path, message) in [
            ("/products/999", "Product with id '999' not found"),
            ("/posts/0", "Post with id '0' not found"),
            ("/users/209", "User with id '209' not found"),
        ] {
            let response = api.get(path)
            XCTAssertEqual(response.status, 404, path)
            XCTAssertEqual(response.message, message)
        }
    }

    func testNonNumericIDs() {
        let post = api.get("/posts/abc")
        XCTAssertEqual(post.status, 400)
        XCTAssertEqual(post.message, "Invalid post id 'abc'")
        let user = api.get("/users/abc")
        XCTAssertEqual(user.status, 400)
        XCTAssertEqual(user.message, "Invalid user id 'abc'")
        let product = api.get("/products/abc")
        XCTAssertEqual(product.status, 404)
        XCTAssertEqual(product.message, "Product with id 'abc' not found")
    }

    func testCategoriesNameTheReleaseHostWhateverHostWasCalled() throws {
        let categories = try api.get("/products/categories", headers: ["host": "127.0.0.1:8080"]).decode([Models.Category].self)
        XCTAssertEqual(categories.map(\.slug), StagingCatalog.categories.map(\.slug))
        XCTAssertEqual(categories.first, Models.Category(slug: "beauty", name: "Beauty", url: "https://dummyjson.com/products/category/beauty"))
        XCTAssertTrue(categories.contains { $0.slug == "womens-jewellery" && $0.name == "Womens Jewellery" })
    }

    func testCategoryListIsTheSlugs() throws {
        let slugs = try api.get("/products/category-list").decode([String].self)
        XCTAssertEqual(slugs.count, 24)
        XCTAssertEqual(slugs.first, "beauty")
        XCTAssertEqual(slugs.last, "womens-watches")
    }

    func testOneCategoryIsAPagedList() throws {
        let page = try api.get("/products/category/smartphones", [("limit", "0")]).decode(Page<Product>.self)
        XCTAssertGreaterThan(page.total, 3)
        XCTAssertEqual(page.total, api.data.products.all.filter { $0.category == "smartphones" }.count)
        XCTAssertTrue(page.items.allSatisfy { $0.category == "smartphones" })
        XCTAssertEqual(try api.get("/products/category/nothing").decode(Page<Product>.self).total, 0)
        XCTAssertEqual(api.get("/products/category/laptops", [("limit", "x")]).message, "Invalid 'limit' - must be a number")
    }

    func testPutAndPatchAnswerTheMergedRecordWithoutSavingIt() throws {
        for method in ["PUT", "PATCH"] {
            let response = api.send(method, "/users/1", json: ["lastName": "Owais", "id": 99])
            XCTAssertEqual(response.status, 200)
            let user = try response.decode(User.self)
            XCTAssertEqual(user.lastName, "Owais")
            XCTAssertEqual(user.id, 1, "the id is not writable")
            XCTAssertEqual(user.firstName, "Emily")
        }
        XCTAssertEqual(try api.get("/users/1").decode(User.self).lastName, "Johnson")
        XCTAssertEqual(api.send("PUT", "/users/999", json: ["a": 1]).message, "User with id '999' not found")
        // An array body has no fields: the stored user comes back.
        XCTAssertEqual(try api.send("PATCH", "/users/1", json: [1, 2]).decode(User.self).lastName, "Johnson")
    }

    func testAddAnswers201WithTheNextID() throws {
        let response = api.send("POST", "/products/add", json: ["title": "BMW Pencil"])
        XCTAssertEqual(response.status, 201)
        XCTAssertEqual(try response.jsonValue(), ["id": 195, "title": "BMW Pencil"])
        XCTAssertEqual(try api.get("/products").decode(Page<Product>.self).total, 194, "nothing is saved")
    }

    func testDeleteAnswersTheRecordMarkedDeleted() throws {
        let body = try api.send("DELETE", "/products/1").jsonValue()
        XCTAssertEqual(body["isDeleted"], true)
        XCTAssertEqual(body["deletedOn"]?.stringValue, "2023-11-14T22:13:20.000Z")
        XCTAssertEqual(body["title"]?.stringValue, api.data.products.all[0].title)
        XCTAssertEqual(api.send("DELETE", "/products/999").status, 404)
    }

    func testTrailingSlashRedirectsToThePathWithoutIt() {
        let response = api.handle(HTTPRequest(method: "GET", path: "/products/", query: [(name: "limit", value: "5")]))
        XCTAssertEqual(response.status, 301)
        XCTAssertEqual(response.header("Location"), "/products?limit=5")
        XCTAssertEqual(api.get("/auth/me/").header("Location"), "/auth/me")
    }

    func testUnknownPathsAnswerAnHTML404() {
        for (method, path) in [("GET", "/nope"), ("GET", "/products/1/extra"), ("POST", "/products")] {
            let response = api.send(method, path)
            XCTAssertEqual(response.status, 404, "\(method) \(path)")
            XCTAssertEqual(response.header("Content-Type"), "text/html; charset=utf-8")
            XCTAssertTrue(String(decoding: response.body, as: UTF8.self).contains("<html"))
        }
    }

    func testDelayParameterAndLatencyBecomeTheResponseDelay() {
        XCTAssertEqual(api.get("/products/1", [("delay", "1200")]).delayMilliseconds, 1200)
        XCTAssertEqual(api.get("/products/1", [("delay", "99999")]).delayMilliseconds, 5000)
        XCTAssertEqual(api.get("/products/1", [("delay", "-5")]).delayMilliseconds, 0)
        XCTAssertEqual(api.get("/products/1").delayMilliseconds, 0)
        let slow = StagingAPI(configuration: .init(counts: ["products": 1, "posts": 1, "users": 1], latencyMilliseconds: 250))
        XCTAssertEqual(slow.get("/nope", [("delay", "100")]).delayMilliseconds, 350)
    }

    func testSuccessfulGetsCarryAStrongETagAndRevalidateTo304() {
        let first = api.get("/products/3")
        let tag = try? XCTUnwrap(first.header("ETag"))
        XCTAssertEqual(tag?.hasPrefix("\""), true)
        XCTAssertFalse(tag?.hasPrefix("W/") ?? true)
        XCTAssertEqual(api.get("/products/3").header("ETag"), tag, "the same body has the same tag")
        XCTAssertNotEqual(api.get("/products/4").header("ETag"), tag)
        let revalidated = api.get("/products/3", headers: ["if-none-match": tag ?? ""])
        XCTAssertEqual(revalidated.status, 304)
        XCTAssertTrue(revalidated.body.isEmpty)
        XCTAssertEqual(revalidated.header("ETag"), tag)
        XCTAssertEqual(api.get("/products/3", headers: ["if-none-match": "\"other\", \(tag ?? "")"]).status, 304)
        XCTAssertEqual(api.get("/products/3", headers: ["if-none-match": "\"other\""]).status, 200)
        XCTAssertNil(api.get("/products/999").header("ETag"), "errors carry no ETag")
        XCTAssertNil(api.send("POST", "/products/add", json: ["a": 1]).header("ETag"))
    }

    func testHeadIsAnsweredLikeGet() {
        let head = api.handle(HTTPRequest(method: "HEAD", path: "/products/2"))
        let get = api.get("/products/2")
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("ETag"), get.header("ETag"), "the engine drops HEAD bodies; the validator must match")
    }

    func testRootAnswersAnHTMLHomePage() {
        let response = api.get("/")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("Content-Type"), "text/html; charset=utf-8")
    }

    func testProductsAndPostsAcceptSimulatedUpdatesToo() throws {
        let product = try api.send("PATCH", "/products/2", json: ["price": 1.5]).jsonValue()
        XCTAssertEqual(product["price"], 1.5)
        XCTAssertEqual(product["title"]?.stringValue, api.data.products.all[1].title)
        XCTAssertEqual(api.send("PUT", "/posts/abc", json: ["title": "x"]).message, "Invalid post id 'abc'")
        XCTAssertEqual(api.send("POST", "/posts/add", json: ["title": "x", "userId": 5]).status, 201)
        XCTAssertEqual(try api.send("POST", "/users/add", json: ["firstName": "New"]).jsonValue()["id"], 209)
    }
}
