import Foundation
import Models
import XCTest
@testable import StagingServer

/// Carts, recipes, comments, todos and quotes as the contract lists them.
final class APIResourceTests: XCTestCase {
    private let api = SharedAPI.standard

    func testDefaultCountsMatchUpstream() throws {
        for (name, total) in [("carts", 208), ("recipes", 50), ("comments", 340), ("todos", 254), ("quotes", 1454)] {
            let body = try api.get("/\(name)").jsonValue()
            XCTAssertEqual(body["total"]?.intValue, total, name)
            XCTAssertEqual(body[name]?.arrayValue?.count, 30, name)
            XCTAssertEqual(Set(body.objectValue?.keys.map { $0 } ?? []), [name, "total", "skip", "limit"], name)
        }
    }

    func testEveryServedRecordDecodesIntoItsModelUnchanged() throws {
        XCTAssertEqual(try api.get("/carts", [("limit", "0")]).decode(Page<Cart>.self).items, api.data.carts.all.map(\.model))
        XCTAssertEqual(try api.get("/recipes", [("limit", "0")]).decode(Page<Recipe>.self).items, api.data.recipes.all.map(\.model))
        XCTAssertEqual(try api.get("/comments", [("limit", "0")]).decode(Page<Comment>.self).items, api.data.comments.all.map(\.model))
        XCTAssertEqual(try api.get("/todos", [("limit", "0")]).decode(Page<Todo>.self).items, api.data.todos.all.map(\.model))
        XCTAssertEqual(try api.get("/quotes", [("limit", "0")]).decode(Page<Quote>.self).items, api.data.quotes.all.map(\.model))
        XCTAssertEqual(try api.get("/recipes", [("select", "name,cuisine,rating")]).decode(Page<RecipeSummary>.self).items.count, 30)
        XCTAssertEqual(try api.get("/carts/7").decode(Cart.self), api.data.carts.all[6].model)
        XCTAssertEqual(try api.get("/recipes/50").decode(Recipe.self).id, 50)
        XCTAssertEqual(try api.get("/comments/340").decode(Comment.self).id, 340)
        XCTAssertEqual(try api.get("/todos/254").decode(Todo.self).id, 254)
        XCTAssertEqual(try api.get("/quotes/1454").decode(Quote.self).id, 1454)
    }

    func testTheSameSeedServesTheSameBytesAndAnotherSeedOthers() {
        let again = StagingAPI()
        let other = StagingAPI(configuration: .init(seed: 2))
        for name in ["carts", "recipes", "comments", "todos", "quotes"] {
            let first = api.get("/\(name)", [("limit", "0")]).wholeBody
            XCTAssertEqual(first, again.get("/\(name)", [("limit", "0")]).wholeBody, name)
            XCTAssertNotEqual(first, other.get("/\(name)", [("limit", "0")]).wholeBody, name)
        }
    }

    func testMissesAre404WithTheNounAndIDsCompareAsText() {
        for (path, message) in [
            ("/carts/209", "Cart with id '209' not found"), ("/carts/abc", "Cart with id 'abc' not found"),
            ("/recipes/51", "Recipe with id '51' not found"), ("/comments/0", "Comment with id '0' not found"),
            ("/todos/1.5", "Todo with id '1.5' not found"), ("/quotes/01", "Quote with id '01' not found"),
        ] {
            let response = api.get(path)
            XCTAssertEqual(response.status, 404, path)
            XCTAssertEqual(response.message, message, path)
        }
    }

    /// Upstream has no search route for these: `search` is read as an id.
    func testOnlyRecipesHaveASearch() throws {
        for (name, noun) in [("carts", "Cart"), ("comments", "Comment"), ("todos", "Todo"), ("quotes", "Quote")] {
            XCTAssertEqual(api.get("/\(name)/search", [("q", "a")]).message, "\(noun) with id 'search' not found")
        }
        let found = try api.get("/recipes/search", [("q", "PIZZA"), ("limit", "0")]).decode(Page<Recipe>.self)
        XCTAssertGreaterThan(found.total, 0)
        XCTAssertTrue(found.items.allSatisfy { $0.name.lowercased().contains("pizza") })
        let byIngredient = try api.get("/recipes/search", [("q", "mozzarella")]).decode(Page<Recipe>.self)
        XCTAssertEqual(byIngredient.total, 0, "recipes search the name only")
    }

    func testCartsCommentsTodosAndQuotesIgnoreSelectAndSort() throws {
        for name in ["carts", "comments", "todos", "quotes"] {
            let whole = api.get("/\(name)", [("limit", "3")]).wholeBody
            XCTAssertEqual(api.get("/\(name)", [("limit", "3"), ("select", "id"), ("sortBy", "id"), ("order", "desc")]).wholeBody, whole, name)
            XCTAssertEqual(api.get("/\(name)/2", [("select", "id")]).wholeBody, api.get("/\(name)/2").wholeBody, name)
            XCTAssertEqual(api.get("/\(name)", [("sortBy", "id"), ("order", "up")]).message, "Order can be: 'asc' or 'desc'", "still checked")
        }
    }

