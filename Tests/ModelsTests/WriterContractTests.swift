import Foundation
import JSON
import JSONTestSupport
import XCTest
@testable import Models

/// JSONTextWriter against JSONEncoder on DummyJSON's own records: every
/// record, decoded into every model that reads it, written alike in every
/// formatting; and every file as a JSONValue tree.
final class WriterContractTests: XCTestCase {
    private func assertSameBytes<T: Codable>(_ type: T.Type, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let records = try JSONTapeDecoder().decode(T.self, from: ContractRecords.data(name))
        WriterComparison.assertSameBytes(records, "\(name) as \(T.self)", file: file, line: line)
    }

    func testEveryRecordInEveryModelIsWrittenAsJSONEncoderWritesIt() throws {
        try assertSameBytes([Product].self, "products")
        try assertSameBytes([ProductSummary].self, "products")
        try assertSameBytes([Post].self, "posts")
        try assertSameBytes([PostSummary].self, "posts")
        try assertSameBytes([User].self, "users")
        try assertSameBytes([UserSummary].self, "users")
        try assertSameBytes([Cart].self, "carts")
        try assertSameBytes([Recipe].self, "recipes")
        try assertSameBytes([RecipeSummary].self, "recipes")
        try assertSameBytes([Comment].self, "comments")
        try assertSameBytes([Todo].self, "todos")
        try assertSameBytes([Quote].self, "quotes")
    }

    func testEveryFileAsATreeIsWrittenAsJSONEncoderWritesIt() throws {
        for name in ContractRecords.files {
            WriterComparison.assertSameBytes(try JSONValue(jsonData: ContractRecords.data(name)), name)
        }
    }

    func testAPageOfRecordsIsWrittenAsJSONEncoderWritesIt() throws {
        let products = try JSONTapeDecoder().decode([Product].self, from: ContractRecords.data("products"))
        WriterComparison.assertSameBytes(Page(items: Array(products.prefix(30)), total: 194, skip: 0, limit: 30), "a page of 30")
    }
}
