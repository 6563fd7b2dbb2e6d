import Foundation
import JSON
import XCTest
@testable import Models

final class ModelDecodingTests: XCTestCase {
    private let minimalProduct = """
    {"id": 5, "title": "T", "description": "D", "category": "beauty", "price": 3,
     "discountPercentage": 1, "rating": 4, "stock": 2, "tags": [], "sku": "S",
     "availabilityStatus": "In Stock", "reviews": [], "images": [], "thumbnail": "x"}
    """

    func testProductWithoutOptionalFieldsDecodesAndAcceptsIntegersForDecimals() throws {
        let product = try JSONDecoder().decode(Product.self, from: Data(minimalProduct.utf8))
        XCTAssertNil(product.brand)
        XCTAssertNil(product.meta)
        XCTAssertNil(product.weight)
        XCTAssertEqual(product.price, 3)
    }

    func testProductMissingAKeyFieldFails() {
        let broken = minimalProduct.replacingOccurrences(of: "\"title\": \"T\",", with: "")
        XCTAssertThrowsError(try JSONDecoder().decode(Product.self, from: Data(broken.utf8)))
    }

    func testAuthSessionDecodesTheLoginAnswer() throws {
        let json = """
        {"accessToken": "a", "refreshToken": "r", "id": 1, "username": "emilys",
         "email": "e@x", "firstName": "Emily", "lastName": "Johnson", "gender": "female",
         "image": "https://dummyjson.com/icon/emilys/128"}
        """
        let session = try JSONDecoder().decode(AuthSession.self, from: Data(json.utf8))
        XCTAssertEqual(session.tokens, TokenPair(accessToken: "a", refreshToken: "r"))
        XCTAssertEqual(session.username, "emilys")
        let refreshed = session.replacingTokens(TokenPair(accessToken: "a2", refreshToken: "r2"))
        XCTAssertEqual(refreshed.accessToken, "a2")
        XCTAssertEqual(refreshed.id, 1)
    }

    func testUnknownRoleDecodesInsteadOfFailing() throws {
        let role = try JSONDecoder().decode([Role].self, from: Data(#"["admin","superhero"]"#.utf8))
        XCTAssertEqual(role, [.admin, Role(rawValue: "superhero")])
    }

    func testPageUsesTheItemsResourceKey() throws {
        let json = #"{"users": [], "total": 208, "skip": 30, "limit": 0}"#
        let page = try JSONDecoder().decode(Page<User>.self, from: Data(json.utf8))
        XCTAssertEqual(page.total, 208)
        XCTAssertEqual(page.skip, 30)
        XCTAssertTrue(page.hasMore)
        XCTAssertThrowsError(try JSONDecoder().decode(Page<Product>.self, from: Data(json.utf8)))
        let encoded = try JSONValue(encoding: page)
        XCTAssertEqual(encoded, ["users": [], "total": 208, "skip": 30, "limit": 0])
    }

    func testCategoryRoundTrips() throws {
        let category = Category(slug: "beauty", name: "Beauty", url: "https://dummyjson.com/products/category/beauty")
        let data = try JSONEncoder().encode(category)
        XCTAssertEqual(try JSONDecoder().decode(Category.self, from: data), category)
        XCTAssertEqual(category.id, "beauty")
    }
}
