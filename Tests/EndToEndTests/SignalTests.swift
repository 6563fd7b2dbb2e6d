import Foundation
import StagingServer
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Every signal that ends `courier` and can be caught — SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT — sent by pid while it holds the terminal (at the password
/// prompt with echo off, in the app on the alternate screen): the terminal is
/// given back as it was and the exit status is 128+N.
final class SignalTests: XCTestCase {
    private static let signals: [(name: String, number: Int32)] = [
        ("SIGINT", SIGINT), ("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGQUIT", SIGQUIT),
    ]
    private var server: StagingServer!
    private var directory: URL!

    override func setUpWithError() throws {
        guard Tmux.available() else { throw XCTSkip("tmux is not installed") }
        server = StagingServer()
        try server.start()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-signals-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        server?.stop()
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    /// Runs courier from a script in tmux: the inner shell writes its pid and
    /// `exec`s courier (so the pid is courier's), then the outer one prints
    /// the exit status and the terminal's modes, and waits.
    private func launch(_ arguments: String) throws -> (tmux: Tmux, pid: pid_t) {
        let courier = try ProcessRunner.executable("courier").path
        let pidFile = directory.appendingPathComponent("pid-\(UUID().uuidString)")
        let script = directory.appendingPathComponent("run-\(UUID().uuidString).sh")
        try """
            sh -c 'echo $$ > \(pidFile.path); exec \(courier) --host test --base-url \(server.baseURL.absoluteString) \(arguments)'
            echo EXIT=$?
            \(Tmux.printModes)
            sleep 60
            """.write(to: script, atomically: true, encoding: .utf8)
        let tmux = try Tmux(command: "sh \(script.path)", cols: 80, rows: 24,
                            environment: ["XDG_CONFIG_HOME": directory.path, "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
                                          "LANG": "C.UTF-8", "TERM": "xterm-256color"])
        let deadline = Date().addingTimeInterval(Tmux.defaultTimeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: pidFile, encoding: .utf8), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return (tmux, pid)
            }
            Thread.sleep(forTimeInterval: Tmux.pollInterval)
        }
        throw XCTSkip("courier never started in tmux")
    }

    func testEachSignalAtThePasswordPromptTurnsEchoBackOnAndExitsWith128PlusN() throws {
        for (name, number) in Self.signals {
            let (tmux, pid) = try launch("login --username emilys")
            tmux.waitFor("Password for emilys")
            XCTAssertEqual(kill(pid, number), 0, name)
            tmux.waitFor("EXIT=\(128 + number)")
            tmux.assertTerminalRestored()
            XCTAssertFalse(tmux.alternateScreenOn, name)
            XCTAssertFalse(tmux.screen.lowercased().contains("crash"), "\(name): \(tmux.screen)")
        }
    }

    func testEachSignalInTheAppRestoresTheTerminalAndExitsWith128PlusN() throws {
        for (name, number) in Self.signals {
            let (tmux, pid) = try launch("")
            tmux.waitFor("Sign in")
            XCTAssertTrue(tmux.alternateScreenOn, "\(name): the app draws on the alternate screen")
            XCTAssertEqual(kill(pid, number), 0, name)
            tmux.waitFor("EXIT=\(128 + number)")
            tmux.assertTerminalRestored()
            XCTAssertFalse(tmux.alternateScreenOn, "\(name): the alternate screen is off")
            XCTAssertFalse(tmux.screen.lowercased().contains("crash"), "\(name): no crash report: \(tmux.screen)")
        }
    }
}
