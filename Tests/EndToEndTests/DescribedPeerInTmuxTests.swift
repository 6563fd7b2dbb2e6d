import Foundation
import XCTest

/// The app in a real terminal against a real FastAPI and a real Django REST
/// framework application, as a person would use it: sign in, every tab,
/// search, sort, a filter, a link and back, a write the schema refuses, and
/// offline with the cache.
final class DescribedPeerInTmuxTests: DescribedPeerTestCase {
    private func signIn(_ tmux: Tmux, password: String = "ann-pass") {
        tmux.waitFor("Username")
        tmux.type("ann")
        tmux.send("Enter")
        tmux.type(password)
        tmux.send("Enter")
    }

    private func command(_ tmux: Tmux, _ line: String) {
        tmux.type(":" + line)
        tmux.send("Enter")
    }

    func testTheBookshopEveryTabSearchSortALinkARefusedWriteAndOffline() throws {
        let api = try bookshop()
        let proxy = try FaultProxy(upstream: URL(string: try peer("COURIER_FASTAPI_URL"))!)
        defer { proxy.stop() }
        guard Tmux.available() else { throw XCTSkip("tmux is not installed") }
        let tmux = try Tmux.courier("--api \(api) --base-url \(proxy.baseURL.absoluteString)", environment: environment, cols: 110, rows: 32)
        signIn(tmux)
        tmux.waitFor("Authors │ Books │ Reviews")
        tmux.waitFor("12 of 12")
        tmux.send("3")
        tmux.waitFor(" of 150")
        tmux.send("2")
        tmux.waitFor(" of 75")

        tmux.send("/")
        tmux.type("glass")
        tmux.send("Enter")
        let (searched, afterSearch) = tmux.waitFor { $0.contains("Glass River 3") && !$0.contains("Quiet Harbour 1 ") }
        XCTAssertTrue(searched, afterSearch)
        tmux.send("Escape")
        tmux.waitFor(" of 75")

        command(tmux, "sort price desc")
        tmux.waitFor("by price ↓")
        command(tmux, "sort")
        let (unsorted, screen) = tmux.waitFor { !$0.contains("by price") && $0.contains("Quiet Harbour 1 ") }
        XCTAssertTrue(unsorted, screen)

        tmux.send("Enter")
        tmux.waitFor("a  Author: #1")
        tmux.send("a")
        tmux.waitFor("› Author: #1")
        tmux.waitFor("Ada Okafor")
        tmux.send("Escape")
        tmux.waitFor("Book #1")

        tmux.send("e")
        tmux.waitFor("Edit book")
        tmux.send("Tab", "Tab", "Tab", "C-u")
        // Title, genre, ISBN, then price. A leading blank (trimmed by the form) keeps tmux from reading "-1" as an option.
        tmux.type(" -1")
        tmux.send("Enter")
        tmux.waitFor("a number, 0 or more")
        tmux.send("Escape")
        // ESC and a key at once read as Alt and the key: the question comes first.
        tmux.waitFor("Discard your changes?")
        tmux.send("y")
        let (closed, formScreen) = tmux.waitFor { !$0.contains("Edit book") }
        XCTAssertTrue(closed, formScreen)

        // The server goes away: what was read stays readable, marked offline.
        proxy.set(.reset)
        tmux.send("r")
        tmux.waitFor("offline")
        tmux.waitFor("Quiet Harbour 1")
        tmux.send("q")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    func testTheGameLibraryRefusesAWrongPasswordThenPagesSortsFiltersAndFollowsAStudio() throws {
        let api = try library()
        let tmux = try launch(api)
        signIn(tmux, password: "nope")
        tmux.waitFor("Invalid username/password")
        tmux.send("C-u")
        tmux.type("ann-pass")
        tmux.send("Enter")
        tmux.waitFor("Games │ Studios")
        tmux.waitFor(" of 90")
        tmux.send("2")
        tmux.waitFor("Lumen Works")
        tmux.send("1")
        tmux.waitFor(" of 90")

        command(tmux, "sort rating desc")
        tmux.waitFor("by rating ↓")
        tmux.waitFor("Meadow Signal 13")
        command(tmux, "filter genre=puzzle")
        tmux.waitFor("genre=puzzle")
        let (puzzles, screen) = tmux.waitFor { $0.contains("of 23") && !$0.contains("racing") }
        XCTAssertTrue(puzzles, screen)

        tmux.send("Enter")
        tmux.waitFor("a  Studio: #")
        tmux.send("a")
        tmux.waitFor("› Studio: #")
        tmux.waitFor("Studio #")
        tmux.send("Escape")
        tmux.waitFor("Game #")
        tmux.send("q")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }
}
