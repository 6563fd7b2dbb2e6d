import Foundation
import JSON
import XCTest
@testable import APIDescription

/// Each way a list pages, and where its total is, as the description says.
final class PagingDiscoveryTests: XCTestCase {
    /// One list at /items with these query parameters, answering `schema`, with these documented headers.
    private func items(_ parameters: [String], schema: String, headers: [String] = []) throws -> DiscoveredResource {
        let list = parameters.map { "{name: \($0), in: query, schema: {type: \($0.contains("cursor") || $0.contains("token") ? "string" : "integer")}}" }
        let documented = headers.isEmpty ? "" : "\n          headers: {" + headers.map { "\($0): {schema: {type: string}}" }.joined(separator: ", ") + "}"
        let api = APIDiscovery.discover(try Corpus.description(yaml: """
        openapi: 3.1.0
        info: {title: t, version: "1"}
        paths:
          /items:
            get:
              parameters: [\(list.joined(separator: ", "))]
              responses:
                "200":
                  description: a page\(documented)
                  content: {application/json: {schema: \(schema)}}
        components:
          schemas:
            Item: {type: object, properties: {id: {type: integer}, name: {type: string}}}
        """))
        return try XCTUnwrap(api["items"])
    }

    private let array = "{type: array, items: {$ref: '#/components/schemas/Item'}}"

    func testSkipAndLimitWithTheTotalInTheBody() throws {
        let resource = try items(["skip", "limit"], schema: "{type: object, properties: {items: \(array), total: {type: integer}}}")
        XCTAssertEqual(resource.paging, .skipLimit(skip: "skip", limit: "limit"))
        XCTAssertEqual(resource.total, .body("total"))
    }

    func testOffsetAndLimitWithTheTotalInAHeader() throws {
        let resource = try items(["offset", "limit"], schema: array, headers: ["X-Total-Count"])
        XCTAssertEqual(resource.paging, .offsetLimit(offset: "offset", limit: "limit"))
        XCTAssertEqual(resource.total, .header("X-Total-Count"))
        XCTAssertNil(resource.itemsKey)
    }

    func testPageAndPageSizeWithACount() throws {
        let resource = try items(["page", "page_size"], schema: "{type: object, properties: {count: {type: integer}, next: {type: [string, 'null']}, results: \(array)}}")
        XCTAssertEqual(resource.paging, .page(page: "page", size: "page_size", first: 1))
        XCTAssertEqual(resource.total, .body("count"))
        XCTAssertEqual(resource.itemsKey, "results")
    }

    func testPageAndPerPageWithAContentRange() throws {
        let resource = try items(["page", "per_page"], schema: array, headers: ["Content-Range"])
        XCTAssertEqual(resource.paging, .page(page: "page", size: "per_page", first: 1))
        XCTAssertEqual(resource.total, .header("Content-Range"))
    }

    func testAPageAloneLeavesItsSizeToTheServer() throws {
        let resource = try items(["page"], schema: array)
        XCTAssertEqual(resource.paging, .page(page: "page", size: nil, first: 1))
        XCTAssertNil(resource.total)
    }

    func testACursorWithTheNextTokenInTheBody() throws {
        let resource = try items(["cursor", "limit"], schema: "{type: object, properties: {data: \(array), next_cursor: {type: [string, 'null']}}}")
        XCTAssertEqual(resource.paging, .cursor(parameter: "cursor", size: "limit", next: "next_cursor"))
        XCTAssertEqual(resource.itemsKey, "data")
    }

    func testANextTokenUnderMeta() throws {
        let resource = try items(["page_token"], schema: "{type: object, properties: {items: \(array), meta: {type: object, properties: {nextPageToken: {type: string}, total: {type: integer}}}}}")
        XCTAssertEqual(resource.paging, .cursor(parameter: "page_token", size: nil, next: "meta.nextPageToken"))
        XCTAssertEqual(resource.total, .body("meta.total"))
    }

    func testLinkHeaders() throws {
        let resource = try items(["per_page"], schema: array, headers: ["Link"])
        XCTAssertEqual(resource.paging, .link(size: "per_page"))
    }

    func testNoPagingParametersIsOneAnswer() throws {
        XCTAssertEqual(try items([], schema: array).paging, .none)
    }

    func testSortStyles() throws {
        let drf = APIDiscovery.discover(try Corpus.description(yaml: """
        openapi: 3.0.3
        info: {title: t, version: "1"}
        paths:
          /books/:
            get:
              parameters:
                - {name: ordering, in: query, schema: {type: string}}
                - {name: search, in: query, schema: {type: string}}
                - {name: genre, in: query, schema: {type: string, enum: [novel, poetry]}}
              responses: {"200": {description: x, content: {application/json: {schema: {type: array, items: {type: object, properties: {id: {type: integer}, title: {type: string}, year: {type: integer}}}}}}}}
          /posts:
            get:
              parameters: [{name: sortBy, in: query, schema: {type: string}}, {name: order, in: query, schema: {type: string, enum: [asc, desc]}}]
              responses: {"200": {description: x, content: {application/json: {schema: {type: array, items: {type: object, properties: {id: {type: integer}, title: {type: string}}}}}}}}
        """))
        XCTAssertEqual(drf["books"]?.sort, SortStyle(parameter: "ordering", order: .minusPrefix, fields: ["id", "title", "year"]))
        XCTAssertEqual(drf["books"]?.search, SearchStyle(parameter: "search"))
        XCTAssertEqual(drf["books"]?.filters.map(\.name), ["genre"])
        XCTAssertEqual(drf["posts"]?.sort, SortStyle(parameter: "sortBy", order: .parameter("order"), fields: ["id", "title"]))
        XCTAssertEqual(drf["posts"]?.filters, [], "order is the sort's")
    }
}
