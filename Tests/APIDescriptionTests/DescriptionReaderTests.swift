import Foundation
import JSON
import XCTest
@testable import APIDescription
@testable import YAML

final class DescriptionReaderTests: XCTestCase {
    func testReadsServersOperationsParametersSchemasAndSchemes() throws {
        let description = try Corpus.description("shop.yaml")
        XCTAssertEqual(description.version, "3.0.3")
        XCTAssertEqual(description.title, "Shop")
        XCTAssertEqual(description.servers.map(\.name), ["local", "production"])
        XCTAssertEqual(description.servers.first?.url?.absoluteString, "http://127.0.0.1:9/api",
                       "a relative server resolves against the description's URL")
        XCTAssertEqual(description.servers.last?.url?.absoluteString, "https://shop.example/api")
        XCTAssertEqual(description.securitySchemes["password"], .oauth2Password(tokenURL: "/api/token", refreshURL: "/api/token/refresh"))
        XCTAssertTrue(description.problems.isEmpty, "\(description.problems)")

        let list = try XCTUnwrap(description.operation(.get, "/products"))
        XCTAssertEqual(list.queryParameters.map(\.name), ["skip", "limit", "q", "sort", "category", "supplierId"])
        XCTAssertEqual(list.security, [["password"]])
        let page = try XCTUnwrap(list.response?.schema)
        XCTAssertEqual(page.name, "ProductPage")
        XCTAssertEqual(page.property("items")?.items?.name, "Product")

        let record = try XCTUnwrap(description.operation(.get, "/products/{id}"))
        XCTAssertEqual(record.parameter("id", in: .path)?.isRequired, true, "path-level parameters reach each operation")
        XCTAssertEqual(record.links.first?.operationID, "getSupplier")
        XCTAssertEqual(record.links.first?.parameters["id"], "$response.body#/supplierId")
        XCTAssertEqual(description.operation(.delete, "/products/{id}")?.response?.status, 204)
        XCTAssertEqual(description.operation(.post, "/token")?.requestContentType, "application/x-www-form-urlencoded")
    }

    func testAllOfMergesPropertiesAndRequirements() throws {
        let description = try Corpus.description("shop.yaml")
        let product = try XCTUnwrap(description.schema(named: "Product"))
        XCTAssertEqual(product.type, "object")
        XCTAssertTrue(Set(["id", "name", "price", "thumbnail", "supplier"]).isSubset(of: Set(product.propertyNames)))
        XCTAssertEqual(product.required, ["id", "name", "price"])
        XCTAssertEqual(product.property("price")?.minimum, 0)
        XCTAssertEqual(product.property("name")?.maxLength, 80)
        XCTAssertEqual(product.property("contact")?.format, "email")
        XCTAssertEqual(product.property("supplier")?.name, "Supplier")
        XCTAssertEqual(product.property("id")?.isReadOnly, true)
    }

    func testNullableUnionsOfThreeZeroAndThreeOneReadAsTheirSchema() throws {
        let description = try Corpus.description(yaml: """
        openapi: 3.1.0
        info: {title: t, version: "1"}
        paths: {}
        components:
          schemas:
            Owner: {type: object, properties: {id: {type: integer}}}
            Pet:
              type: object
              properties:
                owner:
                  anyOf: [{$ref: "#/components/schemas/Owner"}, {type: "null"}]
                age: {type: [integer, "null"]}
                nick: {type: string, nullable: true}
        """)
        let pet = try XCTUnwrap(description.schema(named: "Pet"))
        XCTAssertEqual(pet.property("owner")?.name, "Owner")
        XCTAssertEqual(pet.property("owner")?.type, "object")
        XCTAssertEqual(pet.property("owner")?.isNullable, true)
        XCTAssertEqual(pet.property("age")?.type, "integer")
        XCTAssertEqual(pet.property("age")?.isNullable, true)
        XCTAssertEqual(pet.property("nick")?.isNullable, true)
    }

    /// Found by fuzzing: a path key without its "/" became a list asked for
    /// relative to the server's URL. It is left out, and said so.
    func testAPathThatDoesNotBeginWithASlashIsLeftOutAndReported() throws {
        let text = """
            {"openapi": "3.1.0", "info": {"title": "T", "version": "1"},
             "paths": {"items": {"get": {"responses": {"200": {"description": "x"}}}},
                       "/things": {"get": {"responses": {"200": {"description": "x"}}}}}}
            """
        let description = try DescriptionReader.description(Data(text.utf8), from: nil)
        XCTAssertEqual(description.operations.map(\.path), ["/things"])
        XCTAssertTrue(description.problems.contains { $0.location == "#/paths/items" && $0.problem.contains("does not begin with /") },
                      "\(description.problems)")
    }

