// Without XCTest (a static release build, which compiles every target) this is left out.
#if canImport(XCTest)
import Foundation
import ViewModels
import XCTest

/// Frames kept as files under Tests/Goldens (one a file, every row ending
/// in "|"): a fixture's in a folder of its own, a language's own under a
/// folder named by its tag. A missing or changed frame fails;
/// COURIER_GOLDEN_RECORD=1 writes what is drawn now, to be read over
/// before it is committed.
package enum GoldenFile {
    package static let recordVariable = "COURIER_GOLDEN_RECORD"

    package static func folder(_ language: String?, fixture: String? = nil) -> URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests").appendingPathComponent("Goldens")
        if let fixture { folder.appendPathComponent(fixture) }
        if let language { folder.appendPathComponent(language) }
        return folder
    }

    /// The folder's name for a language: none for English, the tag for the others.
    package static func tag(_ language: MessageLanguage) -> String? {
        switch language {
        case .english: return nil
        case .simplifiedChinese: return "zh-Hans"
        case .traditionalChinese: return "zh-Hant"
        }
    }

    package static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] != nil }

    package static func check(_ frame: String, _ name: String, language: String? = nil, fixture: String? = nil,
                              file: StaticString = #filePath, line: UInt = #line) {
        let folder = folder(language, fixture: fixture)
        let url = folder.appendingPathComponent("\(name).txt")
        if isRecording {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? (frame + "\n").write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = read(name, language: language, fixture: fixture) else {
            return XCTFail("no golden \(name).txt; \(recordVariable)=1 writes it", file: file, line: line)
        }
        XCTAssertEqual(frame + "\n", expected, "golden \(name) differs; \(recordVariable)=1 rewrites it", file: file, line: line)
    }

    /// Rows as a golden keeps them: one a line, each ending in "|" so
    /// trailing spaces stay visible and survive editors.
    package static func framed(_ lines: some Sequence<String>) -> String {
        lines.map { $0 + "|" }.joined(separator: "\n")
    }

    /// The golden's text as kept, nil when there is none.
    package static func read(_ name: String, language: String? = nil, fixture: String? = nil) -> String? {
        try? String(contentsOf: folder(language, fixture: fixture).appendingPathComponent("\(name).txt"), encoding: .utf8)
    }
}
#endif
