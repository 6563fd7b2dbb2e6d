import Foundation
import XCTest

/// What a terminal sends that is not a person's key — a reply to a query,
/// a pasted "q" — reaches the real app in tmux and changes nothing.
final class TerminalInputInTmuxTests: DemoHostTestCase {
    private func signedIn() throws -> Tmux {
        let tmux = try Tmux.courier("--host demo", environment: demoEnvironment(), cols: 100, rows: 30)
        signIn(tmux)
        return tmux
    }

    func testADeviceControlStringHoldingQDoesNotQuit() throws {
        let tmux = try signedIn()
        // ESC P q ESC \: a DECRQSS-shaped reply; its q once quit the app with status 0.
        _ = try Tmux.run(["send-keys", "-t", tmux.session, "-H", "1b", "50", "71", "1b", "5c"])
        tmux.send("?")
        let (helpShown, screen) = tmux.waitFor { $0.contains("Esc or ? to close") }
        XCTAssertTrue(helpShown, "the app did not take a key after the string:\n\(screen)")
        XCTAssertFalse(screen.contains("EXIT="), screen)
    }

    func testABracketedPasteIsTypedIntoTheSearchAndNeverQuits() throws {
        let tmux = try signedIn()
        _ = try Tmux.run(["set-buffer", "-b", "courier-test", "q"])
        _ = try Tmux.run(["paste-buffer", "-p", "-b", "courier-test", "-t", tmux.session])
        tmux.send("/")
        _ = try Tmux.run(["set-buffer", "-b", "courier-test", "mascara"])
        _ = try Tmux.run(["paste-buffer", "-p", "-b", "courier-test", "-t", tmux.session])
        let (searched, screen) = tmux.waitFor { $0.contains("Search: mascara") }
        XCTAssertTrue(searched, "the paste did not reach the search field:\n\(screen)")
        XCTAssertFalse(screen.contains("EXIT="), "a pasted q quit the app:\n\(screen)")
    }
}

