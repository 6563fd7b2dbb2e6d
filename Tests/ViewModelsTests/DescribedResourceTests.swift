import APIDescription
import DescribedAPI
import Foundation
import JSON
import Network
import NetworkTesting
import ReactiveTesting
import XCTest
@testable import ViewModels
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import DummyJSON

/// A described resource's requests and answers, on a scripted server in virtual time.
final class DescribedResourceTests: XCTestCase {
    private func item(_ id: Int) -> [String: Any] { ["id": id, "name": "Item \(id)"] }

    private func pages(_ resource: DiscoveredResource, replies: @escaping @Sendable (URLRequest) -> ScriptedTransport.Reply?)
        -> (AnyResource, NetworkClient, ScriptedTransport, TestScheduler) {
        let scheduler = Fixtures.scheduler()
        let transport = ScriptedTransport(scheduler: scheduler, handler: replies)
        return (AnyResource(described: resource, tabKey: nil), DescribedFixtures.network(transport, scheduler: scheduler), transport, scheduler)
    }

    private func page(_ resource: AnyResource, _ client: NetworkClient, _ scheduler: TestScheduler, skip: Int = 0, limit: Int = 30,
                      request: ListRequest = ListRequest()) throws -> ListPage {
        var request = request
        request.paging = Paging(limit: limit, skip: skip)
        let results = DescribedFixtures.values(resource.page(request, on: client), scheduler: scheduler)
        return try XCTUnwrap(results.last).result.get()
    }

    func testAWrappedListPagesBySkipAndLimitWithItsTotalAndCells() throws {
        let api = try DescribedFixtures.api("shop.yaml")
        let (resource, client, transport, scheduler) = pages(try XCTUnwrap(api["products"])) { request in
            let skip = Int(request.query("skip") ?? "0")!
            let items: [[String: Any]] = (skip..<min(skip + 30, 45)).map { index -> [String: Any] in
                let id = index + 1
                return ["id": id, "name": "Thing \(id)", "price": 9.5, "category": "books", "inStock": index % 2 == 0, "supplierId": 3]
            }
            return .body(["items": items, "total": 45])
        }
        let first = try page(resource, client, scheduler)
        XCTAssertEqual(first.items.count, 30)
        XCTAssertEqual(first.total, 45)
        let titles = resource.columns.map(\.title)
        let cells = Dictionary(uniqueKeysWithValues: zip(titles, first.items.cells(row: 0, columns: Array(titles.indices))))
        XCTAssertEqual(cells["ID"], "1")
        XCTAssertEqual(cells["Name"], "Thing 1")
        XCTAssertEqual(cells["Category"], "books")
        XCTAssertEqual(cells["Supplier"], "3", "a supplier's id, until its name is looked up")
        XCTAssertEqual(DescribedCell.text(.bool(true), kind: .boolean), "✓")
        XCTAssertEqual(cells["Price"], "9.5")
        let second = try page(resource, client, scheduler, skip: 30)
        XCTAssertEqual(second.items.ids.first, 31)
        XCTAssertEqual(transport.requestLines, ["GET /products?limit=30&skip=0", "GET /products?limit=30&skip=30"])
    }

    func testOffsetPagesAndATotalInXTotalCount() throws {
        let resource = try DescribedFixtures.items(["offset", "limit"], schema: "{type: array, items: {$ref: '#/components/schemas/Item'}}")
        let (described, client, transport, scheduler) = pages(resource) { _ in .body((1...30).map { ["id": $0] }, headers: ["X-Total-Count": "95"]) }
        XCTAssertEqual(try page(described, client, scheduler, skip: 30).total, 95)
        XCTAssertEqual(transport.requestLines, ["GET /items?limit=30&offset=30"])
    }

    func testPageNumbersWithAPageSizeAndAContentRange() throws {
        let resource = try DescribedFixtures.items(["page", "per_page"], schema: "{type: array, items: {$ref: '#/components/schemas/Item'}}")
        let (described, client, transport, scheduler) = pages(resource) { _ in .body([["id": 1]], headers: ["Content-Range": "items 0-29/319"]) }
        XCTAssertEqual(try page(described, client, scheduler, skip: 60).total, 319)
        XCTAssertEqual(transport.requestLines, ["GET /items?page=3&per_page=30"])
    }

