import ViewModels
import XCTest
@testable import TUI

/// Issue 25, item 18: the smaller things a walk through every screen found.
final class SmallerThingsTests: XCTestCase {
    func testARecipesAuthorIsNamed() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 40)
            h.signIn()
            h.press(.character("5"), .enter)
            XCTAssertTrue(h.browseState?.detail?.content != nil)
            XCTAssertFalse(h.text.contains("user #"), "an id where a name belongs:\n\(h.text)")
            let userID = h.browseState?.detail?.content?.links.first?.target
            guard case .record(_, let id)? = userID, let name = h.browseState?.names.name(.userName, id: id) else {
                return XCTFail("the author's link and name")
            }
            XCTAssertTrue(h.text.contains("Author: \(name)"), h.text)
        }
    }

    /// The scroll marker has a row of its own: every line shown is whole.
    func testTheScrollMarkerNeverCoversTheDetailsLastLine() {
        let lines = (1...30).map { DetailView.Line(text: "line \($0) " + String(repeating: "x", count: 30), kind: .text) }
        for scroll in [0, 5, 100] {
            var buffer = CellBuffer(size: Size(rows: 10, cols: 40), fill: .blank(Theme.monochrome.text))
            DetailView.render(lines, scroll: scroll, into: &buffer, area: buffer.bounds, theme: .monochrome)
            let rows = buffer.lines
            let shown = rows.filter { $0.hasPrefix("line ") }
            XCTAssertTrue(shown.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasSuffix("x") }, "a line cut by the marker: \(rows)")
            let marker = rows.last?.trimmingCharacters(in: .whitespaces) ?? ""
            XCTAssertTrue(marker.contains("/30"), "the marker on its own row: \(rows)")
            XCTAssertFalse(rows.last?.contains("line") == true)
            if scroll == 100 { XCTAssertTrue(shown.last?.hasPrefix("line 30 ") == true, "the end is reached: \(rows)") }
        }
    }

    /// `?` at 80 columns wraps a long line of help instead of cutting it with "…",
    /// and scrolls to its last line.
    func testTheHelpWrapsAt80ColumnsAndScrollsToItsEnd() {
        onMainActor {
            let h = AppHarness(cols: 80, rows: 24)
            h.signIn()
            h.press(.enter, .character("?"))
            XCTAssertTrue(h.browseState?.showsHelp == true)
            var seen = Set<String>()
            for _ in 0..<60 {
                for line in h.lines {
                    let inside = line.split(separator: "│").dropFirst().first.map(String.init) ?? ""
                    let text = inside.trimmingCharacters(in: .whitespaces)
                    XCTAssertFalse(text.count > 1 && text.hasSuffix("…"), "a cut line of help: \(line)")
                    seen.insert(inside.trimmingCharacters(in: .whitespaces))
                }
                h.press(.character("j"))
            }
            // The ends of the longest sentences, on rows of their own under them.
            for words in ["or stop a list loading", "from anywhere", "marked row"] {
                XCTAssertTrue(seen.contains { $0.hasSuffix(words) }, "“\(words)” never shown: \(seen.sorted())")
            }
        }
    }

    /// The rules are data on the descriptor: a product's price is not
    /// below zero, and a phone is digits, not letters.
    func testTheFormRefusesANegativePriceAndAPhoneOfLetters() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30)
            h.signIn()
            h.press(.enter, .character("e"))
            guard let price = h.browseState?.editForm?.fields.firstIndex(where: { $0.key == "price" }) else { return XCTFail("no price") }
            for _ in 0..<price { h.app.handle(.tab) }
            h.app.handle(.ctrl("u"))
            h.type("-5")
            h.press(.enter)
            XCTAssertNotNil(h.browseState?.editForm, "not sent")
            XCTAssertEqual(h.browseState?.editForm?.problems[price], "a number, 0 or more")
            h.press(.escape, .character("y"), .escape, .character("3"), .enter, .character("e"))
            guard let phone = h.browseState?.editForm?.fields.firstIndex(where: { $0.key == "phone" }) else { return XCTFail("no phone") }
            for _ in 0..<phone { h.app.handle(.tab) }
            h.app.handle(.ctrl("u"))
            h.type("abc")
            h.press(.enter)
            XCTAssertEqual(h.browseState?.editForm?.problems[phone], "a phone number: digits, spaces and + - ( )")
        }
    }

    /// A todo's "Done" is a toggle: Space flips it, and it never asks for "yes" or "no" typed out.
    func testATodosDoneIsAToggle() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30)
            h.signIn()
            h.press(.character("7"), .enter, .character("e"))
            guard let form = h.browseState?.editForm, let done = form.fields.firstIndex(where: { $0.key == "completed" }) else {
                return XCTFail("no Done field")
            }
            let before = form.inputs[done].value
            for _ in 0..<done { h.app.handle(.tab) }
            h.app.handle(.character(" "))
            let after = h.browseState?.editForm?.inputs[done].value
            XCTAssertNotEqual(after, before, "Space flipped it")
            XCTAssertEqual(Set([before, after ?? ""]), ["yes", "no"])
            let row = h.lines.last { $0.contains("Done") } ?? ""
            XCTAssertTrue(row.contains(after == "yes" ? "[x]" : "[ ]"), "drawn as a box that is ticked or not: \(row)")
            XCTAssertFalse(row.contains("yes") || row.contains(" no"), "no word to type: \(row)")
            h.app.handle(.character(" "))
            XCTAssertEqual(h.browseState?.editForm?.inputs[done].value, before, "and back")
        }
    }
}
