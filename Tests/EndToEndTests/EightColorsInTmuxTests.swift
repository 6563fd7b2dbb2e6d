import Foundation
import XCTest

/// Issue 25, item 13, as a person sees it: `courier` with TERM=xterm
/// (`colors#8 pairs#64`, Debian xterm's default) in a real terminal (tmux)
/// at 80×24. The focused login field, the detail's title, the footer's keys
/// and every cell of the product's picture keep their colours (pairs were
/// numbered `fg*17+bg`, and those past 63 came out in the default colours).
final class EightColorsInTmuxTests: DemoHostTestCase {
    override func setUpWithError() throws {
        guard Tmux.available() else { throw XCTSkip("tmux is not installed") }
        try super.setUpWithError()
    }

    func testHighlightsAndPicturesKeepTheirColoursWithEightColours() throws {
        let tmux = try Tmux.courier("--host demo", environment: demoEnvironment(["NO_COLOR": "", "COLORTERM": "", "TERM": "xterm"]),
                                    cols: 80, rows: 24)
        tmux.waitFor("Sign in")
        tmux.type("emilys")
        let focused = Tmux.eventually { StyledScreen(tmux.styledScreen).styles(of: "emilys").contains { $0.background == 44 } }
        XCTAssertTrue(focused, "the focused field is on blue:\n\(tmux.styledScreen.debugDescription)")

        tmux.send("Tab")
        tmux.type("emilyspass")
        tmux.send("Enter")
        tmux.waitFor("Glamour Beauty Mascara")
        tmux.send("Enter")
        tmux.waitFor("More in beauty")
        let (drawn, _) = tmux.waitFor { $0.contains("▀") || $0.contains("▄") }
        XCTAssertTrue(drawn)
        let screen = StyledScreen(tmux.styledScreen)
        XCTAssertTrue(screen.styles(of: "Glamour Beauty Mascara").allSatisfy { $0.foreground == 36 }, "the title in cyan")
        XCTAssertTrue(screen.styles(of: "? Help").first?.foreground == 36, "the footer's keys in cyan")
        let blocks = screen.cells.filter { $0.character == "▀" || $0.character == "▄" }
        XCTAssertGreaterThan(blocks.count, 100)
        let uncoloured = blocks.filter { $0.style.foreground == 39 || $0.style.background == 49 }
        XCTAssertEqual(uncoloured.count, 0, "every cell of the picture has both its colours")
        XCTAssertGreaterThanOrEqual(Set(blocks.map(\.style)).count, 4, "dithered: the picture mixes its colours")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }
}

/// tmux's `capture-pane -e` text read back into cells: each character with
/// the foreground and background SGR numbers it was drawn with (39 and 49
/// for the defaults). Only what tmux writes there: SGR and text.
struct StyledScreen {
    struct Style: Hashable {
        var foreground = 39
        var background = 49
    }

    struct Cell {
        var character: Character
        var style: Style
    }

    var cells: [Cell] = []

    init(_ text: String) {
        var style = Style()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                cells.append(Cell(character: Character(scalar), style: style))
                continue
            }
            guard scalars.next() == "[" else { continue }
            var parameters = ""
            while let next = scalars.next(), next != "m" { parameters.unicodeScalars.append(next) }
            for number in parameters.split(separator: ";", omittingEmptySubsequences: false).map({ Int($0) ?? 0 }) {
                switch number {
                case 0: style = Style()
                case 30...37, 39: style.foreground = number
                case 40...47, 49: style.background = number
                default: break
                }
            }
        }
    }

    /// The styles of the characters of the first place `text` is on screen.
    func styles(of text: String) -> [Style] {
        let characters = Array(text)
        guard characters.count <= cells.count else { return [] }
        for start in 0...(cells.count - characters.count)
        where (0..<characters.count).allSatisfy({ cells[start + $0].character == characters[$0] }) {
            return cells[start..<(start + characters.count)].map(\.style)
        }
        return []
    }
}
