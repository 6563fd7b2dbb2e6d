import Foundation
import JSON
import JSONTestSupport
import XCTest
@testable import Models

/// JSONTapeDecoder against JSONDecoder on DummyJSON's own records: every
/// record into every model that reads it, every file as a JSONValue tree, and
/// damaged copies of them, which must fail (or, rarely, still succeed) alike.
final class TapeDecoderContractTests: XCTestCase {
    private func assertEqualDecodes<T: Decodable & Equatable>(_ type: T.Type, _ name: String, file: StaticString = #filePath,
                                                              line: UInt = #line) throws {
        let data = try ContractRecords.data(name)
        let foundation = try JSONDecoder().decode(T.self, from: data)
        let tape = try JSONTapeDecoder().decode(T.self, from: data)
        XCTAssertEqual(tape, foundation, "\(name) as \(T.self)", file: file, line: line)
    }

    func testEveryRecordDecodesIntoEveryModelAlike() throws {
        try assertEqualDecodes([Product].self, "products")
        try assertEqualDecodes([ProductSummary].self, "products")
        try assertEqualDecodes([Post].self, "posts")
        try assertEqualDecodes([PostSummary].self, "posts")
        try assertEqualDecodes([User].self, "users")
        try assertEqualDecodes([UserSummary].self, "users")
        try assertEqualDecodes([Cart].self, "carts")
        try assertEqualDecodes([Recipe].self, "recipes")
        try assertEqualDecodes([RecipeSummary].self, "recipes")
        try assertEqualDecodes([Comment].self, "comments")
        try assertEqualDecodes([Todo].self, "todos")
        try assertEqualDecodes([Quote].self, "quotes")
    }

    func testEveryFileIsTheSameTree() throws {
        for name in ContractRecords.files {
            DecoderComparison.assertSameTree(try ContractRecords.data(name), name)
        }
    }

    func testRecordsInsideAPageEnvelopeDecodeAlike() throws {
        let records = try JSONValue(jsonData: ContractRecords.data("products"))
        let envelope = try JSONValue.object(["products": records, "total": 194, "skip": 0, "limit": 194]).jsonData()
        XCTAssertEqual(try JSONTapeDecoder().decode(Page<Product>.self, from: envelope),
                       try JSONDecoder().decode(Page<Product>.self, from: envelope))
    }

    /// Three products, a cart and a recipe, each damaged a few hundred ways.
    func testDamagedRecordsFailAlike() throws {
        let products = try JSONValue(jsonData: ContractRecords.data("products"))
        let three = try JSONValue.array(Array(products.arrayValue!.prefix(3))).jsonData()
        let carts = try JSONValue(jsonData: ContractRecords.data("carts"))
        let cart = try (carts.arrayValue?.first ?? .null).jsonData()
        let recipes = try JSONValue(jsonData: ContractRecords.data("recipes"))
        let recipe = try (recipes.arrayValue?.first ?? .null).jsonData()
        for damaged in DocumentMutations(of: three, count: 300) {
            DecoderComparison.assertSame([Product].self, damaged)
            DecoderComparison.assertSameTree(damaged)
        }
        for damaged in DocumentMutations(of: cart, count: 200, seed: 2) { DecoderComparison.assertSame(Cart.self, damaged) }
        for damaged in DocumentMutations(of: recipe, count: 200, seed: 3) { DecoderComparison.assertSame(Recipe.self, damaged) }
    }
}
