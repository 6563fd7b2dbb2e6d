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

    private func launch(_ arguments: String) throws -> (tmux: Tmux, pid: pid_t) {
        try Tmux.courierWithPID("--host test --base-url \(server.baseURL.absoluteString) \(arguments)", directory: directory)
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

    func testAHangUpInTheAppClosesTheCacheSoTheNextStartOwesNoCheck() throws {
        let (tmux, pid) = try launch("")
        tmux.waitFor("Sign in")
        let cache = directory.appendingPathComponent("cache/courier/cache.sqlite").path
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache + "-wal"), "the app has the cache open")
        XCTAssertEqual(kill(pid, SIGHUP), 0)
        tmux.waitFor("EXIT=\(128 + SIGHUP)")
        // A write-ahead log left behind would make the next start check the whole file.
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache + "-wal"), "the WAL is folded back at a hang-up")
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache))
    }

    /// The editor (or pager) has the terminal and the app waits for it: a
    /// SIGTERM or SIGHUP for the app is passed to the editor, and once it has
    /// ended the app restores the terminal and exits with 128+N, as it does
    /// with nothing running.
    func testASignalWhileTheEditorRunsEndsTheEditorThenTheApp() throws {
        for (name, number) in Self.signals where number == SIGTERM || number == SIGHUP {
            let heard = directory.appendingPathComponent("heard-\(number)")
            let editor = directory.appendingPathComponent("editor-\(number).sh")
            try """
                #!/bin/sh
                trap 'echo heard > \(heard.path); kill $! 2>/dev/null; exit 1' TERM HUP
                echo EDITOR-RUNNING
                sleep 600 & wait $!
                """.write(to: editor, atomically: true, encoding: .utf8)
            chmod(editor.path, 0o700)
            // A home of its own each time: the session the first one saved would skip the sign-in.
            let home = directory.appendingPathComponent("home-\(number)")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let (tmux, pid) = try Tmux.courierWithPID("--host test --base-url \(server.baseURL.absoluteString)", directory: home,
                                                      environment: ["EDITOR": editor.path, "VISUAL": ""])
            tmux.signIn(thenWaitFor: " of 194")
            tmux.send("Enter")
            tmux.waitFor("More in beauty")
            tmux.send("E")
            tmux.waitFor("EDITOR-RUNNING")
            XCTAssertEqual(kill(pid, number), 0, name)
            tmux.waitFor("EXIT=\(128 + number)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: heard.path), "\(name) reached the editor")
            tmux.assertTerminalRestored()
            XCTAssertFalse(tmux.alternateScreenOn, "\(name): the alternate screen is off")
        }
    }
}
