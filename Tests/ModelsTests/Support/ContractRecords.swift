import Foundation
import XCTest

/// The real upstream records live outside the repository (their licence
/// says so, and they are large); tests read them in place when present.
enum ContractRecords {
    /// Every file of records, one per resource.
    static let files = ["products", "posts", "users", "carts", "recipes", "comments", "todos", "quotes"]

    static var folder: URL? {
        let repoRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            repoRoot.deletingLastPathComponent().appendingPathComponent("shared/contract/dummyjson"),
            repoRoot.appendingPathComponent("shared/contract/dummyjson"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("products.json").path) }
    }

    /// The raw bytes of one contract file, or a skip when the folder is absent.
    static func data(_ name: String) throws -> Data {
        guard let folder else { throw XCTSkip("shared/contract/dummyjson not found next to the repository") }
        return try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
    }
}
