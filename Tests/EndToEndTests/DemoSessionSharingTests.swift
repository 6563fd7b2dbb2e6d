import Foundation
import StagingServer
import XCTest

/// Issue 25, item 2: two Courier processes on the demo host at once. The
/// app holds the demo port, so a second process runs its demo server on
/// another; the demo session is the demo host's, whatever port its server
/// has, so the second process is signed in as the first one is.
final class DemoSessionSharingTests: DemoHostTestCase {
    private func courier(_ arguments: [String], input: String? = nil) throws -> ProcessRunner.Result {
        try ProcessRunner.run("courier", arguments, input: input, environment: demoEnvironment())
    }

    func testASecondCourierBesideTheAppIsSignedInToo() throws {
        guard Tmux.available() else { throw XCTSkip("tmux is not installed") }
        let tmux = try Tmux.courier("--host demo", environment: demoEnvironment(), cols: 80, rows: 24)
        signIn(tmux)
        let whoami = try courier(["whoami"])
        XCTAssertEqual(whoami.status, 0, "the app's session, from another process: \(whoami.standardError)")
        XCTAssertTrue(whoami.standardOutput.hasPrefix("emilys"), whoami.standardOutput)
        let get = try courier(["get", "products", "--limit", "2"])
        XCTAssertEqual(get.status, 0, get.standardError)
        XCTAssertTrue(get.standardOutput.contains("of 194"), get.standardOutput)
        tmux.send("q")
        tmux.waitFor("EXIT=0")
    }

    func testTwoCommandsAwayFromTheUsualPortShareOneSession() throws {
        // Both runs find the usual port taken and take any other.
        let (taken, takenPort) = try LoopbackSocket.listen()
        defer { close(taken) }
        let environment = demoEnvironment(["COURIER_DEMO_PORT": "\(takenPort)"])
        var result = try ProcessRunner.run("courier", ["login", "--username", "emilys"], input: "emilyspass\n", environment: environment)
        XCTAssertEqual(result.status, 0, result.standardError)
        result = try ProcessRunner.run("courier", ["whoami"], environment: environment)
        XCTAssertEqual(result.status, 0, "signed in, though each run had its own port: \(result.standardError)")
    }

    /// A curl command for the demo host names a server that ends with the process: it says so.
    func testACurlCommandForTheDemoHostSaysItsServerEndsWithCourier() throws {
        var result = try courier(["login", "--username", "emilys"], input: "emilyspass\n")
        XCTAssertEqual(result.status, 0, result.standardError)
        result = try courier(["get", "products", "--id", "1", "--curl"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("curl 'http://127.0.0.1:"), result.standardOutput)
        XCTAssertTrue(result.standardError.contains("stops answering when this courier exits"), result.standardError)
    }
}
