import Foundation
import ViewModels
import XCTest
@testable import CourierCLI

/// courier(1): made from the help's tables, rendered by man-db and groff
/// (installed by .ci/run) without a warning.
final class ManPageTests: XCTestCase {
    func testManRendersItWithoutWarnings() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/man") else { throw XCTSkip("man-db is not installed (.ci/run installs it)") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-man-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("courier.1")
        try ManPage.text().write(to: page, atomically: true, encoding: .utf8)
        let (status, output, errors) = try run(["/usr/bin/man", "--warnings=all", "-l", page.path])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(errors, "", "groff warned")
        XCTAssertTrue(output.contains("COURIER(1)"), output)
        for option in CourierOptions.options + CourierOptions.getOptions {
            let flag = String(option.flags.split(separator: " ")[0])
            XCTAssertTrue(output.contains(flag), "\(flag) is in --help but not in the man page")
        }
        XCTAssertTrue(output.contains("简体中文"), "other than ASCII comes through its escapes")
    }

    func testTextIsNeverReadAsARequest() {
        XCTAssertEqual(ManPage.escape(".SH oops"), "\\&.SH oops")
        XCTAssertEqual(ManPage.escape("a\\b --c"), "a\\eb \\-\\-c")
        XCTAssertEqual(ManPage.escape("简"), "\\[u7B80]")
    }

    private func run(_ arguments: [String]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        var environment = ProcessInfo.processInfo.environment
        environment["MANWIDTH"] = "80"
        environment["MANPAGER"] = "cat"
        environment["PAGER"] = "cat"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The page is far below a pipe's buffer on stderr, so reading stdout first cannot stall.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
