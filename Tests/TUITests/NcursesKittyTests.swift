import Network
import Pictures
import ViewModels
import XCTest
@testable import TUI

/// A product's picture through real curses on a pty with kitty's protocol:
/// the browser's frame for an open detail sends the image, blank cells under
/// it; closing the detail, suspending and shutting down delete it.
final class NcursesKittyTests: XCTestCase {
    private static let deletion = "\u{1B}_Ga=d,d=I,i=\(KittyGraphics.defaultImageID)\u{1B}\\"

    private func picture() -> RGBAImage {
        RGBAImage(width: 4, height: 4, pixels: (0..<64).map { UInt8($0 * 4) })!
    }

    /// The products list with product 1 open and its picture loaded.
    private func detailOpen() -> BrowseState {
        var state = BrowseFrames.productsLoaded()
        BrowseFrames.send(.showPictures(true), .openDetail(id: 1), to: &state)
        let request = state.detail!.request
        var content = DetailContent(title: "Mascara", subtitle: "beauty", sections: [])
        content.picture = "/p.webp"
        BrowseFrames.send(.detailLoaded(request, SourcedResult(.value(content), source: .network), at: BrowseFrames.now),
                          .detailFinished(request), to: &state)
        if state.detail?.picture == nil { state.detail?.picture = .loading(reference: "/p.webp") }
        BrowseFrames.send(.pictureLoaded(request, .shown(reference: "/p.webp", picture())), to: &state)
        return state
    }

    func testTheDetailsPictureIsSentAsAKittyImageAndDeletedWhenTheDetailCloses() throws {
        let opened = detailOpen()
        var closed = opened
        BrowseFrames.send(.back, to: &closed)
        XCTAssertNil(closed.detail)
        let app = BrowseFrames.app()
        try onMainActor { try withCursesOnPty(rows: 24, cols: 80, graphics: .kitty) { terminal, pty in
            let theme = terminal.theme
            XCTAssertEqual(theme.graphics, .kitty)
            var renderer = Renderer()
            let size = terminal.size
            func frame(_ state: BrowseState) -> CellBuffer {
                AppFrame.render(app: app, login: nil, browse: state, size: size, theme: theme)
            }

            let shown = frame(opened)
            let placed = try XCTUnwrap(shown.pictures.first, "the open detail places its picture")
            XCTAssertFalse(shown.lines.joined().contains("▀"), "the cells under a kitty image are blank")
            renderer.present(shown, on: terminal)
            let sent = pty.readOutput()
            XCTAssertTrue(sent.contains("\u{1B}_Ga=T,f=32,s=4,v=4,i=\(KittyGraphics.defaultImageID),p=1,"
                                        + "c=\(placed.area.width),r=\(placed.area.height),"), sent.debugDescription)
            XCTAssertTrue(sent.contains("\u{1B}[\(placed.area.row + 1);\(placed.area.col + 1)H\u{1B}_G"),
                          "placed at the picture's first cell: \(sent.debugDescription)")
            XCTAssertFalse(sent.contains("▀"), sent.debugDescription)

            renderer.present(shown, on: terminal)
            XCTAssertFalse(pty.readOutput().contains("\u{1B}_G"), "the same frame again sends nothing")

            renderer.present(frame(closed), on: terminal)
            XCTAssertTrue(pty.readOutput().contains(Self.deletion), "closing the detail deletes the image")

            renderer.present(shown, on: terminal)
            XCTAssertTrue(pty.readOutput().contains("a=T,"), "opened again, sent again")
            terminal.suspend()
            XCTAssertTrue(pty.readOutput().contains(Self.deletion), "a suspend deletes it")
            terminal.resume()
            renderer.invalidate()
            renderer.present(shown, on: terminal)
            XCTAssertTrue(pty.readOutput().contains("a=T,"), "resumed, sent again")
            terminal.shutdown()
            XCTAssertTrue(pty.readOutput().contains(Self.deletion), "shutting down deletes it")
        } }
    }

    func testAClearedScreenGetsTheImageAgain() throws {
        let opened = detailOpen()
        let app = BrowseFrames.app()
        try onMainActor { try withCursesOnPty(rows: 24, cols: 80, graphics: .kitty) { terminal, pty in
            var renderer = Renderer()
            let shown = AppFrame.render(app: app, login: nil, browse: opened, size: terminal.size, theme: terminal.theme)
            renderer.present(shown, on: terminal)
            _ = pty.readOutput()
            terminal.clear()  // Ctrl-L
            renderer.invalidate()
            renderer.present(shown, on: terminal)
            let again = pty.readOutput()
            XCTAssertTrue(again.contains(Self.deletion + "\u{1B}7"), "the old one deleted first: \(again.debugDescription)")
            XCTAssertTrue(again.contains("a=T,"), again.debugDescription)
        } }
    }

    func testTheCrashPathDeletesAnImageStillShownOnce() throws {
        let opened = detailOpen()
        let app = BrowseFrames.app()
        try onMainActor { try withCursesOnPty(rows: 24, cols: 80, graphics: .kitty) { terminal, pty in
            var renderer = Renderer()
            renderer.present(AppFrame.render(app: app, login: nil, browse: opened, size: terminal.size, theme: terminal.theme),
                             on: terminal)
            _ = pty.readOutput()
            // What TerminalRestore's crash handler and exit hook call.
            GraphicsLayer.withdrawFromSignalHandler()
            XCTAssertEqual(pty.readOutput(), Self.deletion)
            GraphicsLayer.withdrawFromSignalHandler()
            XCTAssertEqual(pty.readOutput(), "", "nothing left to delete")
        } }
    }
}
