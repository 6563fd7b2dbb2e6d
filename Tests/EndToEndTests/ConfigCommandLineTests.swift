import Foundation
import StagingServer
import XCTest

/// `courier config path|show|check` and a config file's defaults as the
/// built binary reads them: a bad file is said with its line and never
/// stops a command.
final class ConfigCommandLineTests: XCTestCase {
    private var server: StagingServer!
    private var configHome: URL!

    override func setUpWithError() throws {
        server = StagingServer()
        try server.start()
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("courier-config-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configHome.appendingPathComponent("courier"), withIntermediateDirectories: true)
    }

    override func tearDown() {
        server.stop()
        try? FileManager.default.removeItem(at: configHome)
    }

    private var file: URL { configHome.appendingPathComponent("courier/config.yaml") }

    private func courier(_ arguments: [String], input: String? = nil) throws -> ProcessRunner.Result {
        try ProcessRunner.run(
            "courier", ["--host", "test", "--base-url", server.baseURL.absoluteString] + arguments, input: input,
            environment: ["XDG_CONFIG_HOME": configHome.path, "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path,
                          "XDG_STATE_HOME": configHome.appendingPathComponent("state").path, "LANG": "C.UTF-8"])
    }

    func testPathShowAndCheck() throws {
        var result = try courier(["config", "path"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), file.path)
        try Data("defaults:\n  page-size: 7\naliases:\n  pr: products category=smartphones\n".utf8).write(to: file)
        result = try courier(["config", "show"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("page-size: 7"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("pr: products category=smartphones"))
        XCTAssertTrue(result.standardOutput.contains("search: [/]"), "every action's keys by name: \(result.standardOutput)")
        result = try courier(["config", "check"])
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("no problems"))
    }

    func testABadFileIsSaidWithItsLineAndTheCommandStillRuns() throws {
        try Data("defaults:\n  lang: klingon\n  page-size: 7\nkeys:\n  browsing:\n    fly: x\n".utf8).write(to: file)
        let check = try courier(["config", "check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.standardOutput.contains("\(file.path):2: "), check.standardOutput)
        XCTAssertTrue(check.standardOutput.contains("\(file.path):6: "), check.standardOutput)

        let login = try courier(["login", "--username", "emilys"], input: "emilyspass\n")
        XCTAssertEqual(login.status, 0, login.standardError)
        XCTAssertTrue(login.standardError.contains("\(file.path):2: "), "warned on stderr: \(login.standardError)")
        let get = try courier(["get", "products", "--limit", "3"])
        XCTAssertEqual(get.status, 0, get.standardError)
        XCTAssertTrue(get.standardOutput.contains("Glamour Beauty Mascara"), get.standardOutput)
    }

    func testTheCommandLineWinsOverTheFile() throws {
        try Data("defaults:\n  lang: zh-Hans\n".utf8).write(to: file)
        let english = try courier(["--lang", "en", "whoami"])
        XCTAssertTrue(english.standardError.contains("not signed in"), english.standardError)
        let chinese = try courier(["whoami"])
        XCTAssertFalse(chinese.standardError.contains("not signed in"), "the file's language: \(chinese.standardError)")
    }
}
