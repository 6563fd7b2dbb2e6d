import Foundation
import JSON
import XCTest
@testable import Models

final class ContractDecodingTests: XCTestCase {
    func testEveryUpstreamProductDecodes() throws {
        let products = try JSONDecoder().decode([Product].self, from: ContractRecords.data("products"))
        XCTAssertEqual(products.count, 194)
        XCTAssertEqual(Set(products.map(\.id)).count, 194)
        let first = try XCTUnwrap(products.first)
        XCTAssertEqual(first.id, 1)
        XCTAssertEqual(first.title, "Essence Mascara Lash Princess")
        XCTAssertEqual(first.category, "beauty")
        XCTAssertEqual(first.price, 9.99)
        XCTAssertEqual(first.brand, "Essence")
        XCTAssertEqual(first.sku, "BEA-ESS-ESS-001")
        XCTAssertEqual(first.reviews.count, 3)
        XCTAssertEqual(first.reviews.first?.reviewerEmail, "eleanor.collins@x.dummyjson.com")
        XCTAssertEqual(first.dimensions?.width, 15.14)
        XCTAssertEqual(first.minimumOrderQuantity, 48)
        XCTAssertEqual(first.meta?.barcode, "5784719087687")
        XCTAssertEqual(Set(products.map(\.category)).count, 24)
        let brandless = products.filter { $0.brand == nil }.count
        XCTAssertGreaterThan(brandless, 50, "brand is absent on about half upstream")
        XCTAssertLessThan(brandless, 194)
    }

    func testEveryUpstreamPostDecodes() throws {
        let posts = try JSONDecoder().decode([Post].self, from: ContractRecords.data("posts"))
        XCTAssertEqual(posts.count, 251)
        let first = try XCTUnwrap(posts.first)
        XCTAssertEqual(first.title, "His mother had always taught him")
        XCTAssertEqual(first.reactions, Post.Reactions(likes: 192, dislikes: 25))
        XCTAssertEqual(first.views, 305)
        XCTAssertEqual(first.userId, 121)
        XCTAssertEqual(first.tags, ["history", "american", "crime"])
    }

    func testEveryUpstreamUserDecodes() throws {
        let users = try JSONDecoder().decode([User].self, from: ContractRecords.data("users"))
        XCTAssertEqual(users.count, 208)
        let emily = try XCTUnwrap(users.first)
        XCTAssertEqual(emily.username, "emilys")
        XCTAssertEqual(emily.fullName, "Emily Johnson")
        XCTAssertEqual(emily.password, "emilyspass")
        XCTAssertEqual(emily.role, .admin)
        XCTAssertEqual(emily.address.city, "Phoenix")
        XCTAssertEqual(emily.address.coordinates?.lat, -77.16213)
        XCTAssertEqual(emily.company.address?.city, "San Francisco")
        XCTAssertEqual(emily.hair, User.Hair(color: "Brown", type: "Curly"))
        XCTAssertEqual(users.filter { $0.role == .admin }.count, 5)
        XCTAssertEqual(users.filter { $0.role == .moderator }.count, 10)
    }

    func testUpstreamRecordsSurviveARoundTrip() throws {
        let products = try JSONDecoder().decode([Product].self, from: ContractRecords.data("products"))
        let posts = try JSONDecoder().decode([Post].self, from: ContractRecords.data("posts"))
        let users = try JSONDecoder().decode([User].self, from: ContractRecords.data("users"))
        let encoder = JSONEncoder()
        XCTAssertEqual(try JSONDecoder().decode([Product].self, from: encoder.encode(products)), products)
        XCTAssertEqual(try JSONDecoder().decode([Post].self, from: encoder.encode(posts)), posts)
        XCTAssertEqual(try JSONDecoder().decode([User].self, from: encoder.encode(users)), users)
    }

    func testUpstreamRecordsDecodeInsideAPageEnvelope() throws {
        let records = try JSONValue(jsonData: ContractRecords.data("posts"))
        let envelope: JSONValue = ["posts": records, "total": 251, "skip": 0, "limit": 251]
        let page = try envelope.decode(Page<Post>.self)
        XCTAssertEqual(page.items.count, 251)
        XCTAssertEqual(page.total, 251)
        XCTAssertFalse(page.hasMore)
    }
}

/// The five resources beyond products, posts and users, from the same records.
final class ContractDecodingOfTheOtherResourcesTests: XCTestCase {
    private func decode<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: ContractRecords.data(name))
    }

    func testEveryUpstreamCartDecodesWithLinesThatAddUp() throws {
        let carts = try decode("carts", as: [Cart].self)
        XCTAssertFalse(carts.isEmpty)
        let first = try XCTUnwrap(carts.first)
        XCTAssertEqual(first.id, 1)
        XCTAssertEqual(first.products.first?.title, "Blue Frock")
        XCTAssertEqual(first.products.first?.quantity, 4)
        for cart in carts {
            XCTAssertEqual(cart.totalProducts, cart.products.count, "cart \(cart.id)")
            XCTAssertEqual(cart.totalQuantity, cart.products.map(\.quantity).reduce(0, +), "cart \(cart.id)")
            XCTAssertTrue(cart.products.allSatisfy { $0.discountedTotal != nil && $0.discountedPrice == nil }, "stored lines")
        }
    }

    func testEveryUpstreamRecipeDecodes() throws {
        let recipes = try decode("recipes", as: [Recipe].self)
        let first = try XCTUnwrap(recipes.first)
        XCTAssertEqual(first.name, "Classic Margherita Pizza")
        XCTAssertEqual(first.tags, ["Pizza", "Italian"])
        XCTAssertEqual(first.mealType, ["Dinner"])
        XCTAssertEqual(first.rating, 4.6)
        XCTAssertEqual(first.image, "https://cdn.dummyjson.com/recipe-images/1.webp")
        XCTAssertTrue(recipes.allSatisfy { !$0.ingredients.isEmpty && !$0.instructions.isEmpty })
        let summaries = try decode("recipes", as: [RecipeSummary].self)
        XCTAssertEqual(summaries.map(\.id), recipes.map(\.id), "a whole record reads as a summary too")
    }

    func testEveryUpstreamCommentTodoAndQuoteDecodes() throws {
        let comments = try decode("comments", as: [Comment].self)
        XCTAssertEqual(comments.first?.user, Comment.Author(id: 105, username: "emmac", fullName: "Emma Wilson"))
        XCTAssertEqual(comments.first?.postId, 242)
        let todos = try decode("todos", as: [Todo].self)
        XCTAssertEqual(todos.first, Todo(id: 1, todo: "Do something nice for someone you care about", completed: false, userId: 152))
        let quotes = try decode("quotes", as: [Quote].self)
        XCTAssertEqual(quotes.first?.author, "Rumi")
        XCTAssertFalse(quotes.contains { $0.quote.isEmpty })
    }

    func testTheOtherResourcesSurviveARoundTripAndAPageEnvelope() throws {
        let carts = try decode("carts", as: [Cart].self)
        XCTAssertEqual(try JSONDecoder().decode([Cart].self, from: JSONEncoder().encode(carts)), carts)
        let records = try JSONValue(jsonData: ContractRecords.data("todos"))
        let envelope: JSONValue = ["todos": records, "total": 254, "skip": 0, "limit": 6]
        let page = try envelope.decode(Page<Todo>.self)
        XCTAssertEqual(page.total, 254)
        XCTAssertTrue(page.hasMore)
    }
}
