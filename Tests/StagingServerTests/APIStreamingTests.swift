import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPEngineTesting
import Models
import XCTest
@testable import StagingServer

/// Long lists leave as they are encoded: chunked on HTTP/1.1, up to the
/// close on HTTP/1.0, with exactly the bytes of the whole envelope.
final class APIStreamingTests: XCTestCase {
    private static let count = 3_000
    private static let api = StagingAPI(configuration: .init(counts: ["products": count, "posts": 1, "users": 1]))

    func testALongListIsStreamedWithTheWholeEnvelopesBytes() throws {
        let api = Self.api
        let streamed = api.get("/products", [("limit", "0")])
        XCTAssertNotNil(streamed.bodyStream)
        XCTAssertNil(streamed.header("ETag"), "a streamed body cannot be hashed before it is sent")
        var everything = ListQuery()
        everything.limit = 0
        let whole = SortedJSONWriter.data(try XCTUnwrap(api.data.collection(named: "products")).list(everything, TextMatcher("")))
        XCTAssertEqual(streamed.wholeBody, whole)
        let page = try streamed.decode(Page<ProductSummary>.self)
        XCTAssertEqual(page.items.count, Self.count)
        XCTAssertEqual(page.items.last?.id, Self.count)
        // A short page is still whole, with its ETag.
        XCTAssertNil(api.get("/products", [("limit", "30")]).bodyStream)
        XCTAssertNotNil(api.get("/products", [("limit", "30")]).header("ETag"))
    }

    func testALongCategoryIsStreamedLikeTheList() throws {
        // Categories are contiguous blocks of ids, 24 of them: this makes each longer than the threshold.
        let api = StagingAPI(configuration: .init(counts: ["products": 25 * ListStream.threshold, "posts": 1, "users": 1]))
        let category = try api.get("/products/1").decode(Product.self).category
        let streamed = api.get("/products/category/\(category)", [("limit", "0")])
        XCTAssertNotNil(streamed.bodyStream)
        let page = try streamed.decode(Page<Product>.self)
        XCTAssertGreaterThan(page.total, ListStream.threshold)
        XCTAssertEqual(page.items.count, page.total)
        XCTAssertTrue(page.items.allSatisfy { $0.category == category })
        XCTAssertEqual(page.items.map(\.id), Array(1...page.total), "the first category is the first block of ids")
        // A short category page is still whole, with its ETag.
        XCTAssertNil(api.get("/products/category/\(category)", [("limit", "30")]).bodyStream)
        XCTAssertNotNil(api.get("/products/category/\(category)", [("limit", "30")]).header("ETag"))
    }

    func testAStreamedListParsesWholeOverTheSocket() async throws {
        let server = StagingServer(api: Self.api.configuration, bindAddress: "127.0.0.1", port: 0)
        try server.start()
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let url = try XCTUnwrap(URL(string: "\(server.baseURL.absoluteString)/products?limit=0"))
        for _ in 0..<2 { // twice: the connection is kept alive after a chunked answer
            let (data, response) = try await session.data(from: url)
            XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 200)
            XCTAssertEqual((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Transfer-Encoding"), "chunked")
            let page = try JSONDecoder().decode(Page<ProductSummary>.self, from: data)
            XCTAssertEqual(page.items.map(\.id), Array(1...Self.count))
            XCTAssertEqual(page.total, Self.count)
        }
    }

    func testAnHTTP10ClientGetsTheStreamUpToTheClose() throws {
        let server = StagingServer(api: Self.api.configuration, bindAddress: "127.0.0.1", port: 0)
        try server.start()
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /products?limit=0 HTTP/1.0\r\n\r\n")
        let (bytes, ending) = client.readToEnd(timeout: 30)
        XCTAssertEqual(ending, .closed)
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        XCTAssertTrue(parts[0].hasPrefix("HTTP/1.1 200 "))
        XCTAssertFalse(parts[0].lowercased().contains("transfer-encoding"), "HTTP/1.0 cannot read chunks")
        let page = try JSONDecoder().decode(Page<ProductSummary>.self, from: Data(parts.dropFirst().joined(separator: "\r\n\r\n").utf8))
        XCTAssertEqual(page.items.count, Self.count)
    }
}
