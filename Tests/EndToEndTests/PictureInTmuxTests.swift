import Foundation
import StagingServer
import XCTest

/// A product's picture as a person sees it: `--host demo` in a real
/// terminal (tmux) at 80×24, drawn with half blocks in the detail.
final class PictureInTmuxTests: XCTestCase {
    private var configHome: URL!
    private var port = 0

    override func setUpWithError() throws {
        guard Tmux.available() else { throw XCTSkip("tmux is not installed") }
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("courier-picture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
        // A port of this test's own, so a Courier someone runs meanwhile keeps the usual one.
        let (listener, free) = try LoopbackSocket.listen()
        close(listener)
        port = free
    }

    override func tearDown() {
        if let configHome { try? FileManager.default.removeItem(at: configHome) }
    }

    func testAProductsPictureIsDrawnAsHalfBlocksAt80By24() throws {
        let tmux = try Tmux.courier(
            "--host demo",
            environment: ["XDG_CONFIG_HOME": configHome.path, "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path,
                          "HOME": configHome.path, "LANG": "C.UTF-8", "COURIER_DEMO_PORT": "\(port)",
                          // Pictures need colours: an empty NO_COLOR is no request (no-color.org), whatever the runner's is.
                          "NO_COLOR": ""],
            cols: 80, rows: 24)
        tmux.waitFor("Sign in")
        tmux.type("emilys")
        tmux.send("Tab")
        tmux.type("emilyspass")
        tmux.send("Enter")
        tmux.waitFor("Glamour Beauty Mascara")
        tmux.send("Enter")
        tmux.waitFor("More in beauty")

        let (drawn, screen) = tmux.waitFor { $0.contains("▀") }
        XCTAssertTrue(drawn, "no half blocks:\n\(screen)")
        let rows = screen.components(separatedBy: "\n")
        let link = try XCTUnwrap(rows.firstIndex { $0.contains("More in beauty") }, screen)
        let pictureRows = rows.indices.filter { rows[$0].contains("▀") }
        XCTAssertGreaterThanOrEqual(pictureRows.count, 5, screen)
        XCTAssertTrue(pictureRows.allSatisfy { $0 > link }, "the picture is under the title and links:\n\(screen)")
        XCTAssertFalse(screen.contains("loading image…"), screen)

        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }
}
