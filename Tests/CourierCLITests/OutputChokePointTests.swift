import Foundation
import XCTest

/// `Output` is the only code in CourierCLI that writes to stdout or stderr,
/// so nothing the server sends can reach the terminal around the sanitiser.
final class OutputChokePointTests: XCTestCase {
    func testNoOtherFileOfTheCommandLineWritesToTheTerminal() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CourierCLI")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        XCTAssertTrue(files.contains("Output.swift"), "\(files)")
        let writers = ["FileHandle.standardOutput", "FileHandle.standardError", "print(", "fputs(", "putchar(",
                       "STDOUT_FILENO, ", "STDERR_FILENO, ", "debugPrint(", "dump("]
        for file in files where file != "Output.swift" {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for writer in writers {
                XCTAssertFalse(text.contains(writer), "\(file) writes with \(writer) around Output")
            }
        }
    }
}
