import Foundation
import StagingServer
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A command that crashes ends with 128+N, as a shell reports the signal, so
/// a script can tell; at the password prompt, echo comes back on first.
final class CrashExitTests: XCTestCase {
    private static let crashes: [(name: String, number: Int32)] = [("SIGSEGV", SIGSEGV), ("SIGABRT", SIGABRT)]
    private var server: StagingServer!
    private var proxy: FaultProxy!
    private var directory: URL!

    override func setUpWithError() throws {
        guard Tmux.available() else { throw XCTSkip("tmux is not installed") }
        server = StagingServer()
        try server.start()
        proxy = try FaultProxy(upstream: server.baseURL)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        proxy?.releaseHeld()
        proxy?.stop()
        server?.stop()
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    private var hostArguments: String { "--host test --base-url \(proxy.baseURL.absoluteString)" }

    func testAGetKilledBySIGSEGVOrSIGABRTEndsWith128PlusN() throws {
        let login = try Subprocess.run(try ProcessRunner.executable("courier").path,
                                       hostArguments.split(separator: " ").map(String.init) + ["login", "--username", "emilys"],
                                       environment: ["XDG_CONFIG_HOME": directory.path, "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path],
                                       input: Data("emilyspass\n".utf8))
        XCTAssertEqual(login.status, 0, String(decoding: login.standardError, as: UTF8.self))
        for (name, number) in Self.crashes {
            // The list is held at the proxy, so `get` is still waiting when the signal comes.
            proxy.set(.held)
            let (tmux, pid) = try Tmux.courierWithPID(hostArguments + " get products", directory: directory)
            XCTAssertTrue(Tmux.eventually { self.proxy.spoiled > 0 }, "\(name): the request never reached the proxy:\n\(tmux.screen)")
            XCTAssertEqual(kill(pid, number), 0, name)
            tmux.waitFor("EXIT=\(128 + number)")
            XCTAssertFalse(tmux.screen.contains("Backtracing"), "\(name): Swift's backtracer ran:\n\(tmux.screen)")
        }
    }

    func testACrashAtThePasswordPromptTurnsEchoBackOnAndEndsWith128PlusN() throws {
        for (name, number) in Self.crashes {
            let (tmux, pid) = try Tmux.courierWithPID(hostArguments + " login --username emilys", directory: directory)
            tmux.waitFor("Password for emilys")
            XCTAssertEqual(kill(pid, number), 0, name)
            tmux.waitFor("EXIT=\(128 + number)")
            tmux.assertTerminalRestored(name)
        }
    }
}
