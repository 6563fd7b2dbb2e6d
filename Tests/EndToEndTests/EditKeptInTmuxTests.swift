import Foundation
import StagingServer
import XCTest

/// The real edit a person makes against a server that answers as DummyJSON
/// does: a product's stock set to 0 comes back as the old stock, in eleven
/// keys. The note says what the server kept, and the detail stays the whole
/// product, picture and gauges included, not a dump of the answer's fields.
final class EditKeptInTmuxTests: StagingTmuxTestCase {
    func testSettingAStockToZeroSaysTheServerKeptItAndKeepsTheDetailWhole() throws {
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: server.baseURL.appendingPathComponent("products/1"))) as? [String: Any]
        let stock = try XCTUnwrap(stored?["stock"] as? Int)
        let title = try XCTUnwrap(stored?["title"] as? String)
        // Pictures need colours: an empty NO_COLOR is no request, whatever the runner's is.
        let tmux = try Tmux.courier(
            "--host test --base-url \(server.baseURL.absoluteString)",
            environment: ["XDG_CONFIG_HOME": configHome.path, "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path,
                          "LANG": "C.UTF-8", "NO_COLOR": "", "COLORTERM": ""],
            cols: 100, rows: 40)
        tmux.waitFor("Sign in")
        tmux.type("emilys")
        tmux.send("Tab")
        tmux.type("emilyspass")
        tmux.send("Enter")
        tmux.waitFor(title)
        tmux.send("Enter")
        tmux.waitFor("More in beauty")
        tmux.waitFor("▀")

        tmux.send("e")
        tmux.waitFor("Stock")
        tmux.send("Tab")
        tmux.send("Tab")
        tmux.send("C-u")
        tmux.type("0")
        tmux.send("Enter")

        let (noted, screen) = tmux.waitFor { $0.contains("The server kept stock \(stock), not 0") }
        XCTAssertTrue(noted, screen)
        let (whole, detail) = tmux.waitFor { $0.contains("▀") && $0.contains("★") && $0.contains("More in beauty") }
        XCTAssertTrue(whole, "the picture, the gauges and the links stay:\n\(detail)")
        XCTAssertTrue(detail.contains(title), detail)
        XCTAssertTrue(detail.contains("\(stock) · "), "the stock gauge shows what the server kept:\n\(detail)")
        XCTAssertFalse(detail.contains("as the server answered"), detail)

        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }
}
