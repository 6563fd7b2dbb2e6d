import Foundation
import JSON
import XCTest
@testable import YAML

final class YAMLParserTests: XCTestCase {
    private let parser = YAMLParser()

    func testReadsMappingsSequencesAndScalarsOfEveryKind() throws {
        let value = try parser.parse("""
        openapi: 3.1.0
        info:
          title: "Pets: the API"
          version: 1.0
        count: 42
        hex: 0x1F
        octal: 0o17
        ratio: -2.5e3
        half: .5
        off: false
        on: True
        none: ~
        empty:
        quoted: "42"
        single: 'true'
        list: [1, two, 3.0]
        block:
          - a
          - b: c
        """)
        XCTAssertEqual(value["openapi"], "3.1.0", "two dots is no number")
        XCTAssertEqual(value["info"]?["title"], "Pets: the API")
        XCTAssertEqual(value["info"]?["version"], 1.0)
        XCTAssertEqual(value["count"], 42)
        XCTAssertEqual(value["hex"], 31)
        XCTAssertEqual(value["octal"], 15)
        XCTAssertEqual(value["ratio"], -2500)
        XCTAssertEqual(value["half"], 0.5)
        XCTAssertEqual(value["off"], false)
        XCTAssertEqual(value["on"], true)
        XCTAssertEqual(value["none"], .null)
        XCTAssertEqual(value["empty"], .null)
        XCTAssertEqual(value["quoted"], "42", "a quoted number stays text")
        XCTAssertEqual(value["single"], "true")
        XCTAssertEqual(value["list"], [1, "two", 3])
        XCTAssertEqual(value["block"], ["a", ["b": "c"]])
    }

    func testKeysAreTheirTextWhateverTheyLookLike() throws {
        let value = try parser.parse("""
        responses:
          200: {description: ok}
          404: {description: missing}
          true: yes
        """)
        XCTAssertEqual(value["responses"]?["200"]?["description"], "ok")
        XCTAssertEqual(value["responses"]?["404"]?["description"], "missing")
        XCTAssertEqual(value["responses"]?["true"], "yes", "YAML 1.2 reads yes as text")
    }

    func testBlockScalarsKeepTheirLines() throws {
        let value = try parser.parse("""
        literal: |
          one
          two
        folded: >
          one
          two
        end: 1
        """)
        XCTAssertEqual(value["literal"], "one\ntwo\n")
        XCTAssertEqual(value["folded"], "one two\n")
    }

    func testExplicitTagsDecide() throws {
        let value = try parser.parse("""
        a: !!str 7
        b: !!int "7"
        c: !!float 1
        d: !!bool "false"
        e: !Ref other
        """)
        XCTAssertEqual(value["a"], "7")
        XCTAssertEqual(value["b"], 7)
        XCTAssertEqual(value["c"], 1)
        XCTAssertEqual(value["d"], false)
        XCTAssertEqual(value["e"], "other", "a local tag keeps the text")
    }

    func testATagTheTextDoesNotFitIsAnErrorWithItsPlace() {
        XCTAssertThrowsError(try parser.parse("a: 1\nb: !!int seven\n")) { error in
            let error = error as? YAMLError
            XCTAssertEqual(error?.reason, .tagMismatch(tag: "int", value: "seven"))
            XCTAssertEqual(error?.line, 2)
        }
    }

    func testAnchorsAliasesAndMergeKeys() throws {
        let value = try parser.parse("""
        base: &base
          type: object
          required: [id]
        name: &name Emily
        user:
          <<: *base
          required: [id, name]
          title: *name
        both:
          <<: [*base, {extra: 1}]
        """)
        XCTAssertEqual(value["user"]?["type"], "object", "merged from the anchor")
        XCTAssertEqual(value["user"]?["required"], ["id", "name"], "the mapping's own key wins over a merged one")
        XCTAssertEqual(value["user"]?["title"], "Emily")
        XCTAssertEqual(value["both"]?["extra"], 1)
        XCTAssertEqual(value["both"]?["type"], "object")
        XCTAssertNil(value["user"]?["<<"])
    }

