import Foundation
import JSON
import XCTest
@testable import YAML

/// A document read with its lines: each key and each item says where it
/// was written, so a config file's mistakes are told at their lines.
final class YAMLLinesTests: XCTestCase {
    func testEveryKeyAndItemHasTheLineItWasWrittenOn() throws {
        let document = try YAMLParser().parseWithLines(Data("""
        # a comment
        defaults:
          host: test

          theme: light
        keys:
          browsing:
            quit: [q, ctrl-c]
            search:
              - ctrl-s
              - /
        aliases: {pr: products category=smartphones}
        """.utf8))
        XCTAssertEqual(document.value["defaults"]?["host"], "test", "the value is read as parse reads it")
        XCTAssertEqual(document.lines[["defaults"]], 2)
        XCTAssertEqual(document.lines[["defaults", "host"]], 3)
        XCTAssertEqual(document.lines[["defaults", "theme"]], 5, "a blank line counts")
        XCTAssertEqual(document.lines[["keys", "browsing", "quit"]], 8)
        XCTAssertEqual(document.lines[["keys", "browsing", "quit", "1"]], 8, "a flow list's items are on its line")
        XCTAssertEqual(document.lines[["keys", "browsing", "search", "0"]], 10)
        XCTAssertEqual(document.lines[["keys", "browsing", "search", "1"]], 11)
        XCTAssertEqual(document.lines[["aliases", "pr"]], 12)
        XCTAssertEqual(document.line(["defaults", "host", "nothing", "here"]), 3, "a path below the last key is told at that key")
        XCTAssertNil(document.line(["nowhere"]))
    }

    func testParseKeepsNoLines() throws {
        XCTAssertEqual(try YAMLParser().parse("a: 1"), ["a": 1], "descriptions are read as before, without the bookkeeping")
    }
}
