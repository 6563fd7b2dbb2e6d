import Foundation
import JSON
import XCTest
@testable import APIDescription

final class DiscoveryTests: XCTestCase {
    private func shop() throws -> DiscoveredAPI { APIDiscovery.discover(try Corpus.description("shop.yaml")) }

    func testListsAreArraysOrObjectsWrappingOne() throws {
        let api = try shop()
        XCTAssertEqual(api.resources.map(\.id), ["products", "suppliers"], "health answers no list; the token is no list")
        let products = try XCTUnwrap(api["products"])
        XCTAssertEqual(products.itemsKey, "items")
        XCTAssertEqual(products.title, "Products")
        XCTAssertEqual(products.singular, "product")
        XCTAssertEqual(products.recordPath, "/products/{id}")
        XCTAssertEqual(products.itemSchema?.name, "Product")
        let suppliers = try XCTUnwrap(api["suppliers"])
        XCTAssertNil(suppliers.itemsKey, "a bare array")
        XCTAssertEqual(suppliers.recordPath, "/suppliers/{supplier_id}")
        XCTAssertEqual(suppliers.idField, "id")
    }

    func testQueryParametersBecomePagingSearchSortAndFilters() throws {
        let products = try XCTUnwrap(try shop()["products"])
        XCTAssertEqual(products.paging, .skipLimit(skip: "skip", limit: "limit"))
        XCTAssertEqual(products.total, .body("total"))
        XCTAssertEqual(products.search, SearchStyle(parameter: "q"))
        XCTAssertEqual(products.sort, SortStyle(parameter: "sort", order: .minusPrefix, fields: ["name", "price"]))
        XCTAssertEqual(products.filters, [
            DiscoveredFilter(name: "category", title: "Category", choices: ["books", "games", "tools"]),
            DiscoveredFilter(name: "supplierId", title: "Supplier ID", takesID: true, searchable: false, sortable: false),
        ])
        XCTAssertEqual(products.filterPaths, ["supplierId": "/suppliers/{supplier_id}/products"])
    }

    func testColumnsPutTheIDFirstATitleNextThenTheScalarsThatFit() throws {
        let products = try XCTUnwrap(try shop()["products"])
        let columns = products.columns
        XCTAssertEqual(columns.first?.field, "id")
        XCTAssertEqual(columns.first?.kind, .id)
        XCTAssertEqual(columns.dropFirst().first?.field, "name")
        XCTAssertEqual(columns.first { $0.field == "category" }?.kind, .choice)
        let product = try XCTUnwrap(products.itemSchema)
        XCTAssertEqual(ColumnDiscovery.column("inStock", try XCTUnwrap(product.property("inStock")))?.kind, .boolean)
        let supplier = try XCTUnwrap(columns.first { $0.field == "supplierId" }, "a supplier can be named: its column ranks high")
        XCTAssertEqual(supplier.title, "Supplier", "titled as its link")
        XCTAssertEqual(supplier.width, ColumnDiscovery.referenceWidth)
        XCTAssertEqual(ColumnDiscovery.column("createdAt", try XCTUnwrap(product.property("createdAt")))?.kind, .dateTime)
        XCTAssertNil(ColumnDiscovery.column("thumbnail", try XCTUnwrap(product.property("thumbnail"))), "a URL fits no row")
        XCTAssertFalse(columns.contains { $0.field == "thumbnail" }, "a picture is no column")
        XCTAssertFalse(columns.contains { ["dimensions", "reviews", "supplier"].contains($0.field) }, "objects and arrays are for the detail")
        XCTAssertLessThanOrEqual(columns.count, ColumnDiscovery.defaultMaximumColumns)
        XCTAssertEqual(products.picture, "thumbnail")
    }

