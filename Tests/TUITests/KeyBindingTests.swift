import ViewModels
import Models
import XCTest
@testable import TUI

final class KeyBindingTests: XCTestCase {
    enum Action: Sendable, Equatable { case quit, search, refresh, help }

    var table = KeyBindingTable<Action>([
        KeyBinding([.character("q"), .ctrl("c")], label: "Quit", help: "Quit Courier", action: .quit),
        KeyBinding([.character("/")], label: "Search", help: "Search by name", action: .search),
        KeyBinding([.character("r")], label: "Refresh", help: "Reload the page", action: .refresh),
        KeyBinding([.character("?")], label: "Help", help: "Show all keys", action: .help),
    ])

    func testDispatchUsesOnlyEnabledBindings() {
        XCTAssertEqual(table.action(for: .ctrl("c")), .quit)
        XCTAssertEqual(table.action(for: .character("r")), .refresh)
        table.setEnabled(false, label: "Refresh")
        XCTAssertNil(table.action(for: .character("r")))
        XCTAssertNil(table.action(for: .character("x")))
    }

    /// The footer and the overlay come from one table: toggling a binding
    /// changes both in the same render.
    func testHintsAndOverlayAgree() {
        for enabled in [true, false] {
            table.setEnabled(enabled, label: "Refresh")
            var footer = CellBuffer(size: Size(rows: 1, cols: 80))
            KeyHints.render(table, into: &footer, area: footer.bounds, theme: .standard)
            var overlay = CellBuffer(size: Size(rows: 12, cols: 80))
            HelpOverlay.render(table, into: &overlay, area: overlay.bounds, theme: .standard)
            let footerText = footer.line(0)
            let overlayText = overlay.lines.joined(separator: "\n")
            for binding in table.bindings {
                XCTAssertTrue(overlayText.contains(binding.help.description), "overlay lists \(binding.label)")
                XCTAssertEqual(footerText.contains(binding.keyNames + " " + binding.label.description), binding.isEnabled,
                               "footer shows \(binding.label) iff enabled")
            }
            XCTAssertEqual(overlayText.contains("Reload the page" + HelpOverlay.unavailableSuffix), !enabled)
        }
        XCTAssertEqual(table.hints.map(\.label), ["Quit", "Search", "Help"])
    }

    func testFooterDropsWhatDoesNotFitWhole() {
        var footer = CellBuffer(size: Size(rows: 1, cols: 24))
        KeyHints.render(table, into: &footer, area: footer.bounds, theme: .standard)
        XCTAssertEqual(footer.line(0), " q/^C Quit  / Search    ")
        XCTAssertEqual(footer[0, 1].style, Theme.standard.hintKey)
        XCTAssertEqual(footer[0, 6].style, Theme.standard.hintLabel)
    }

    func testKeyNames() {
        XCTAssertEqual(KeyBinding([.up, .character("k")], label: "Up", help: "", action: 0).keyNames, "↑/k")
        XCTAssertEqual(Key.ctrl("l").displayName, "^L")
        XCTAssertEqual(Key.character(" ").displayName, "Space")
        XCTAssertEqual(Key.backTab.displayName, "S-Tab")
        XCTAssertEqual(Key.pageDown.displayName, "PgDn")
    }

    func testTabKeysNeverTakeTheBrowsersOwnKeys() {
        XCTAssertEqual(BrowseKeys.tabKeyConflicts(in: .standard), [])
        var refreshing = Resource<ProductSummary, Product>.products
        refreshing.id = "refreshing"
        refreshing.tabKey = "r"
        XCTAssertEqual(BrowseKeys.tabKeyConflicts(in: ResourceRegistry([.posts, AnyResource(refreshing)])), ["r"])
    }
}
