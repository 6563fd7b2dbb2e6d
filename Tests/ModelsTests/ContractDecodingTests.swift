import Foundation
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
