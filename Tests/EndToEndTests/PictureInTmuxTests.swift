import Foundation
import StagingServer
import XCTest

/// A product's picture as a person sees it: `--host demo` in a real
/// terminal (tmux) at 80×24, drawn with half blocks in the detail.
final class PictureInTmuxTests: DemoHostTestCase {
    override func setUpWithError() throws {
        guard Tmux.available() else { throw XCTSkip("tmux is not installed") }
        try super.setUpWithError()
    }

    func testAProductsPictureIsDrawnAsHalfBlocksAt80By24() throws {
        let tmux = try openProduct("")

        // The whole picture, not a frame taken while its rows were still being drawn.
        let (drawn, screen) = tmux.waitFor { $0.components(separatedBy: "\n").filter { $0.contains("▀") }.count >= 5 }
        XCTAssertTrue(drawn, "no picture of half blocks:\n\(screen)")
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