    func testRecipesHonourSelectAndSort() throws {
        let body = try api.get("/recipes", [("select", "name"), ("sortBy", "rating"), ("order", "desc"), ("limit", "0")]).jsonValue()
        let items = try XCTUnwrap(body["recipes"]?.arrayValue)
        XCTAssertTrue(items.allSatisfy { Set($0.objectValue?.keys.map { $0 } ?? []) == ["id", "name"] })
        let ratings = try api.get("/recipes", [("sortBy", "rating"), ("order", "desc"), ("limit", "0")]).decode(Page<Recipe>.self).items.map(\.rating)
        XCTAssertEqual(ratings, ratings.sorted(by: >))
        XCTAssertEqual(try api.get("/recipes/3", [("select", "name")]).jsonValue(), ["id": 3, "name": .string(api.data.recipes.all[2].name)])
    }

    func testRecordsPointAtRealUsersPostsAndProducts() {
        let users = api.data.users
        for comment in api.data.comments.all {
            let user = users[id: comment.user.id]
            XCTAssertEqual(user?.username, comment.user.username, "comment \(comment.id)")
            XCTAssertEqual(user.map { "\($0.firstName) \($0.lastName)" }, comment.user.fullName, "comment \(comment.id)")
            XCTAssertNotNil(api.data.posts[id: comment.postId], "comment \(comment.id)")
        }
        XCTAssertTrue(api.data.todos.all.allSatisfy { users[id: $0.userId] != nil })
        XCTAssertTrue(api.data.recipes.all.allSatisfy { users[id: $0.userId] != nil })
        for cart in api.data.carts.all {
            XCTAssertEqual(cart.id, cart.userId)
            XCTAssertTrue((2...6).contains(cart.products.count))
            XCTAssertEqual(Set(cart.products.map(\.id)).count, cart.products.count, "a product once per cart")
            for line in cart.products {
                let product = api.data.products[id: line.id]
                XCTAssertEqual(product?.title, line.title)
                XCTAssertEqual(product?.price, line.price)
                XCTAssertEqual(product?.thumbnail, line.thumbnail)
                XCTAssertEqual(line.total, line.price * Double(line.quantity), accuracy: 0.005)
            }
        }
    }

    func testCartTotalsAddUp() {
        for cart in api.data.carts.all {
            XCTAssertEqual(cart.total, cart.products.reduce(0) { $0 + $1.total }, accuracy: 0.005)
            XCTAssertEqual(cart.discountedTotal, cart.products.reduce(0) { $0 + ($1.discountedTotal ?? 0) }, accuracy: 0.005)
            XCTAssertEqual(cart.totalProducts, cart.products.count)
            XCTAssertEqual(cart.totalQuantity, cart.products.reduce(0) { $0 + $1.quantity })
            XCTAssertLessThanOrEqual(cart.discountedTotal, cart.total)
        }
    }

    func testQuotesHaveNoWritesAndAnswerTheHTML404() {
        for (method, path) in [("POST", "/quotes/add"), ("PUT", "/quotes/1"), ("PATCH", "/quotes/1"), ("DELETE", "/quotes/1")] {
            let response = api.send(method, path, json: ["quote": "x"])
            XCTAssertEqual(response.status, 404, path)
            XCTAssertTrue(response.header("Content-Type")?.hasPrefix("text/html") == true, path)
        }
    }

    func testCartsNeverOutnumberUsersAndFollowTheirFlag() throws {
        let small = StagingAPI(configuration: .init(counts: ["users": 5, "carts": 100, "todos": 3]))
        XCTAssertEqual(try small.get("/carts").jsonValue()["total"], 5)
        XCTAssertEqual(try small.get("/todos").jsonValue()["total"], 3)
        XCTAssertTrue(small.data.todos.all.allSatisfy { (1...5).contains($0.userId) })
        XCTAssertTrue(small.data.comments.all.allSatisfy { (1...5).contains($0.user.id) })
    }

    func testTextHoldsNonASCIIAndHostileStrings() {
        let texts = api.data.recipes.all.flatMap { [$0.name] + $0.instructions + $0.ingredients }
            + api.data.comments.all.map(\.body) + api.data.todos.all.map(\.todo) + api.data.quotes.all.flatMap { [$0.quote, $0.author] }
        for needle in ["°", "é", "ñ", "ç", "“", "…", "ā", "’", "无线蓝牙耳机", "\u{1B}[2J"] {
            XCTAssertTrue(texts.contains { $0.contains(needle) }, needle)
        }
        XCTAssertTrue(texts.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } }, "emoji")
    }
}
