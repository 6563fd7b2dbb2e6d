import Foundation
import StagingServer
import XCTest

/// Issue 25, item 7: with the server killed and started again under the
/// app, "offline" does not stay until someone presses r: the app tries
/// again by itself, less often the longer it lasts, saying how old what it
/// shows is and when it tries next, and comes back online with no key pressed.
final class OfflineRecoveryInTmuxTests: StagingTmuxTestCase {
    func testTheAppComesBackOnlineByItselfWhenTheServerReturns() throws {
        let tmux = try launch()
        signIn(tmux)

        let port = server.port
        server.stop()
        tmux.send("r")
        let (offline, shown) = tmux.waitFor { $0.contains("offline · cached") && $0.contains("next try in") }
        XCTAssertTrue(offline, "offline, with the data's age and the next try: \(shown)")

        server = StagingServer(port: port)
        try server.start()
        // No key from here on: the app's own tries find the server.
        let (online, screen) = tmux.waitFor(timeout: 30) { !$0.contains("offline") }
        XCTAssertTrue(online, "still offline with the server back: \(screen)")
        XCTAssertTrue(screen.contains("30 of 194"), screen)
        tmux.send("q")
        tmux.waitFor("EXIT=0")
    }
}
