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
        tmux.waitFor("Authors │ Books │ Publishers │ Reviews │ Awards")
        tmux.waitFor("12 of 12")
        tmux.send("4")
        tmux.waitFor(" of 150")
        // A review's book is named, not numbered.
        tmux.waitFor("Quiet Harbour 1")
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
        tmux.waitFor("a  Author: Ada Okafor")
        tmux.waitFor("c  Publisher: Harbour Press")
        tmux.send("a")
        tmux.waitFor("› Author: Ada Okafor")
        tmux.waitFor("Author #1")
        tmux.send("Escape")
        tmux.waitFor("Book #1")

        tmux.send("e")
        tmux.waitFor("Edit book")
        // The genre is one of the schema's values: stepped through, never typed.
        tmux.send("Tab")
        tmux.waitFor("‹ novel ›  Space or ←→ to choose")
        tmux.send("Space")
        tmux.waitFor("‹ poetry ›")
        tmux.send("Tab", "Tab", "C-u")
        // Past the ISBN to the price. A leading blank (trimmed by the form) keeps tmux from reading "-1" as an option.
        tmux.type(" -1")
        tmux.send("Enter")
        // The schema's minimum refuses it in the form, before anything is sent; the mark appears only on Save.
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
        // The studio is named by its name, looked up for the link.
        let (named, detail) = tmux.waitFor { $0.contains("a  Studio: ") && !$0.contains("a  Studio: #") }
        XCTAssertTrue(named, detail)
        tmux.send("a")
        tmux.waitFor("› Studio: ")
        tmux.waitFor("Studio #")
        tmux.send("Escape")
        tmux.waitFor("Game #")
        tmux.send("q")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    func testPublishersKeyedByUUIDAreOpenedLinkedAndEditedAndAnAuthorsAwardsAreReachedFromTheAuthor() throws {
        let api = try bookshop()
        let tmux = try launch(api)
        signIn(tmux)
        tmux.waitFor("Authors │ Books │ Publishers │ Reviews │ Awards")
        // The awards have no list of their own: their tab says how to reach them, and nothing is asked.
        tmux.send("5")
        tmux.waitFor("Awards have no list of their own: filter by authorId")
        tmux.send("1")
        tmux.waitFor("12 of 12")
        tmux.send("Enter")
        tmux.waitFor("a  Awards")
        tmux.send("a")
        tmux.waitFor("Ada Okafor › Awards")
        tmux.waitFor("Harbour Medal")
        tmux.send("Escape")
        tmux.waitFor("Author #1")

        tmux.send("3")
        tmux.waitFor("Harbour Press")
        tmux.send("Enter")
        tmux.waitFor("Publisher #\(Self.harbourPress)")
        tmux.send("a")
        tmux.waitFor("Harbour Press › Books")
        // Each book's author and publisher by name, in the list of the publisher's books.
        tmux.waitFor("Ada Okafor")
        tmux.send("Escape")
        tmux.waitFor("Publisher #\(Self.harbourPress)")
        tmux.send("e")
        tmux.waitFor("Edit publisher")
        tmux.send("Tab", "C-u")
        tmux.type("Ibadan")
        tmux.send("Enter")
        tmux.waitFor("Saved publisher \(Self.harbourPress)")
        tmux.waitFor("Ibadan")
        XCTAssertEqual(try courier(api, ["edit", "publishers", "--id", Self.harbourPress, "--field", "city=Lagos"]).status, 0,
                       "the peer's publisher as it was, for the next run")
        tmux.send("q")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    /// The bookshop's first publisher: its UUID is made from its name, the same every run.
    static let harbourPress = "69b448f1-c1e2-5ec1-80ed-16d3f9904f80"
}
