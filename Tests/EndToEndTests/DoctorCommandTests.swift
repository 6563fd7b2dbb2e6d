import Foundation
import StagingServer
import XCTest

/// `courier doctor` on a setup that works and on one that does not (the
/// demo server's port taken, a cache that cannot be written): what it says
/// and its exit status. Only loopback hosts are asked (`--host test`).
final class DoctorCommandTests: XCTestCase {
    private var server: StagingServer!
    private var home: URL!

    override func setUpWithError() throws {
        server = StagingServer()
        try server.start()
        home = FileManager.default.temporaryDirectory.appendingPathComponent("courier-doctor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDown() {
        server.stop()
        try? FileManager.default.removeItem(at: home)
    }

    private func courier(_ arguments: [String], demoPort: Int, input: String? = nil) throws -> ProcessRunner.Result {
        try ProcessRunner.run("courier", ["--host", "test", "--base-url", server.baseURL.absoluteString] + arguments, input: input,
                              environment: ["XDG_CONFIG_HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                                            "LANG": "C.UTF-8", "TERM": "xterm-256color", "COURIER_DEMO_PORT": String(demoPort)])
    }

    /// A port nothing listens on: one the kernel handed out, let go again.
    private func freePort() throws -> Int {
        let probe = StagingServer(port: 0)
        try probe.start()
        let port = probe.baseURL.port!
        probe.stop()
        return port
    }

    func testAGoodSetupSaysSoAndExitsZero() throws {
        let port = try freePort()
        XCTAssertEqual(try courier(["login", "--username", "emilys"], demoPort: port, input: "emilyspass\n").status, 0)
        let result = try courier(["doctor"], demoPort: port)
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ok   demo port") && $0.contains("\(port) is free") }, result.standardOutput)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ok   cache") && $0.contains(home.path) }, result.standardOutput)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ok   session (test)") && $0.contains("signed in as emilys") }, result.standardOutput)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ok   host test") && $0.contains("answers (HTTP") }, result.standardOutput)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ok   UTF-8 locale") }, result.standardOutput)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ok   colours") && $0.contains("256") }, result.standardOutput)
        // The executable as built runs on mimalloc: the loader bound malloc to it, not to the C library's.
        XCTAssertTrue(lines.contains { $0.hasPrefix("ok   allocator") && $0.contains("mimalloc 2.") }, result.standardOutput)
        XCTAssertFalse(lines.contains { $0.hasPrefix("FAIL") }, result.standardOutput)
        XCTAssertEqual(lines.last, "Nothing is broken.")
        XCTAssertFalse(result.standardOutput.contains("host release"), "only the host asked for: no internet")
    }

    /// A taken demo port is a warning, not a failure: the demo host still runs, on a free port.
    func testATakenPortWarnsAndAnUnwritableCacheIsBrokenWithWhatToDo() throws {
        // A regular file where the cache's directory would go: unwritable even for root.
        let blocker = home.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        let taken = server.baseURL.port!
        let result = try courier(["--cache-dir", blocker.appendingPathComponent("cache").path, "doctor"], demoPort: taken)
        XCTAssertEqual(result.status, 1, result.standardOutput + result.standardError)
        let text = result.standardOutput
        // The port's holder is a staging server: it answers as a Courier's demo server would.
        XCTAssertTrue(text.split(separator: "\n").contains {
            $0.hasPrefix("warn demo port") && $0.contains("\(taken) is held by a running Courier or courier-server")
        }, text)
        XCTAssertTrue(text.contains("runs on a free port, signed in as the other, and caches nothing"), text)
        XCTAssertTrue(text.contains("FAIL cache") && text.contains("cannot be written"), text)
        XCTAssertTrue(text.contains("--cache-dir"), text)
        XCTAssertTrue(text.contains("1 broken: see FAIL above."), text)
    }

    func testAPortTakenByAnotherProgramWarnsThatTheDemoHostWillCacheNothing() throws {
        let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(holder) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(holder, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(listen(holder, 1), 0, "a listener that never answers: not a Courier")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(holder, $0, &length) }
        }
        let taken = Int(UInt16(bigEndian: address.sin_port))
        let result = try courier(["doctor"], demoPort: taken)
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        XCTAssertTrue(result.standardOutput.split(separator: "\n").contains { $0.hasPrefix("warn demo port") && $0.contains("port \(taken): ") },
                      result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("so the demo host caches nothing"), result.standardOutput)
    }

    func testItSpeaksThePersonsLanguage() throws {
        let result = try courier(["--lang", "zh-Hant", "doctor"], demoPort: try freePort())
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.contains("一切正常。") && result.standardOutput.contains("快取"), result.standardOutput)
    }
}
