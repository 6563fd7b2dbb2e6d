import Foundation
import XCTest

/// The login screen in a real terminal: Esc cancels a sign-in to a server
/// that never answers (the connection is closed, the form is back), and a
/// short terminal still shows the demo hint.
final class LoginInTmuxTests: XCTestCase {
    private var configHome: URL!

    override func setUpWithError() throws {
        guard Tmux.available() else { throw XCTSkip("tmux is not installed") }
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("courier-login-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let configHome { try? FileManager.default.removeItem(at: configHome) }
    }

    private func launch(_ baseURL: URL, cols: Int, rows: Int) throws -> Tmux {
        try Tmux.courier("--host test --base-url \(baseURL.absoluteString)",
                         environment: ["HOME": configHome.path, "XDG_CONFIG_HOME": configHome.path,
                                       "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path, "LANG": "C.UTF-8"],
                         cols: cols, rows: rows)
    }

    func testEnterOnABlankFormSaysWhichFieldIsMissingAndSendsNothing() throws {
        let server = try SilentServer()
        defer { server.stop() }
        let tmux = try launch(server.baseURL, cols: 40, rows: 12)
        tmux.waitFor("Demo: emilys / emilyspass")
        tmux.send("Enter")
        tmux.send("Enter")
        tmux.waitFor("Enter your username and password.")
        tmux.type("emilys")
        tmux.waitFor("Enter your password.")
        let screen = tmux.screen
        XCTAssertTrue(screen.contains("Username  emilys"), "the focus went to the username:\n\(screen)")
        XCTAssertTrue(screen.contains("Password  required"), screen)
        XCTAssertTrue(server.paths.isEmpty, "a blank form sends nothing: \(server.paths)")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
    }

    func testEscCancelsASignInToAServerThatNeverAnswers() throws {
        let server = try SilentServer()
        defer { server.stop() }
        let tmux = try launch(server.baseURL, cols: 40, rows: 12)
        tmux.waitFor("emilys / emilyspass")
        tmux.type("emilys")
        tmux.send("Tab")
        tmux.type("emilyspass")
        tmux.send("Enter")
        tmux.waitFor("Signing in")
        tmux.waitFor("Esc Cancel")
        XCTAssertTrue(Tmux.eventually { server.paths == ["/auth/login"] }, "the sign-in reached the server: \(server.paths)")
        XCTAssertEqual(server.closedConnections, 0)

        tmux.send("Escape")
        tmux.waitFor("Sign-in cancelled.")
        XCTAssertTrue(Tmux.eventually { server.closedConnections == 1 }, "the cancelled request's connection was closed")
        let (back, screen) = tmux.waitFor { $0.contains("[ Sign in ]") && !$0.contains("Esc Cancel") }
        XCTAssertTrue(back, screen)
        XCTAssertTrue(screen.contains("Username  emilys"), "the username stays:\n\(screen)")
        XCTAssertTrue(screen.contains("emilys / emilyspass"), "the demo hint stays at 40×12:\n\(screen)")

        tmux.send("BSpace")
        tmux.waitFor { $0.contains("•••••••••") && !$0.contains("••••••••••") }
        tmux.send("Escape")
        XCTAssertEqual(server.paths, ["/auth/login"], "Esc on the form sends nothing")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }
}
