import Foundation
import StagingServer
import XCTest

/// Issue 25.9 in a real terminal: keys typed faster than pages arrive are
/// never dropped at the edge of what is loaded. A person's 200 `j` from row
/// 180 end on row 380, and 12 fast PgDn from the top end twelve pages down,
/// with a staging server of 1,000 products in this process.
final class KeysAtPageEdgesInTmuxTests: StagingTmuxTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        server.stop()
        server = StagingServer(api: StagingAPI.Configuration(counts: ["products": 1_000]))
        try server.start()
    }

    /// Rows of the list at 80 × 24, and so a page's step (one row of the last page stays).
    private let pageStep = 18

    func test200FastDownsFromRow180EndOnRow380() throws {
        let tmux = try launch(cols: 80, rows: 24)
        tmux.signIn(thenWaitFor: "30 of 1000")
        tmux.send(keys: Array(repeating: "PageDown", count: 180 / pageStep))
        tmux.waitForSelected(id: 181)
        tmux.type(String(repeating: "j", count: 200))   // one write: as fast as a terminal delivers keys
        tmux.waitForSelected(id: 381)
        tmux.send("q")
        tmux.waitFor("EXIT=0")
    }

    func test12FastPageDownsFromTheTopEndTwelvePagesDown() throws {
        let tmux = try launch(cols: 80, rows: 24)
        tmux.signIn(thenWaitFor: "30 of 1000")
        tmux.send(keys: Array(repeating: "PageDown", count: 12))
        tmux.waitForSelected(id: 12 * pageStep + 1)
        tmux.send("G")
        tmux.waitForSelected(id: 1_000, "G goes to the last row of the list, not of what is loaded")
        tmux.send("g")
        tmux.waitForSelected(id: 1)
        tmux.send("q")
        tmux.waitFor("EXIT=0")
    }
}

extension Tmux {
    /// Several tmux keys in one command, so they reach the program in one write.
    func send(keys: [String]) {
        _ = try? Tmux.run(["send-keys", "-t", session] + keys)
    }

    /// The screen with its colours, as SGR sequences.
    var styledScreen: String {
        (try? Tmux.run(["capture-pane", "-p", "-e", "-t", session]).output) ?? ""
    }

    /// The id at the start of the highlighted list row (reverse, or black on
    /// cyan where colours show), if one shows; the tab bar's highlight has no id.
    var selectedID: Int? {
        for line in styledScreen.split(separator: "\n") where Self.isHighlighted(line) {
            let plain = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            if let id = Int(plain.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber }) { return id }
        }
        return nil
    }

    /// Whether an SGR sequence of the line turns on reverse video (7) or a cyan background (46).
    private static func isHighlighted(_ line: Substring) -> Bool {
        line.split(separator: "\u{1B}").contains { sequence in
            guard sequence.hasPrefix("["), let end = sequence.firstIndex(of: "m") else { return false }
            let parameters = sequence[sequence.index(after: sequence.startIndex)..<end].split(separator: ";")
            return parameters.contains("7") || parameters.contains("46")
        }
    }

    func waitForSelected(id: Int, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let (found, _) = waitFor { _ in self.selectedID == id }
        XCTAssertTrue(found, "the cursor never reached id \(id) (at \(selectedID.map(String.init) ?? "none")) \(message):\n\(styledScreen)",
                      file: file, line: line)
    }
}