    func testAPageSizeTheServerChoosesIsLearnedFromTheFirstPage() throws {
        let resource = try DescribedFixtures.items(["page"], schema: "{type: object, properties: {count: {type: integer}, results: {type: array, items: {$ref: '#/components/schemas/Item'}}}}")
        let (described, client, transport, scheduler) = pages(resource) { request in
            let number = Int(request.query("page") ?? "1")!
            return .body(["count": 25, "results": (0..<(number < 3 ? 10 : 5)).map { ["id": (number - 1) * 10 + $0 + 1] }])
        }
        XCTAssertEqual(try page(described, client, scheduler).items.count, 10)
        XCTAssertEqual(try page(described, client, scheduler, skip: 10).items.ids.first, 11)
        XCTAssertEqual(transport.requestLines, ["GET /items?page=1", "GET /items?page=2"])
    }

    func testACursorFromTheBodyAndAnEndWithoutOne() throws {
        let resource = try DescribedFixtures.items(["cursor", "limit"], schema: "{type: object, properties: {data: {type: array, items: {$ref: '#/components/schemas/Item'}}, next_cursor: {type: string}}}")
        let (described, client, transport, scheduler) = pages(resource) { request in
            let body: [String: Any] = request.query("cursor") == nil
                ? ["data": (1...30).map { ["id": $0] }, "next_cursor": "abc"]
                : ["data": (31...40).map { ["id": $0] }, "next_cursor": NSNull()]
            return ScriptedTransport.Reply.body(body, headers: [:])
        }
        let first = try page(described, client, scheduler)
        XCTAssertEqual(first.total, 31, "a next cursor: one more page may come")
        let second = try page(described, client, scheduler, skip: 30)
        XCTAssertEqual(second.total, 40, "no next cursor: the list ends")
        XCTAssertEqual(transport.requestLines, ["GET /items?limit=30", "GET /items?cursor=abc&limit=30"])
        XCTAssertEqual(try page(described, client, scheduler, skip: 90).items.count, 0, "a place no page named ends the list")
        XCTAssertEqual(transport.requests.count, 2, "without asking")
    }

