import Foundation
import StagingServer
import XCTest

/// The default host, as the README's scripting example uses it: each
/// command is its own process with its own demo server, and what one signs
/// in to, the next still finds.
final class DemoHostTests: DemoHostTestCase {
    private func courier(_ arguments: [String], input: String? = nil, port: Int? = nil) throws -> ProcessRunner.Result {
        try ProcessRunner.run("courier", arguments, input: input,
                              environment: demoEnvironment(["COURIER_DEMO_PORT": "\(port ?? self.port)"]))
    }

    private var savedSessions: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: configHome.appendingPathComponent("courier").path)) ?? [])
            .filter { $0.hasPrefix("session-") }
    }

    func testLoginThenWhoamiWorksAcrossProcesses() throws {
        var result = try courier(["login", "--username", "emilys"], input: "emilyspass\n")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(savedSessions.count, 1)
        result = try courier(["whoami"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("emilys"), result.standardOutput)
        result = try courier(["get", "products", "--limit", "2"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let stats = try courier(["cache", "stats"])
        XCTAssertFalse(stats.standardOutput.contains("entries  0"), "the demo host's answers are cached: \(stats.standardOutput)")
    }

    func testARunAwayFromTheUsualPortKeepsTheDemoSessionButNoCache() throws {
        // Something else holds the usual port: this run's server takes another. The session is
        // the demo host's (issue 25, item 2), but nothing is cached under a port that is gone.
        let (holder, heldPort) = try LoopbackSocket.listen()
        defer { close(holder) }
        var result = try courier(["login", "--username", "emilys"], input: "emilyspass\n", port: heldPort)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(savedSessions, ["session-demo.json"], "one session, the demo host's")
        result = try courier(["get", "products", "--limit", "2"], port: heldPort)
        XCTAssertEqual(result.status, 0, result.standardError)
        let stats = try courier(["cache", "stats"], port: heldPort)
        XCTAssertTrue(stats.standardOutput.hasPrefix("entries  0\n"), "nothing cached away from the usual port: \(stats.standardOutput)")
    }
}
