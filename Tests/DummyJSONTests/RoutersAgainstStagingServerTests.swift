@testable import DummyJSON
import Foundation
import JSON
import Models
import NetworkTestSupport
import Reactive
import StagingServer
import XCTest
@testable import Network

/// Every router's list, search and detail route decoded into the Models types.
final class RoutersAgainstStagingServerTests: XCTestCase {
    private var network: NetworkClient!

    override func setUpWithError() throws {
        let server = try startStaging()
        network = try makeStagingNetwork(for: server.baseURL)
        signIn(network)
    }

    override func tearDown() {
        network = nil
    }

    private func get<T: Decodable & Sendable>(_ route: any Route, as type: T.Type, file: StaticString = #filePath,
                                              line: UInt = #line) throws -> T {
        let result = firstResult(network, route, as: T.self)
        return try XCTUnwrap(result?.value, "\(route.name): \(String(describing: result))", file: file, line: line)
    }

    func testProducts() throws {
        let page = try get(ProductRouter.list(Paging(limit: 5, skip: 10)), as: Page<Product>.self)
        XCTAssertEqual(page.items.count, 5)
        XCTAssertEqual(page.skip, 10)
        XCTAssertEqual(page.items.first?.id, 11)
        XCTAssertGreaterThan(page.total, 15)

        let sorted = try get(ProductRouter.list(Paging(limit: 20), sort: Sort(.price, .descending)), as: Page<Product>.self)
        XCTAssertEqual(sorted.items.map(\.price), sorted.items.map(\.price).sorted(by: >))

        let selected = try get(ProductRouter.list(Paging(limit: 3), select: [.title, .price]), as: JSONValue.self)
        let first = try XCTUnwrap(selected["products"]?[0]?.objectValue)
        XCTAssertEqual(Set(first.keys), ["id", "title", "price"])

        let detail = try get(ProductRouter.detail(id: 3), as: Product.self)
        XCTAssertEqual(detail.id, 3)

        let phone = try XCTUnwrap(page.items.first?.title.split(separator: " ").last.map(String.init))
        let search = try get(ProductRouter.search(phone, Paging(limit: 50)), as: Page<Product>.self)
        XCTAssertFalse(search.items.isEmpty)
        XCTAssertTrue(search.items.allSatisfy { ($0.title + " " + $0.description).localizedCaseInsensitiveContains(phone) })

        let categories = try get(ProductRouter.categories, as: [Models.Category].self)
        let slug = try XCTUnwrap(categories.first?.slug)
        let inCategory = try get(ProductRouter.category(slug: slug, Paging(limit: 0)), as: Page<Product>.self)
        XCTAssertFalse(inCategory.items.isEmpty)
        XCTAssertTrue(inCategory.items.allSatisfy { $0.category == slug })
    }

    func testProductWrites() throws {
        let added = try get(ProductRouter.add(ProductDraft(title: "Lamp", price: 19.5, stock: 3)), as: JSONValue.self)
        XCTAssertEqual(added["title"]?.stringValue, "Lamp")
        XCTAssertNotNil(added["id"]?.doubleValue)
        let deleted = try get(ProductRouter.delete(id: 2), as: JSONValue.self)
        XCTAssertEqual(deleted["isDeleted"]?.boolValue, true)
        XCTAssertEqual(deleted["id"]?.doubleValue, 2)
    }

    func testPosts() throws {
        let page = try get(PostRouter.list(Paging(limit: 4), sort: Sort(.views, .ascending)), as: Page<Post>.self)
        XCTAssertEqual(page.items.count, 4)
        XCTAssertEqual(page.items.map(\.views), page.items.map(\.views).sorted())
        let detail = try get(PostRouter.detail(id: 5), as: Post.self)
        XCTAssertEqual(detail.id, 5)
        let word = try XCTUnwrap(detail.body.split(separator: " ").first.map(String.init))
        let search = try get(PostRouter.search(word), as: Page<Post>.self)
        XCTAssertTrue(search.items.contains { $0.id == 5 })
    }

    func testUsers() throws {
        let page = try get(UserRouter.list(Paging(limit: 3, skip: 0)), as: Page<User>.self)
        XCTAssertEqual(page.items.first?.username, "emilys")
        let detail = try get(UserRouter.detail(id: 2), as: User.self)
        XCTAssertEqual(detail.id, 2)
        let search = try get(UserRouter.search(detail.lastName), as: Page<User>.self)
        XCTAssertTrue(search.items.contains { $0.id == 2 })
        let updated = try get(UserRouter.update(id: 2, UserUpdate(firstName: "Zoë", age: 41)), as: User.self)
        XCTAssertEqual(updated.firstName, "Zoë")
        XCTAssertEqual(updated.age, 41)
        XCTAssertEqual(updated.lastName, detail.lastName)
    }

    func testNotFoundBadIdsAndBadOrders() {
        XCTAssertEqual(firstResult(network, ProductRouter.detail(id: 9999), as: Product.self)?.error,
                       .http(status: 404, message: "Product with id '9999' not found"))
        XCTAssertEqual(firstResult(network, TestRoute(.get, "/auth/posts/abc", requiresAuth: true), as: Post.self)?.error,
                       .http(status: 400, message: "Invalid post id 'abc'"))
        XCTAssertEqual(firstResult(network, TestRoute(.get, "/auth/products", params: ["order": "up", "sortBy": "price"],
                                                      requiresAuth: true), as: Page<Product>.self)?.error,
                       .http(status: 400, message: "Order can be: 'asc' or 'desc'"))
        guard case .error(.notJSON(404, let type))? = firstResult(network, TestRoute(.get, "/nowhere"), as: Named.self) else {
            return XCTFail("an unknown path is upstream's HTML 404")
        }
        XCTAssertTrue(type?.contains("text/html") ?? false)
    }

    func testATrailingSlashIsFollowedWithTheToken() throws {
        let page = try get(TestRoute(.get, "/auth/products/", params: ["limit": 2], requiresAuth: true), as: Page<Product>.self)
        XCTAssertEqual(page.items.count, 2)
    }
}