    func testJSONReadsAsYAML() throws {
        let value = try parser.parse(#"{"paths": {"/users": {"get": {"responses": {"200": {"description": "ok"}}}}}, "n": [1, 2.5, null, true]}"#)
        XCTAssertEqual(value["paths"]?["/users"]?["get"]?["responses"]?["200"]?["description"], "ok")
        XCTAssertEqual(value["n"], [1, 2.5, .null, true])
    }

    func testAnEmptyDocumentIsNull() throws {
        XCTAssertEqual(try parser.parse(""), .null)
        XCTAssertEqual(try parser.parse("# only a comment\n"), .null)
    }

    func testASyntaxErrorNamesItsLineAndColumn() {
        XCTAssertThrowsError(try parser.parse("a: 1\nb: [1, 2\nc: 3\n")) { error in
            guard let error = error as? YAMLError, case .syntax(let words) = error.reason else {
                return XCTFail("expected a syntax error, got \(error)")
            }
            XCTAssertGreaterThanOrEqual(error.line, 2)
            XCTAssertFalse(words.isEmpty)
            XCTAssertTrue(error.description.hasPrefix("line \(error.line), column \(error.column): "), error.description)
        }
        XCTAssertThrowsError(try parser.parse("key: value\n  bad indent: here\n")) { error in
            XCTAssertEqual((error as? YAMLError)?.line, 2, "\(error)")
        }
    }

    func testADuplicateKeyIsRefusedWhereItIsWrittenTheSecondTime() {
        XCTAssertThrowsError(try parser.parse("a: 1\nb: 2\na: 3\n")) { error in
            XCTAssertEqual(error as? YAMLError, YAMLError(.duplicateKey("a"), line: 3, column: 1))
        }
    }

    func testAComplexKeyIsRefused() {
        XCTAssertThrowsError(try parser.parse("? [a, b]\n: value\n")) { error in
            XCTAssertEqual((error as? YAMLError)?.reason, .complexKey)
        }
    }

    func testAnAliasBeforeItsAnchorIsRefused() {
        XCTAssertThrowsError(try parser.parse("a: *nowhere\n")) { error in
            // libyaml itself refuses some; either way the alias is named or the place is given.
            XCTAssertNotNil(error as? YAMLError)
            XCTAssertEqual((error as? YAMLError)?.line, 1)
        }
    }

    func testASecondDocumentIsRefused() {
        XCTAssertThrowsError(try parser.parse("a: 1\n---\nb: 2\n")) { error in
            XCTAssertEqual((error as? YAMLError)?.reason, .moreThanOneDocument)
            XCTAssertEqual((error as? YAMLError)?.line, 2)
        }
    }

    func testABillionLaughsIsRefusedQuickly() {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            lines.append("a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]")
        }
        XCTAssertThrowsError(try parser.parse(lines.joined(separator: "\n"))) { error in
            XCTAssertEqual((error as? YAMLError)?.reason, .tooManyNodes(limit: YAMLLimits.default.maximumNodes))
        }
    }

    func testDeepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try parser.parse(deep)) { error in
            XCTAssertEqual((error as? YAMLError)?.reason, .tooDeep(limit: YAMLLimits.default.maximumDepth))
        }
    }

    func testBytesThatAreNotUTF8AreAnError() {
        XCTAssertThrowsError(try parser.parse(Data([0x61, 0x3A, 0x20, 0xFF, 0xFE, 0x0A]))) { error in
            guard case .syntax = (error as? YAMLError)?.reason else { return XCTFail("\(error)") }
        }
    }

    func testBinaryGarbageIsAnErrorNotACrash() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let bytes = (0..<200).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = try? parser.parse(Data(bytes))
        }
        XCTAssertThrowsError(try parser.parse("\u{0}\u{1}{{[[:"))
    }
}
