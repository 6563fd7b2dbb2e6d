import Foundation
import StagingServer
import XCTest

/// Issue 15 in a real terminal (tmux), with the built `courier` against a
/// staging server in this process that a test can stop to take the server away.
final class BrowseRoughEdgesInTmuxTests: StagingTmuxTestCase {
    /// With the server down, a search the cache never saw says so under the
    /// search typed; one it saw shows its results as offline; the whole list
    /// never shows under a search.
    func testASearchWithTheServerDownShowsWhatTheCacheHasForIt() throws {
        let tmux = try launch()
        signIn(tmux)
        tmux.send("/")
        tmux.type("phone")
        tmux.waitFor("of 14")
        tmux.send("Enter")
        tmux.send("Escape")
        tmux.waitFor("30 of 194")

        server.stop()
        tmux.send("/")
        tmux.type("zzz")
        tmux.send("Enter")
        tmux.waitFor("No cached results for “zzz”.")
        let screen = tmux.screen
        XCTAssertTrue(screen.contains("Search: zzz"), screen)
        XCTAssertFalse(screen.contains("Glamour Beauty Mascara"), "the unsearched list is not shown under zzz: \(screen)")

        tmux.send("Escape")
        tmux.waitFor("Glamour Beauty Mascara")
        tmux.send("/")
        tmux.type("phone")
        tmux.send("Enter")
        let (cached, shown) = tmux.waitFor { $0.contains("Search: phone") && $0.contains("of 14") && $0.contains("offline · cached") }
        XCTAssertTrue(cached, "the cached search, marked offline: \(shown)")
        XCTAssertFalse(shown.contains("Glamour Beauty Mascara"), shown)
        tmux.send("q")
        tmux.waitFor("EXIT=0")
    }

    /// `L` signs out at once when no edit is waiting. Inside a form `L` is a
    /// letter of what is typed, so the form's edits are never signed away.
    func testLSignsOutAtOnceAndIsTypedInsideAForm() throws {
        let tmux = try launch()
        signIn(tmux)
        tmux.send("7")
        tmux.waitFor("30 of 254")
        tmux.send("n")
        tmux.waitFor("New todo")
        tmux.type("Lamp")
        tmux.send("L")
        tmux.waitFor("LampL")
        XCTAssertFalse(tmux.screen.contains("Sign in"), "still signed in: \(tmux.screen)")
        tmux.send("Escape")
        tmux.waitFor("Discard your changes?")
        tmux.send("y")
        tmux.waitFor { !$0.contains("New todo") }
        tmux.send("L")
        tmux.waitFor("Sign in")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
    }

    /// A save the server holds: `L` asks first, since signing out would
    /// cancel it; another key keeps the session, and the save lands once
    /// the server answers. The proxy holds the answer until the test lets it
    /// go, so how long a busy machine takes to press `L` does not matter.
    func testLAsksWhileASaveIsOnItsWay() throws {
        let proxy = try FaultProxy(upstream: server.baseURL)
        defer { proxy.stop() }
        let tmux = try Tmux.courier("--host test --base-url \(proxy.baseURL.absoluteString)",
                                    environment: ["XDG_CONFIG_HOME": configHome.path, "LANG": "C.UTF-8",
                                                  "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path],
                                    cols: 100, rows: 30)
        signIn(tmux)
        tmux.send("7")
        tmux.waitFor("30 of 254")
        tmux.send("Enter")
        tmux.waitFor("todo #1")
        tmux.send("e")
        tmux.waitFor("Edit todo")
        tmux.type(" again")
        proxy.set(.held, where: { $0.hasSuffix("/todos/1") })
        tmux.send("Enter")
        tmux.send("L")
        tmux.waitFor("Unsaved changes will be lost")
        tmux.send("n")
        tmux.waitFor { !$0.contains("Unsaved changes will be lost") }
        XCTAssertEqual(proxy.spoiled, 1, "the save reached the server and is held there")
        proxy.releaseHeld()
        tmux.waitFor("Saved todo 1")
        XCTAssertFalse(tmux.screen.contains("Sign in"), "still signed in: \(tmux.screen)")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
    }

    private func line(_ index: Int, of screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.contains(index) ? String(lines[index]) : ""
    }

    /// The status bar of a 24-row screen.
    private func statusLine(of screen: String) -> String { line(22, of: screen) }

    /// An error keeps the host and user in view with its summary cut to the
    /// room left; `!` and a click on the summary open it whole; Esc closes it.
    func testAnErrorIsSummarisedBesideTheHostAndOpenedWholeWithBangOrAClick() throws {
        let tmux = try launch(cols: 80, rows: 24)
        signIn(tmux)
        server.stop()
        // A search the cache never saw: the server's absence is the error.
        tmux.send("/")
        tmux.type("zzz")
        tmux.send("Enter")
        let (summarised, screen) = tmux.waitFor { statusLine(of: $0).contains("Network error") }
        XCTAssertTrue(summarised, screen)
        let status = statusLine(of: screen)
        XCTAssertTrue(status.contains("TEST http://127.0.0.1:") && status.contains("· emilys"), "host and user stay: \(status)")
        XCTAssertTrue(status.contains("…"), "the summary is cut to the room left: \(status)")
        XCTAssertFalse(status.contains("try again"), status)
        XCTAssertTrue(line(23, of: screen).contains("! Error"), screen)

        tmux.send("!")
        tmux.waitFor("Esc, ! or q to close")
        tmux.waitFor("Network error: cannot reach the server. Check your connection")
        tmux.send("Escape")
        let (closed, after) = tmux.waitFor { !$0.contains("Esc, ! or q to close") }
        XCTAssertTrue(closed, after)

        // Once that note has gone, the same search again brings a new one to click.
        let (expired, quiet) = tmux.waitFor { !statusLine(of: $0).contains("Network error") }
        XCTAssertTrue(expired, quiet)
        XCTAssertFalse(line(23, of: quiet).contains("! Error"), "no error, no hint: \(quiet)")
        tmux.send("r")
        let (again, failed) = tmux.waitFor { statusLine(of: $0).contains("Network error") }
        XCTAssertTrue(again, failed)
        let shown = statusLine(of: failed)
        guard let summary = shown.range(of: "Network") else { return XCTFail(failed) }
        // SGR columns count from 1; two columns into the summary.
        let column = shown.distance(from: shown.startIndex, to: summary.lowerBound) + 3
        tmux.sendBytes("\u{1B}[<0;\(column);23M")
        tmux.waitFor("Esc, ! or q to close")
        tmux.send("q")
        let (closedByQ, last) = tmux.waitFor { !$0.contains("Esc, ! or q to close") }
        XCTAssertTrue(closedByQ, "q closes the overlay, not the app: \(last)")
        XCTAssertFalse(last.contains("EXIT="), last)
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
    }
}
