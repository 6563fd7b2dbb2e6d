import Foundation
import StagingServer
import XCTest

/// The built `courier` in a real terminal (tmux) against a staging server in
/// this process: what a person sees and what the terminal is left in.
final class AppInTmuxTests: XCTestCase {
    private var server: StagingServer!
    private var configHome: URL!

    override func setUpWithError() throws {
        guard Tmux.available() else { throw XCTSkip("tmux is not installed") }
        server = StagingServer()
        try server.start()
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("courier-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
    }

    override func tearDown() {
        server?.stop()
        if let configHome { try? FileManager.default.removeItem(at: configHome) }
    }

    /// Runs courier, then prints its exit status and the terminal's modes, and waits.
    private func launch(cols: Int = 100, rows: Int = 30, extra: String = "") throws -> Tmux {
        let courier = try ProcessRunner.executable("courier").path
        let command = "sh -c '\(courier) --host test --base-url \(server.baseURL.absoluteString) \(extra); "
            + "echo EXIT=$?; stty -a | tr \" \" \"\\n\" | grep -E \"^-?(echo|icanon)$\" | tr \"\\n\" \" \"; echo; sleep 60'"
        return try Tmux(command: command, cols: cols, rows: rows,
                        environment: ["XDG_CONFIG_HOME": configHome.path, "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path, "LANG": "C.UTF-8",
                                      "TERM": "xterm-256color"])
    }

    private func signIn(_ tmux: Tmux, password: String = "emilyspass") {
        tmux.waitFor("Sign in")
        tmux.type("emilys")
        tmux.send("Tab")
        tmux.type(password)
        tmux.send("Enter")
    }

    func testBrowsingAsAPersonWould() throws {
        let tmux = try launch()
        signIn(tmux)
        tmux.waitFor("Glamour Beauty Mascara")
        tmux.waitFor("30 of 194")

        tmux.send("/")
        tmux.type("phone")
        tmux.waitFor("of 14")
        tmux.send("Enter")
        tmux.waitFor("Search: phone")
        XCTAssertFalse(tmux.screen.contains("Glamour Beauty Mascara"))

        tmux.send("Enter")
        tmux.waitFor("Overview")
        tmux.waitFor("Rating")
        tmux.send("Escape")
        let (closed, screen) = tmux.waitFor { !$0.contains("Overview") }
        XCTAssertTrue(closed, screen)

        tmux.send("3")
        tmux.waitFor("Emily Johnson")
        tmux.waitFor("30 of 208")

        tmux.resize(cols: 50, rows: 12)
        tmux.waitFor("Emily Johnson")
        tmux.resize(cols: 30, rows: 8)
        tmux.waitFor("too small")
        tmux.resize(cols: 100, rows: 30)
        tmux.waitFor("Emily Johnson")

        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    func testAWrongPasswordSaysInvalidCredentials() throws {
        let tmux = try launch(cols: 80, rows: 24)
        signIn(tmux, password: "wrong")
        tmux.waitFor("Invalid credentials")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    func testQQuitsAndRestoresTheTerminal() throws {
        let tmux = try launch(cols: 80, rows: 24)
        signIn(tmux)
        tmux.waitFor("Glamour Beauty")
        tmux.send("q")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    func testTheSessionIsKeptForTheNextStart() throws {
        var tmux: Tmux? = try launch(cols: 80, rows: 24)
        signIn(tmux!)
        tmux!.waitFor("Glamour Beauty")
        tmux!.send("q")
        tmux!.waitFor("EXIT=0")
        tmux = nil
        let again = try launch(cols: 80, rows: 24)
        again.waitFor("Glamour Beauty")
        XCTAssertFalse(again.screen.contains("Sign in"), "a saved session skips the login")
        again.send("q")
        again.waitFor("EXIT=0")
    }
}
