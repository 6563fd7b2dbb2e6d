import Foundation
import StagingServer
import XCTest

/// Issue 26 in a real terminal: a key the config file moved and one of its
/// aliases, a click on a column's header sorting, the `:` history kept from
/// one run to the next, and `--refresh` showing what changed on the server.
final class ConfigInTmuxTests: StagingTmuxTestCase {
    private func writeConfig(_ text: String) throws {
        let directory = configHome.appendingPathComponent("courier")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: directory.appendingPathComponent("config.yaml"))
    }

    private func quit(_ tmux: Tmux) {
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    func testARemappedKeySearchesAndAnAliasRunsItsLine() throws {
        try writeConfig("""
            keys:
              browsing:
                search: ctrl-s
            aliases:
              pr: products category=smartphones
            """)
        let tmux = try launch()
        signIn(tmux)
        tmux.waitFor("^S Search")
        tmux.waitFor("^S to search products")
        tmux.send("C-s")
        tmux.type("phone")
        tmux.waitFor("of 14")
        tmux.send("Escape")
        tmux.waitFor("30 of 194")
        // "/" no longer searches: were it to, ":pr" would be typed into the search and never run.
        tmux.send("/")
        tmux.send(":")
        tmux.type("pr")
        tmux.send("Enter")
        tmux.waitFor("8 of 8")
        tmux.waitFor("smartphones")
        quit(tmux)
    }

    func testAClickOnTheHeaderSortsByThatColumn() throws {
        let tmux = try launch()
        signIn(tmux)
        let lines = tmux.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try XCTUnwrap(lines.firstIndex { $0.contains("Title") && $0.contains("Price") }, tmux.screen)
        let column = try XCTUnwrap(lines[row].range(of: "Price").map { lines[row].distance(from: lines[row].startIndex, to: $0.lowerBound) })
        // The press and release of the left button on "Price", as the terminal reports them (SGR, from 1).
        tmux.sendBytes("\u{1B}[<0;\(column + 2);\(row + 1)M\u{1B}[<0;\(column + 2);\(row + 1)m")
        tmux.waitFor("Price ↑")
        tmux.sendBytes("\u{1B}[<0;\(column + 2);\(row + 1)M\u{1B}[<0;\(column + 2);\(row + 1)m")
        tmux.waitFor("Price ↓")
        quit(tmux)
    }

    func testTheCommandHistoryIsKeptFromOneRunToTheNext() throws {
        let first = try launch()
        signIn(first)
        first.send(":")
        first.type("sort price desc")
        first.send("Enter")
        first.waitFor("Price ↓")
        quit(first)

        let second = try launch()
        second.waitFor("30 of 194", timeout: Tmux.defaultTimeout)
        second.send(":")
        second.send("Up")
        second.waitFor(":sort price desc")
        second.send("Enter")
        second.waitFor("Price ↓")
        quit(second)
    }

    func testRefreshEverySecondShowsWhatChangedOnTheServer() throws {
        let changed = StagingServer(api: .init(counts: ["products": 100]))
        try changed.start()
        defer { changed.stop() }
        let proxy = try FaultProxy(upstream: server.baseURL)
        defer { proxy.stop() }
        let tmux = try Tmux.courier("--host test --base-url \(proxy.baseURL.absoluteString) --refresh 1",
                                    environment: ["XDG_CONFIG_HOME": configHome.path, "LANG": "C.UTF-8",
                                                  "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path],
                                    cols: 100, rows: 30)
        signIn(tmux)
        tmux.waitFor("updated")
        proxy.switchUpstream(to: changed.baseURL)
        tmux.waitFor("30 of 100")
        quit(tmux)
    }
}
