import Foundation
import XCTest

/// docs/ARCHITECTURE.md's "How to add a resource" says what the tree holds:
/// each numbered file exists for its example, todos, and the count the
/// recipe gives is the number of files it lists.
final class RecipeTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func recipe() throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        guard let start = text.range(of: "### How to add a resource"),
              let end = text.range(of: "\n### ", range: start.upperBound..<text.endIndex) else {
            throw XCTSkip("the recipe's section is missing")
        }
        return String(text[start.upperBound..<end.lowerBound])
    }

    func testTheRecipesCountIsTheFilesItListsAndEachExists() throws {
        let text = try recipe()
        let stated = try XCTUnwrap(text.firstMatch(of: /\*\*(\d+) source files to add and (\d+) lines to edit\*\*/),
                                   "the recipe states no count")
        let listed = text.matches(of: /(?m)^\d+\. `(Sources\/[^`]+\.swift)`/).map { String($0.output.1) }
        XCTAssertEqual(listed.count, Int(stated.output.1), "the recipe lists \(listed)")
        for path in listed {
            XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path) does not exist")
        }
        for edited in ["Sources/ViewModels/Registry/ResourceRegistry+Standard.swift",
                       "Sources/StagingServer/Collections/StagingCollections.swift"] {
            let source = try String(contentsOf: root.appendingPathComponent(edited), encoding: .utf8)
            XCTAssertTrue(source.contains("todos") || source.contains("Todo"), "\(edited) has no line for the example")
        }
        XCTAssertEqual(Int(stated.output.2), 2)
    }
}
