import Foundation
import XCTest

/// Decisions live in the features: no file of the TUI module decides
/// whether a sign-out asks, parses the command line, or wraps the detail's
/// lines anywhere but where the frame draws them.
final class KeysDecideNothingTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/TUI")

    private static func files() throws -> [(name: String, text: String)] {
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }

    func testNoFileInTheTUIDecidesASignOutParsesTheCommandLineOrMeasuresTheDetail() throws {
        let files = try Self.files()
        XCTAssertGreaterThan(files.count, 20, "the TUI's sources were found")
        for (name, text) in files {
            XCTAssertFalse(text.contains("hasUnsavedEdits"), "\(name) decides whether a sign-out asks")
            XCTAssertFalse(text.contains("BrowseCommand.parse"), "\(name) parses the command line")
            if name != "BrowseScreen.swift" && name != "DetailView.swift" {
                XCTAssertFalse(text.contains("DetailView.lines("), "\(name) measures the detail's lines")
            }
        }
    }
}