    func testWritesComeFromTheOperationsAndTheirBodies() throws {
        let products = try XCTUnwrap(try shop()["products"])
        XCTAssertEqual(products.writes.createPath, "/products")
        XCTAssertEqual(products.writes.updateMethod, .patch)
        XCTAssertTrue(products.writes.canDelete)
        let fields = Dictionary(uniqueKeysWithValues: products.writes.fields.map { ($0.key, $0.constraints) })
        XCTAssertEqual(fields["name"]?.isRequired, true)
        XCTAssertEqual(fields["name"]?.limits.minLength, 2)
        XCTAssertEqual(fields["name"]?.limits.maxLength, 80)
        XCTAssertEqual(fields["price"]?.type, .number)
        XCTAssertEqual(fields["price"]?.limits.minimum, 0)
        XCTAssertEqual(fields["category"]?.limits.choices, ["books", "games", "tools"])
        XCTAssertEqual(fields["contact"]?.limits.format, "email")
        XCTAssertEqual(fields["code"]?.limits.pattern, "^[A-Z]{3}-[0-9]+$")
        XCTAssertNil(fields["id"], "read-only")
        let suppliers = try XCTUnwrap(try shop()["suppliers"])
        XCTAssertNil(suppliers.writes.createPath)
        XCTAssertNil(suppliers.writes.updateMethod)
        XCTAssertFalse(suppliers.writes.canDelete)
    }

    func testLinksOfEveryKind() throws {
        let api = try shop()
        let products = try XCTUnwrap(api["products"])
        let targets = products.links.map(\.target)
        XCTAssertTrue(targets.contains(.record(resource: "suppliers", field: "supplierId")), "an …Id field: \(targets)")
        XCTAssertTrue(targets.contains(.record(resource: "suppliers", field: "supplier.id")), "an embedded record by $ref: \(targets)")
        let suppliers = try XCTUnwrap(api["suppliers"])
        XCTAssertEqual(suppliers.links.map(\.target), [.list(resource: "products", filter: "supplierId")], "a sub-collection")
        XCTAssertEqual(suppliers.links.first?.title, "Products")
    }

    func testAnOpenAPILinkToAnotherResourcesRecord() throws {
        let api = APIDiscovery.discover(try Corpus.description(yaml: """
        openapi: 3.1.0
        info: {title: t, version: "1"}
        paths:
          /orders:
            get:
              responses: {"200": {description: x, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Order"}}}}}}
          /orders/{id}:
            get:
              parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
              responses:
                "200":
                  description: x
                  content: {application/json: {schema: {$ref: "#/components/schemas/Order"}}}
                  links:
                    buyer: {operationRef: "#/paths/~1people~1{pid}/get", parameters: {pid: "$response.body#/placedBy"}}
          /people:
            get:
              responses: {"200": {description: x, content: {application/json: {schema: {type: array, items: {type: object, properties: {id: {type: integer}}}}}}}}
          /people/{pid}:
            get:
              parameters: [{name: pid, in: path, required: true, schema: {type: integer}}]
              responses: {"200": {description: x, content: {application/json: {schema: {type: object}}}}}
        components:
          schemas:
            Order: {type: object, properties: {id: {type: integer}, placedBy: {type: integer}}}
        """))
        XCTAssertEqual(api["orders"]?.links, [DiscoveredLink(title: "Buyer", target: .record(resource: "people", field: "placedBy"))])
        XCTAssertEqual(api["people"]?.singular, "person")
    }

    func testAListWithNoSchemaIsStillAListOfRawRows() throws {
        let api = APIDiscovery.discover(try Corpus.description(yaml: """
        openapi: 3.0.0
        info: {title: t, version: "1"}
        paths:
          /things:
            get:
              responses: {"200": {description: x, content: {application/json: {schema: {type: array}}}}}
        """))
        XCTAssertEqual(api.resources.map(\.id), ["things"])
        XCTAssertEqual(api["things"]?.columns.map(\.field), ["id"])
        XCTAssertTrue(api.problems.contains { $0.location == "GET /things" && $0.problem.contains("raw JSON") }, "\(api.problems)")
    }

    func testPathsThatEndAlikeGetLongerIDs() {
        XCTAssertEqual(APIDiscovery.resourceIDs(["/v1/users", "/admin/users", "/posts"]), ["v1-users", "admin-users", "posts"])
        XCTAssertEqual(APIDiscovery.resourceIDs(["/api/order_items/"]), ["order-items"])
    }

    func testNamesOfFieldsAndRecords() {
        XCTAssertEqual(Naming.title("createdAt"), "Created at")
        XCTAssertEqual(Naming.title("first_name"), "First name")
        XCTAssertEqual(Naming.title("supplierId"), "Supplier ID")
        XCTAssertEqual(Naming.singular("categories"), "category")
        XCTAssertEqual(Naming.singular("addresses"), "address")
        XCTAssertEqual(Naming.singular("status"), "status")
        XCTAssertEqual(Naming.recordName("ProductOut"), "product")
        XCTAssertEqual(Naming.recordName("OrderItem"), "order item")
    }
}
