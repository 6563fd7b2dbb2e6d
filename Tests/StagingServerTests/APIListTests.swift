import Foundation
import Models
import XCTest
@testable import StagingServer

final class APIListTests: XCTestCase {
    private let api = SharedAPI.standard

    func testDefaultPageIsThirtyWithTheEnvelope() throws {
        let body = try api.get("/products").jsonValue()
        XCTAssertEqual(body["products"]?.arrayValue?.count, 30)
        XCTAssertEqual(body["total"], 194)
        XCTAssertEqual(body["skip"], 0)
        XCTAssertEqual(body["limit"], 30)
        XCTAssertEqual(Set(body.objectValue?.keys.map { $0 } ?? []), ["products", "total", "skip", "limit"])
    }

    func testLimitAndSkipPage() throws {
        let page = try api.get("/posts", [("limit", "10"), ("skip", "20")]).decode(Page<Post>.self)
        XCTAssertEqual(page.items.map(\.id), Array(21...30))
        XCTAssertEqual(page.skip, 20)
        XCTAssertEqual(page.limit, 10)
    }

    func testEnvelopeLimitIsTheNumberReturned() throws {
        let last = try api.get("/users", [("limit", "30"), ("skip", "200")]).decode(Page<User>.self)
        XCTAssertEqual(last.items.count, 8)
        XCTAssertEqual(last.limit, 8)
        let beyond = try api.get("/users", [("skip", "500")]).decode(Page<User>.self)
        XCTAssertEqual(beyond.items.count, 0)
        XCTAssertEqual(beyond.limit, 0)
        XCTAssertEqual(beyond.total, 208)
    }

    func testLimitZeroMeansAll() throws {
        XCTAssertEqual(try api.get("/posts", [("limit", "0")]).decode(Page<Post>.self).items.count, 251)
        XCTAssertEqual(try api.get("/posts", [("limit", "0"), ("skip", "250")]).decode(Page<Post>.self).items.map(\.id), [251])
    }

    func testNonNumericLimitOrSkipIs400() {
        for query in [[("limit", "abc")], [("skip", "ten")], [("limit", "5"), ("limit", "9")], [("skip[]", "1"), ("skip[]", "2")]] {
            let response = api.get("/products", query)
            XCTAssertEqual(response.status, 400, "\(query)")
            XCTAssertEqual(response.message, "Invalid '\(query[0].0.prefix(4) == "skip" ? "skip" : "limit")' - must be a number")
        }
    }

    func testSelectReturnsOnlyThoseFieldsPlusID() throws {
        let body = try api.get("/products", [("select", "title,price"), ("limit", "3")]).jsonValue()
        let items = try XCTUnwrap(body["products"]?.arrayValue)
        XCTAssertEqual(items.count, 3)
        for item in items { XCTAssertEqual(Set(item.objectValue?.keys.map { $0 } ?? []), ["id", "title", "price"]) }
        XCTAssertEqual(items[0]["title"]?.stringValue, api.data.products.all[0].title)
        // Names are not trimmed: " email" names nothing.
        let one = try api.get("/users/1", [("select", "username, email")]).jsonValue()
        XCTAssertEqual(one, ["id": 1, "username": "emilys"])
    }

    func testSortByAscendingAndDescending() throws {
        let ascending = try api.get("/products", [("sortBy", "price"), ("order", "asc"), ("limit", "0")]).decode(Page<Product>.self)
        XCTAssertEqual(ascending.items.map(\.price), api.data.products.all.map(\.price).sorted())
        let descending = try api.get("/products", [("sortBy", "title"), ("order", "desc"), ("limit", "5")]).decode(Page<Product>.self)
        XCTAssertEqual(descending.items.map(\.title), Array(api.data.products.all.map(\.title).sorted(by: >).prefix(5)))
        let defaultOrder = try api.get("/users", [("sortBy", "age"), ("limit", "0")]).decode(Page<User>.self)
        XCTAssertEqual(defaultOrder.items.map(\.age), api.data.users.all.map(\.age).sorted())
        let sortedThenPaged = try api.get("/posts", [("sortBy", "views"), ("order", "desc"), ("skip", "1"), ("limit", "1")]).decode(Page<Post>.self)
        XCTAssertEqual(sortedThenPaged.items.first?.views, api.data.posts.all.map(\.views).sorted(by: >)[1])
    }

