import Foundation
import JSON
import XCTest
@testable import APIDescription

final class ReferenceResolverTests: XCTestCase {
    private let broken = """
    openapi: 3.1.0
    info: {title: broken, version: "1"}
    paths:
      /loops:
        get:
          responses:
            "200":
              description: a loop
              content:
                application/json:
                  schema: {$ref: "#/components/schemas/A"}
      /nowhere:
        get:
          responses:
            "200":
              description: dangling
              content:
                application/json:
                  schema: {$ref: "#/components/schemas/Missing"}
      /elsewhere:
        get:
          responses:
            "200":
              description: another file
              content:
                application/json:
                  schema: {$ref: "other.yaml#/Pet"}
      /fine:
        get:
          responses:
            "200":
              description: a tree that contains itself, which is fine
              content:
                application/json:
                  schema: {$ref: "#/components/schemas/Node"}
    components:
      schemas:
        A: {$ref: "#/components/schemas/B"}
        B: {$ref: "#/components/schemas/A"}
        Node:
          type: object
          properties:
            id: {type: integer}
            children: {type: array, items: {$ref: "#/components/schemas/Node"}}
    """

    func testLoopsDanglingAndExternalReferencesAreReportedWithTheirPlace() throws {
        let description = try Corpus.description(yaml: broken)
        let problems = description.problems.map(\.description)
        XCTAssertTrue(problems.contains { $0.contains("~1loops") && $0.contains("leads back to itself") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("~1nowhere") && $0.contains("points at nothing") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("~1elsewhere") && $0.contains("another document") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.hasPrefix("#/components/schemas/A/$ref") }, "\(problems)")
        XCTAssertFalse(problems.contains { $0.contains("Node") }, "a recursive schema is no loop of references")
    }

    func testABrokenReferenceReadsAsAnUnknownSchemaAndTheRestStillWorks() throws {
        let description = try Corpus.description(yaml: broken)
        XCTAssertEqual(description.operations.count, 4)
        XCTAssertEqual(description.operation(.get, "/loops")?.response?.schema?.isBroken, true)
        XCTAssertEqual(description.operation(.get, "/nowhere")?.response?.schema?.isEmpty, true)
        let node = try XCTUnwrap(description.operation(.get, "/fine")?.response?.schema)
        XCTAssertEqual(node.property("children")?.items?.property("children")?.items?.name, "Node",
                       "a recursive schema resolves as deep as it is walked")
    }

    func testPointersUnescapeTheirTokens() {
        let pointer = JSONPointer(reference: "#/paths/~1users~1{id}/get/a~0b")
        XCTAssertEqual(pointer?.tokens, ["paths", "/users/{id}", "get", "a~b"])
        XCTAssertEqual(pointer?.description, "#/paths/~1users~1{id}/get/a~0b")
        XCTAssertEqual(JSONPointer(reference: "#/components/schemas/Pet%20Food")?.componentName, "Pet Food")
        XCTAssertNil(JSONPointer(reference: "https://example.com/x.yaml#/A"))
        let root: JSONValue = ["a": [["b": 7]]]
        XCTAssertEqual(JSONPointer(reference: "#/a/0/b")?.value(in: root), 7)
        XCTAssertNil(JSONPointer(reference: "#/a/1/b")?.value(in: root))
    }

    func testAChainOfReferencesLongerThanTheLimitIsALoop() throws {
        var schemas: [String: JSONValue] = [:]
        for index in 0..<200 { schemas["S\(index)"] = ["$ref": .string("#/components/schemas/S\(index + 1)")] }
        schemas["S200"] = ["type": "string"]
        let root: JSONValue = ["openapi": "3.1.0", "paths": [:], "components": ["schemas": .object(schemas)]]
        let resolver = ReferenceResolver(root: root)
        XCTAssertTrue(resolver.resolve(["$ref": "#/components/schemas/S0"]).broken)
        XCTAssertFalse(resolver.resolve(["$ref": "#/components/schemas/S150"]).broken)
    }
}
