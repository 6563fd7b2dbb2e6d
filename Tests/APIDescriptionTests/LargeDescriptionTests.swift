import Foundation
import JSON
import XCTest
@testable import APIDescription

/// Large and hostile descriptions: every one read to the end, with a
/// sensible result or a clear message, never a crash or a hang.
final class LargeDescriptionTests: XCTestCase {
    func testTwoThousandOperationsInFiveMegabytesAreAllDiscovered() throws {
        let data = GeneratedDescription.json(resources: 400, bytes: 5_000_000)
        XCTAssertGreaterThan(data.count, 4_000_000)
        let description = try DescriptionReader.description(data, from: nil)
        XCTAssertEqual(description.operations.count, 2_000)
        let api = APIDiscovery.discover(description)
        XCTAssertEqual(api.resources.count, 400)
        XCTAssertEqual(api["things7"]?.links.map(\.target), [.record(resource: "things6", field: "things6Id")])
        XCTAssertEqual(api["things7"]?.writes.updateMethod, .patch)
        XCTAssertTrue(api.problems.isEmpty, "\(api.problems.prefix(3))")
    }

    func testTheSameDocumentInYAMLReadsTheSame() throws {
        let json = try DescriptionReader.value(of: GeneratedDescription.json(resources: 20, bytes: 100_000))
        let yaml = try DescriptionReader.value(of: GeneratedDescription.yaml(resources: 20, bytes: 100_000))
        XCTAssertEqual(json, yaml)
    }

    func testTwentyMegabytesReadToTheEnd() throws {
        let data = GeneratedDescription.json(resources: 1_600, bytes: 20_000_000)
        XCTAssertGreaterThan(data.count, 18_000_000)
        let api = APIDiscovery.discover(try DescriptionReader.description(data, from: nil))
        XCTAssertEqual(api.resources.count, 1_600)
    }

    func testJSONIndentedWithTabsStillReads() throws {
        let text = "{\n\t\"openapi\": \"3.1.0\",\n\t\"info\": {\"title\": \"t\", \"version\": \"1\"},\n\t\"paths\": {}\n}"
        XCTAssertEqual(try DescriptionReader.description(Data(text.utf8), from: nil).version, "3.1.0")
    }

    /// Parts of a sound description replaced by values of every other kind,
    /// 300 times over: discovery goes around what it cannot read.
    func testADescriptionWithPartsOfTheWrongKindNeverCrashesDiscovery() throws {
        let sound = try DescriptionReader.value(of: try Corpus.data("shop.yaml"))
        var generator = SeededGenerator(seed: 23)
        let replacements: [JSONValue] = [.null, 7, "text", true, [], [:], ["$ref": "#/nowhere"], [1, "two", ["three": 3]]]
        for _ in 0..<300 {
            var document = sound
            for _ in 0..<3 { document = Self.replacing(in: document, with: replacements.randomElement(using: &generator)!, using: &generator) }
            guard let description = try? DescriptionReader.description(document, from: URL(string: "http://127.0.0.1:9/x.yaml")) else { continue }
            _ = APIDiscovery.discover(description)
        }
    }

    /// `value` with one node, chosen at random, replaced.
    static func replacing(in value: JSONValue, with replacement: JSONValue, using generator: inout SeededGenerator) -> JSONValue {
        switch value {
        case .object(var members) where !members.isEmpty && Int.random(in: 0..<4, using: &generator) > 0:
            let key = members.keys.sorted().randomElement(using: &generator)!
            members[key] = replacing(in: members[key]!, with: replacement, using: &generator)
            return .object(members)
        case .array(var items) where !items.isEmpty && Int.random(in: 0..<4, using: &generator) > 0:
            let index = Int.random(in: 0..<items.count, using: &generator)
            items[index] = replacing(in: items[index], with: replacement, using: &generator)
            return .array(items)
        default:
            return replacement
        }
    }
}

/// A repeatable sequence (SplitMix64), so a failure can be run again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