    func testAnOrderOtherThanAscOrDescIs400() {
        let response = api.get("/products", [("sortBy", "title"), ("order", "up")])
        XCTAssertEqual(response.status, 400)
        XCTAssertEqual(response.message, "Order can be: 'asc' or 'desc'")
    }

    func testSearchPhoneFindsSeveralProductsCaseInsensitively() throws {
        let page = try api.get("/products/search", [("q", "PHONE"), ("limit", "0")]).decode(Page<Product>.self)
        XCTAssertGreaterThanOrEqual(page.total, 5)
        XCTAssertEqual(page.items.count, page.total)
        XCTAssertTrue(page.items.allSatisfy { ($0.title + $0.description).lowercased().contains("phone") })
        XCTAssertTrue(page.items.contains { $0.category == "smartphones" })
        XCTAssertTrue(page.items.contains { $0.title.hasPrefix("iPhone") })
        let expected = api.data.products.all.filter { ($0.title + " " + $0.description).lowercased().contains("phone") }.count
        XCTAssertEqual(page.total, expected)
    }

    func testSearchPagesLikeALists() throws {
        let page = try api.get("/products/search", [("q", "phone"), ("limit", "2"), ("skip", "1"), ("select", "title")]).jsonValue()
        XCTAssertEqual(page["limit"], 2)
        XCTAssertEqual(page["skip"], 1)
        XCTAssertEqual(page["products"]?[0]?.objectValue?.count, 2)
    }

    func testPostSearchLooksAtTheBody() throws {
        let post = api.data.posts.all[10]
        let word = try XCTUnwrap(post.body.split(separator: " ").max(by: { $0.count < $1.count })).lowercased()
        let page = try api.get("/posts/search", [("q", word), ("limit", "0")]).decode(Page<Post>.self)
        XCTAssertTrue(page.items.contains { $0.id == post.id })
        XCTAssertTrue(page.items.allSatisfy { $0.body.lowercased().contains(word) })
        XCTAssertEqual(try api.get("/posts/search", [("q", "zzzqqq")]).decode(Page<Post>.self).total, 0)
    }

    func testPostSearchNeverLooksAtTheTitle() throws {
        // A post with a word in its title that its own body lacks: searching
        // that word must not find it, as the real server would not.
        let found = api.data.posts.all.lazy.compactMap { post -> (StagingPost, String)? in
            let body = post.body.lowercased()
            let word = post.title.lowercased().split(separator: " ").map(String.init).first { $0.count > 3 && !body.contains($0) }
            return word.map { (post, $0) }
        }.first
        let (post, word) = try XCTUnwrap(found, "the generated data has a post whose title says what its body does not")
        let page = try api.get("/posts/search", [("q", word), ("limit", "0")]).decode(Page<Post>.self)
        XCTAssertFalse(page.items.contains { $0.id == post.id }, "post \(post.id) found by “\(word)” from its title")
    }

    func testUserSearchCoversNamesEmailAndUsername() throws {
        let user = api.data.users.all[41]
        for query in [user.firstName, user.lastName.uppercased(), user.email, user.username] {
            let page = try api.get("/users/search", [("q", query), ("limit", "0")]).decode(Page<User>.self)
            XCTAssertTrue(page.items.contains { $0.id == user.id }, query)
        }
        XCTAssertEqual(try api.get("/users/search", [("q", "emilys")]).decode(Page<User>.self).items.first?.id, 1)
    }

    func testEmptySearchMatchesEverything() throws {
        XCTAssertEqual(try api.get("/users/search", [("q", "")]).decode(Page<User>.self).total, 208)
    }
}
