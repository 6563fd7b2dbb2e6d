import Foundation
import JSON
import XCTest
@testable import StagingServer

/// `GET /openapi.json` describes what the server answers, checked against
/// the server itself: every route is in it, every `$ref` resolves, and
/// every record, page and write answer matches the schema it names.
final class APIOpenAPITests: XCTestCase {
    private let api = SharedAPI.standard
    private lazy var document: JSONValue = (try? api.get("/openapi.json").jsonValue()) ?? .null
    private lazy var validator = SchemaValidator(document: document)

    private func schema(_ name: String) -> JSONValue { ["$ref": .string("#/components/schemas/\(name)")] }

    private func assertMatches(_ value: JSONValue, _ name: String, _ context: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let errors = validator.errors(value, against: schema(name))
        XCTAssertTrue(errors.isEmpty, "\(name) \(context): \(errors.prefix(5))", file: file, line: line)
    }

    func testItIsOpenAPI31WithBothHostsTheBearerSchemeAndSignIn() throws {
        XCTAssertEqual(document["openapi"], "3.1.0")
        let servers = document["servers"]?.arrayValue?.compactMap { $0["url"]?.stringValue } ?? []
        XCTAssertEqual(servers, ["https://dummyjson.com", "http://{host}:{port}"])
        XCTAssertEqual(document["components"]?["securitySchemes"]?["bearerAuth"]?["scheme"], "bearer")
        for (path, method) in [("/auth/login", "post"), ("/auth/refresh", "post"), ("/auth/me", "get"), ("/auth/products", "get")] {
            XCTAssertNotNil(document["paths"]?[path]?[method], "\(method) \(path)")
        }
        XCTAssertEqual(document["paths"]?["/auth/products"]?["get"]?["security"]?.arrayValue?.count, 2)
        XCTAssertEqual(document["paths"]?["/products"]?["get"]?["security"], [])
        let listParameters = document["paths"]?["/products"]?["get"]?["parameters"]?.arrayValue?.compactMap { $0["$ref"]?.stringValue } ?? []
        XCTAssertEqual(listParameters.map { $0.split(separator: "/").last.map(String.init) ?? "" }, ["limit", "skip", "select", "sortBy", "order", "delay"])
    }

    func testEveryRouteTheServerAnswersIsDescribedPlainAndUnderAuth() {
        let paths = Set(document["paths"]?.objectValue?.keys.map { $0 } ?? [])
        for collection in api.data.collections {
            let name = collection.name
            var expected = ["/\(name)", "/\(name)/{id}"]
            if type(of: collection).isSearchable { expected.append("/\(name)/search") }
            if type(of: collection).isWritable { expected.append("/\(name)/add") }
            for route in collection.routes {
                expected.append("/" + ([route.root] + route.pattern.map {
                    switch $0 {
                    case .literal(let text): text
                    case .parameter(let name): "{\(name)}"
                    }
                }).joined(separator: "/"))
            }
            for path in expected {
                XCTAssertTrue(paths.contains(path), path)
                XCTAssertTrue(paths.contains("/auth" + path), "/auth" + path)
            }
        }
    }

    func testEveryReferenceResolves() {
        func references(in value: JSONValue) -> [String] {
            switch value {
            case .object(let object): object.flatMap { key, member in key == "$ref" ? [member.stringValue ?? ""] : references(in: member) }
            case .array(let items): items.flatMap(references)
            default: []
            }
        }
        let all = Set(references(in: document))
        XCTAssertGreaterThan(all.count, 40)
        for reference in all { XCTAssertNotNil(validator.resolve(reference), reference) }
    }

    func testEveryRecordAndPageMatchesItsSchema() throws {
        for collection in api.data.collections {
            let kind = type(of: collection)
            let page = try api.get("/\(collection.name)", [("limit", "0")]).jsonValue()
            assertMatches(page, "\(kind.noun)Page", collection.name)
            let deleted = try api.send(kind.isWritable ? "DELETE" : "GET", "/\(collection.name)/1").jsonValue()
            assertMatches(deleted, kind.isWritable ? "\(kind.noun)Deleted" : kind.noun, collection.name)
        }
        assertMatches(try api.get("/products", [("select", "title,nothing"), ("limit", "3")]).jsonValue(), "ProductPage", "selected")
        assertMatches(try api.get("/todos/user/5", [("select", "todo")]).jsonValue(), "TodoPage", "selected")
    }

    func testWriteAnswersMatchTheirSchemas() throws {
        let cases: [(String, String, JSONValue, String)] = [
            ("POST", "/products/add", ["title": "Pen", "price": 2], "ProductAdded"),
            ("PUT", "/products/1", ["stock": 0, "title": "New"], "ProductChanged"),
            ("POST", "/posts/add", ["title": "t", "userId": 3], "PostAdded"),
            ("PATCH", "/posts/2", ["body": "b"], "PostChanged"),
            ("POST", "/users/add", ["firstName": "Ada"], "UserAdded"),
            ("PUT", "/users/2", ["address": ["city": "Oslo"]], "UserChanged"),
            ("POST", "/carts/add", ["userId": 1, "products": [["id": 1, "quantity": 2]]], "CartAdded"),
            ("PUT", "/carts/1", ["merge": true, "products": [["id": 2]]], "CartChanged"),
            ("POST", "/recipes/add", ["name": "Soup"], "RecipeAdded"),
            ("POST", "/comments/add", ["body": "Nice", "postId": 1, "userId": 2], "CommentAdded"),
            ("PUT", "/comments/1", ["body": "Changed"], "CommentChanged"),
            ("POST", "/todos/add", ["todo": "Walk", "completed": false, "userId": 1], "TodoAdded"),
            ("PUT", "/todos/1", ["completed": true], "TodoChanged"),
        ]
        for (method, path, body, name) in cases {
            let response = api.send(method, path, json: body)
            XCTAssertLessThan(response.status, 300, "\(method) \(path): \(response.message ?? "")")
            assertMatches(try response.jsonValue(), name, "\(method) \(path)")
        }
    }

    func testSignInAnswersMatchTheirSchemas() throws {
        let login = api.send("POST", "/auth/login", json: ["username": "emilys", "password": "emilyspass"])
        assertMatches(try login.jsonValue(), "Session")
        let token = try XCTUnwrap(login.jsonValue()["accessToken"]?.stringValue)
        assertMatches(try api.get("/auth/me", headers: bearer(token)).jsonValue(), "User")
        assertMatches(try api.send("POST", "/auth/refresh", json: ["refreshToken": .string(token)]).jsonValue(), "Tokens")
        assertMatches(try api.get("/auth/me").jsonValue(), "Error")
    }

    func testTheDocumentIsServedWithAnETagAndPrintedByTheCommand() throws {
        let first = api.get("/openapi.json")
        let tag = try XCTUnwrap(first.header("ETag"))
        XCTAssertEqual(api.get("/openapi.json", headers: ["if-none-match": tag]).status, 304)
        XCTAssertEqual(try JSONValue(jsonData: Data(StagingAPI.openAPIDocument().utf8)), try first.jsonValue())
        XCTAssertTrue(try StagingServerOptions(arguments: ["--openapi"]).printOpenAPI)
    }
}