    func testLinkHeadersLeadToTheNextPage() throws {
        let resource = try DescribedFixtures.items(["per_page"], schema: "{type: array, items: {$ref: '#/components/schemas/Item'}}")
        var described = resource
        described.paging = .link(size: "per_page")
        let (any, client, transport, scheduler) = pages(described) { request in
            request.url?.query?.contains("page=2") == true
                ? ScriptedTransport.Reply.body([["id": 31]], headers: [:])
                : .body((1...30).map { ["id": $0] }, headers: ["Link": #"<http://127.0.0.1:9/items?page=2&per_page=30>; rel="next", <http://127.0.0.1:9/items?page=9>; rel="last""#])
        }
        XCTAssertEqual(try page(any, client, scheduler).total, 31)
        let second = try page(any, client, scheduler, skip: 30)
        XCTAssertEqual(second.items.ids, [31])
        XCTAssertEqual(second.total, 31)
        XCTAssertEqual(transport.requestLines, ["GET /items?per_page=30", "GET /items?page=2&per_page=30"])
    }

    func testWithoutATotalAFullPageMayHaveMoreAndAShortOneEnds() throws {
        let resource = try DescribedFixtures.items(["skip", "limit"], schema: "{type: array, items: {$ref: '#/components/schemas/Item'}}")
        let (described, client, _, scheduler) = pages(resource) { request in
            let ids = Int(request.query("skip")!)! == 0 ? Array(1...30) : Array(31...35)
            return ScriptedTransport.Reply.body(ids.map { ["id": $0] }, headers: [:])
        }
        XCTAssertEqual(try page(described, client, scheduler).total, 31)
        XCTAssertEqual(try page(described, client, scheduler, skip: 30).total, 35)
    }

    func testAServerThatIgnoresTheLimitGaveEverything() throws {
        let resource = try DescribedFixtures.items(["skip", "limit"], schema: "{type: array, items: {$ref: '#/components/schemas/Item'}}")
        let (described, client, _, scheduler) = pages(resource) { _ in .body((1...80).map { ["id": $0] }, headers: [:]) }
        let first = try page(described, client, scheduler)
        XCTAssertEqual(first.items.count, 80)
        XCTAssertEqual(first.total, 80)
    }

    func testSearchFilterAndSortGoWhereTheDescriptionSays() throws {
        let api = try DescribedFixtures.api("shop.yaml")
        let (resource, client, transport, scheduler) = pages(try XCTUnwrap(api["products"])) { _ in .body(["items": [], "total": 0]) }
        _ = try page(resource, client, scheduler, request: ListRequest(query: "lamp", sort: SortKey("price", .descending)))
        _ = try page(resource, client, scheduler, request: ListRequest(filter: FilterValue("category", "books")))
        _ = try page(resource, client, scheduler, request: ListRequest(filter: FilterValue("supplierId", "4")))
        XCTAssertEqual(transport.requestLines, [
            "GET /products?limit=30&q=lamp&skip=0&sort=-price",
            "GET /products?category=books&limit=30&skip=0",
            "GET /suppliers/4/products?limit=30&skip=0",
        ])
    }

    func testADetailShowsSectionsTablesThePictureLinksAndWhatDiffersFromTheSchema() throws {
        let api = try DescribedFixtures.api("shop.yaml")
        let (resource, client, transport, scheduler) = pages(try XCTUnwrap(api["products"])) { _ in
            .body(["id": 7, "name": "Lamp", "price": "cheap", "supplierId": 3, "thumbnail": "https://cdn.example/7.webp",
                   "supplier": ["id": 3, "name": "Acme", "country": "NL"],
                   "dimensions": ["width": 20, "height": 45],
                   "reviews": [["rating": 5, "comment": "bright"], ["rating": 2, "comment": "dim"]]], headers: [:])
        }
        let results = DescribedFixtures.values(resource.detail(id: 7, on: client), scheduler: scheduler)
        let content = try XCTUnwrap(results.last).result.get()
        XCTAssertEqual(transport.requestLines, ["GET /products/7"])
        XCTAssertEqual(content.title, "Lamp")
        XCTAssertEqual(content.subtitle, "Product #7")
        XCTAssertEqual(content.picture, "https://cdn.example/7.webp")
        XCTAssertEqual(content.value("Supplier ID"), "3")
        XCTAssertEqual(content.sections.first { $0.heading == "Dimensions" }?.fields.map(\.value.description), ["45", "20"])
        let reviews = try XCTUnwrap(content.sections.first { $0.heading.description == "Reviews (2)" })
        XCTAssertEqual(reviews.fields.map(\.value.description), ["Rating 5", "Rating 2"])
        XCTAssertEqual(reviews.fields.map(\.label.description), ["bright", "dim"])
        let differs = try XCTUnwrap(content.sections.first { $0.heading == "Not as described" })
        XCTAssertEqual(differs.fields.map(\.label.description), ["price"])
        XCTAssertEqual(differs.fields.first?.value.description, "string, not number")
        XCTAssertEqual(content.links.map(\.target), [.record(resource: "suppliers", id: 3)])
        XCTAssertEqual(content.editable.map(\.key).sorted(), ["category", "code", "contact", "name", "price", "supplierId"])
    }

    func testAWriteSendsItsFieldsAsTheSchemaTypesThem() throws {
        let api = try DescribedFixtures.api("shop.yaml")
        let (resource, client, transport, scheduler) = pages(try XCTUnwrap(api["products"])) { request in
            .body(["id": request.httpMethod == "POST" ? 46 : 7, "name": "Lamp", "price": 12.5], headers: [:])
        }
        let add = SaveRequest(resource: resource, id: 0, changes: ["name": "Lamp", "price": "12.5", "contact": ""], kind: .add)
        let added: [NetworkResult<WriteAnswer>] = DescribedFixtures.values(resource.write(add, on: client), scheduler: scheduler)
        XCTAssertEqual(try XCTUnwrap(added.last).get().id, 46)
        let sent = try JSONValue(jsonData: try XCTUnwrap(transport.requests.last?.httpBody))
        XCTAssertEqual(sent, ["name": "Lamp", "price": 12.5], "a number as a number; an empty optional field left out")
        _ = DescribedFixtures.values(resource.write(SaveRequest(resource: resource, id: 7, changes: ["price": "13"]), on: client), scheduler: scheduler)
        _ = DescribedFixtures.values(resource.write(SaveRequest(resource: resource, id: 7, changes: [:], kind: .delete), on: client), scheduler: scheduler)
        XCTAssertEqual(transport.requests.map { "\($0.httpMethod!) \($0.url!.path)" }, ["POST /products", "PATCH /products/7", "DELETE /products/7"])
    }

    func testTheFormChecksWhatTheSchemaSays() throws {
        let api = try DescribedFixtures.api("shop.yaml")
        let fields = Dictionary(uniqueKeysWithValues: AnyResource(described: try XCTUnwrap(api["products"]), tabKey: nil).newFields.map { ($0.key, $0.rule) })
        XCTAssertEqual(fields["name"]?.problem(with: ""), "required")
        XCTAssertEqual(fields["name"]?.problem(with: "x"), "at least 2 characters")
        XCTAssertEqual(fields["name"]?.problem(with: String(repeating: "x", count: 81)), "at most 80 characters")
        XCTAssertEqual(fields["price"]?.problem(with: "-1"), "a number, 0 or more", "a minimum says so one way, compiled or described")
        XCTAssertEqual(fields["price"]?.problem(with: "ten"), "a number")
        XCTAssertEqual(fields["category"]?.problem(with: "food"), "one of books, games, tools")
        XCTAssertNil(fields["category"]?.problem(with: "games"))
        XCTAssertEqual(fields["contact"]?.problem(with: "nobody"), "an e-mail address (name@host)")
        XCTAssertEqual(fields["code"]?.problem(with: "abc-1"), "text matching ^[A-Z]{3}-[0-9]+$")
        XCTAssertNil(fields["code"]?.problem(with: "ABC-12"))
        var limits = FieldLimits()
        limits.format = "date"
        XCTAssertEqual(FieldRule(.text, limits: limits).problem(with: "2024-02-30"), "a date (2024-05-01)")
        XCTAssertNil(FieldRule(.text, limits: limits).problem(with: "2024-02-29"))
        limits.format = "uri"
        XCTAssertEqual(FieldRule(.text, limits: limits).problem(with: "not a url"), "a URL (https://…)")
    }

    func testTextIDsGoBackIntoPathsAsText() throws {
        var resource = try DescribedFixtures.items([], schema: "{type: array, items: {type: object, properties: {id: {type: string, format: uuid}, name: {type: string}}}}")
        resource.recordPath = "/items/{id}"
        let uuid = "4f1c9a1e-1111-4a4a-9b9b-222233334444"
        let (described, client, transport, scheduler) = pages(resource) { request in
            let body: Any = request.url!.path == "/items" ? [["id": uuid, "name": "one"]] : ["id": uuid, "name": "one"]
            return ScriptedTransport.Reply.body(body, headers: [:])
        }
        let id = try XCTUnwrap(try page(described, client, scheduler).items.ids.first)
        XCTAssertLessThan(id, 0)
        _ = DescribedFixtures.values(described.detail(id: id, on: client), scheduler: scheduler)
        XCTAssertEqual(transport.requests.last?.url?.path, "/items/\(uuid)")
    }

    func testAListWithNoSchemaShowsItsRecordsAsTheyCame() throws {
        var resource = try DescribedFixtures.items([], schema: "{type: array}")
        resource.recordPath = nil
        let (described, client, transport, scheduler) = pages(resource) { _ in .body([["id": 1, "note": ["deep": true]]], headers: [:]) }
        let first = try page(described, client, scheduler)
        XCTAssertEqual(described.columns.map(\.title), ["ID"])
        let detail = try XCTUnwrap(DescribedFixtures.values(described.detail(id: try XCTUnwrap(first.items.ids.first), on: client),
                                                            scheduler: scheduler).last).result.get()
        XCTAssertEqual(detail.sections.first { $0.heading == "Note" }?.fields.first?.value.description, "true")
        XCTAssertEqual(transport.requests.count, 1, "the list's own copy: no path for one record")
    }

    func testAnAnswerWithNoListWhereOneWasPromisedIsShownAsOneRecord() throws {
        let resource = try DescribedFixtures.items([], schema: "{type: object, properties: {items: {type: array, items: {$ref: '#/components/schemas/Item'}}}}")
        let (described, client, _, scheduler) = pages(resource) { _ in .body(["error": "maintenance"], headers: [:]) }
        let first = try page(described, client, scheduler)
        XCTAssertEqual(first.items.count, 1)
        XCTAssertEqual(first.total, 1)
    }
}