    func testJSONAndYAMLOfOneDocumentReadAlike() throws {
        let yaml = try DescriptionReader.value(of: Corpus.data("shop.yaml"))
        let json = try yaml.jsonData()
        XCTAssertEqual(try DescriptionReader.value(of: json), yaml)
        XCTAssertTrue(DescriptionReader.looksLikeJSON(Data("\u{FEFF}  {\"a\": 1}".utf8)))
    }

    func testServerVariablesTakeTheirDefaultsAndServersGetNames() throws {
        let description = try Corpus.description(yaml: """
        openapi: 3.1.0
        info: {title: t, version: "1"}
        servers:
          - {url: "https://api.example.com", description: "release: the public API"}
          - url: "http://{host}:{port}/v1"
            description: "staging: a local server"
            variables: {host: {default: 127.0.0.1}, port: {default: "8080"}}
          - {url: "https://other.example.com"}
        paths: {}
        """, from: nil)
        XCTAssertEqual(description.servers.map(\.name), ["release", "staging", "server3"])
        XCTAssertEqual(description.servers[1].url?.absoluteString, "http://127.0.0.1:8080/v1")
    }

    func testARelativeServerOfADescriptionReadFromAFileHasNoURL() throws {
        let description = try Corpus.description("shop.yaml", from: nil)
        XCTAssertNil(description.servers.first?.url, "nothing to resolve /api against: --base-url must say")
        let bare = try Corpus.description(yaml: "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\n",
                                          from: URL(string: "http://127.0.0.1:5/openapi.json"))
        XCTAssertEqual(bare.servers.map { $0.url?.absoluteString }, ["http://127.0.0.1:5/"], "no servers is one server at /")
    }

    func testAnUnquotedVersionNumberStillReads() throws {
        let description = try Corpus.description(yaml: "openapi: 3.1\ninfo: {title: t, version: 1}\npaths: {}\n")
        XCTAssertEqual(description.version, "3.1")
    }

    // MARK: Bad documents

    func testNotJSONOrYAMLSaysWhereItBroke() {
        XCTAssertThrowsError(try DescriptionReader.description(Data("openapi: 3.1.0\npaths: [\n  - a\n".utf8), from: nil)) { error in
            guard case .notJSONOrYAML(let yaml)? = error as? DescriptionError else { return XCTFail("\(error)") }
            XCTAssertGreaterThan(yaml.line, 1)
            XCTAssertTrue("\(error)".hasPrefix("not JSON or YAML (line "), "\(error)")
        }
        XCTAssertThrowsError(try DescriptionReader.description(Data("{\"openapi\": \"3.1.0\",\n \"paths\": {,}}".utf8), from: nil)) { error in
            guard case .notJSONOrYAML(let yaml)? = error as? DescriptionError else { return XCTFail("\(error)") }
            XCTAssertEqual(yaml.line, 2, "broken JSON is named by line too")
        }
    }

    func testATopLevelThatIsNoMappingIsNoDescription() {
        XCTAssertThrowsError(try DescriptionReader.description(Data("- a\n- b\n".utf8), from: nil)) { error in
            XCTAssertEqual(error as? DescriptionError, .notAnObject)
        }
        XCTAssertThrowsError(try DescriptionReader.description(Data("title: x\n".utf8), from: nil)) { error in
            XCTAssertEqual(error as? DescriptionError, .notADescription)
        }
    }

    func testOtherVersionsAreRefusedByName() {
        XCTAssertThrowsError(try DescriptionReader.description(Data(#"{"swagger": "2.0", "paths": {}}"#.utf8), from: nil)) { error in
            XCTAssertEqual(error as? DescriptionError, .unsupportedVersion("Swagger 2.0"))
            XCTAssertEqual("\(error)", "Courier reads OpenAPI 3.0 and 3.1; this document is Swagger 2.0")
        }
        XCTAssertThrowsError(try DescriptionReader.description(Data("openapi: 4.0.0\npaths: {}\n".utf8), from: nil)) { error in
            XCTAssertEqual(error as? DescriptionError, .unsupportedVersion("OpenAPI 4.0.0"))
        }
    }

    func testADocumentOverTheLimitIsRefusedBeforeItIsParsed() {
        XCTAssertThrowsError(try DescriptionReader.value(of: Data(count: 2_000_001), maximumBytes: 2_000_000)) { error in
            XCTAssertEqual(error as? DescriptionError, .tooLarge(bytes: 2_000_001, limit: 2_000_000))
        }
    }
}
