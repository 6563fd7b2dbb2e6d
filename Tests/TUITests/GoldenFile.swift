import Foundation
import XCTest

/// Frames kept as files under Tests/Goldens (one a file, every row ending
/// in "|"), a language's own under a folder named by its tag. A missing or
/// changed frame fails; COURIER_GOLDEN_RECORD=1 writes what is drawn now,
/// to be read over before it is committed.
enum GoldenFile {
    static func folder(_ language: String?) -> URL {
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Goldens")
        return language.map { goldens.appendingPathComponent($0) } ?? goldens
    }

    static func check(_ frame: String, _ name: String, language: String? = nil,
                      file: StaticString = #filePath, line: UInt = #line) {
        let folder = folder(language)
        let url = folder.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["COURIER_GOLDEN_RECORD"] != nil {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? (frame + "\n").write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return XCTFail("no golden \(name).txt; COURIER_GOLDEN_RECORD=1 writes it", file: file, line: line)
        }
        XCTAssertEqual(frame + "\n", expected, "golden \(name) differs; COURIER_GOLDEN_RECORD=1 rewrites it", file: file, line: line)
    }
}
