import Foundation
import JSON
import Models
import Network
import NetworkTesting
import ReactiveTesting
import ViewModels
import XCTest

/// `--json`'s bytes through the registry's own resources: every resource's
/// whole page of DummyJSON's real records, answered by a scripted transport,
/// comes out of `pageJSON` exactly as JSONEncoder wrote it before
/// JSONTextWriter (sorted, indented, slashes as they are, secrets left out).
final class RegistryJSONContractTests: XCTestCase {
    /// JSONEncoder's bytes of the page each resource decodes, keyed by resource id.
    private static let foundationPages: [String: @Sendable (Data, Set<String>) throws -> Data] = [
        "products": foundation(Page<Product>.self), "posts": foundation(Page<Post>.self),
        "users": foundation(Page<User>.self), "carts": foundation(Page<Cart>.self),
        "recipes": foundation(Page<Recipe>.self), "comments": foundation(Page<Comment>.self),
        "todos": foundation(Page<Todo>.self), "quotes": foundation(Page<Quote>.self),
    ]

    private static func foundation<T: Codable & Sendable>(_ type: T.Type) -> @Sendable (Data, Set<String>) throws -> Data {
        { data, secrets in
            // The code `--json` ran before JSONTextWriter, kept here as the reference.
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let bytes = try encoder.encode(try JSONDecoder().decode(T.self, from: data) as T)
            guard secrets.contains(where: { bytes.range(of: Data("\"\($0)\"".utf8)) != nil }) else { return bytes }
            return try encoder.encode(JSONValue(jsonData: bytes).removingKeys(secrets))
        }
    }

    func testEveryResourcesPageOfRealRecordsIsWrittenAsJSONEncoderWroteIt() throws {
        let registry = ResourceRegistry.standard
        XCTAssertEqual(Set(registry.ids), Set(Self.foundationPages.keys), "a new resource needs its page type here")
        for resource in registry.resources {
            let records = try JSONValue(jsonData: contractData(resource.id))
            let count = records.arrayValue?.count ?? 0
            let page = try JSONValue.object([resource.id: records, "total": .number(Double(count)), "skip": 0,
                                             "limit": .number(Double(count))]).jsonData()
            let scheduler = Fixtures.scheduler()
            let transport = ScriptedTransport(scheduler: scheduler) { _ in ScriptedTransport.Reply(status: 200, body: page) }
            let client = Fixtures.network(transport, scheduler: scheduler)
            let answers = resource.pageJSON(ListRequest(), on: client).record(on: scheduler)
            scheduler.advance(by: 1)
            guard case .value(let written)? = answers.elements.first?.result else {
                XCTFail("\(resource.id): no page: \(answers.events)")
                continue
            }
            let expected = try Self.foundationPages[resource.id]!(page, resource.secretFields)
            XCTAssertEqual(written, expected, "\(resource.id): \(count) records")
            XCTAssertGreaterThan(count, 0, resource.id)
        }
    }

    private func contractData(_ name: String) throws -> Data {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = repository.deletingLastPathComponent().appendingPathComponent("shared/contract/dummyjson/\(name).json")
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw XCTSkip("shared/contract/dummyjson not found next to the repository")
        }
        return try Data(contentsOf: file)
    }
}
