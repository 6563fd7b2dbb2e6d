import ViewModels
import XCTest
@testable import TUI

/// A browse-like screen made only of layer widgets, at 40, 80 and 120 columns,
/// with CJK, emoji and combining marks in the data.
final class WidgetGoldenTests: XCTestCase {
    enum Action: Sendable { case quit, search, open, help, refresh }

    static let table = KeyBindingTable<Action>([
        KeyBinding([.up, .down], label: "Move", help: "Move the selection", showsInHints: false, action: .open),
        KeyBinding([.enter], label: "Open", help: "Open the selected product", action: .open),
        KeyBinding([.character("/")], label: "Search", help: "Search products by name", action: .search),
        KeyBinding([.character("r")], label: "Refresh", help: "Reload from the server", isEnabled: false,
                   action: .refresh),
        KeyBinding([.character("?")], label: "Help", help: "Show this help", action: .help),
        KeyBinding([.character("q"), .ctrl("c")], label: "Quit", help: "Quit Courier", action: .quit),
    ])

    static let products: [[String]] = [
        ["1", "iPhone 15 Pro 📱", "Apple", "999.99"],
        ["2", "华为手机 Mate 60", "Huawei", "6,999.00"],
        ["3", "スマートフォン Xperia", "Sony", "129,800"],
        ["4", "Cafe\u{301} Crème Brûlée Torch", "Kitchen\u{2009}Co", "24.50"],
        ["5", "Family Pack 👨‍👩‍👧‍👦", "Toys", "49.00"],
        ["6", "Galaxy S24", "Samsung", "799.00"],
    ]

    static let columns = [
        ListColumn("#", width: .fixed(3), alignment: .right),
        ListColumn("Title", width: .flexible(minimum: 10)),
        ListColumn("Brand", width: .flexible(minimum: 6)),
        ListColumn("Price", width: .fixed(9), alignment: .right),
    ]

    func screen(cols: Int) -> CellBuffer {
        let size = Size(rows: 10, cols: cols)
        var buffer = CellBuffer(size: size)
        let theme = Theme.standard
        let area = buffer.bounds
        Tabs.render(TabsState(titles: ["Products", "Posts", "Users"], selectedIndex: 0), into: &buffer,
                    area: area.top(1), theme: theme)
        let list = area.droppingTop(1).droppingBottom(2)
        var state = ListViewState()
        state.select(4, rowCount: Self.products.count, visibleRows: ListView.visibleRows(in: list),
                     hasLoadingRow: true)
        ListView.render(state, columns: Self.columns, rowCount: Self.products.count, hasLoadingRow: true,
                        into: &buffer, area: list, theme: theme) { Self.products[$0] }
        StatusBar.render(left: "Signed in as emilys — 手机 results", right: "5/30 · online", into: &buffer,
                         area: area.bottom(2).top(1), theme: theme)
        KeyHints.render(Self.table, into: &buffer, area: area.bottom(1), theme: theme)
        return buffer
    }

    func testBrowseScreenAt40() {
        assertGolden(screen(cols: 40), """
         Products │ Posts │ Users               |
          # Title           Brand          Price|
          1 iPhone 15 Pro…  Apple         999.99|
          2 华为手机 Mate…  Huawei      6,999.00|
          3 スマートフォン… Sony         129,800|
          4 Café Crème Brû… Kitchen Co     24.50|
          5 Family Pack 👨‍👩‍👧‍👦  Toys           49.00|
          6 Galaxy S24      Samsung       799.00|
         Signed in as emilys —…   5/30 · online |
         Enter Open  / Search  ? Help  q/^C Quit|
        """, "browse-40")
    }

    func testBrowseScreenAt80() {
        assertGolden(screen(cols: 80), """
         Products │ Posts │ Users                                                       |
          # Title                               Brand                              Price|
          1 iPhone 15 Pro 📱                    Apple                             999.99|
          2 华为手机 Mate 60                    Huawei                          6,999.00|
          3 スマートフォン Xperia               Sony                             129,800|
          4 Café Crème Brûlée Torch             Kitchen Co                         24.50|
          5 Family Pack 👨‍👩‍👧‍👦                      Toys                               49.00|
          6 Galaxy S24                          Samsung                           799.00|
         Signed in as emilys — 手机 results                               5/30 · online |
         Enter Open  / Search  ? Help  q/^C Quit                                        |
        """, "browse-80")
    }

    func testBrowseScreenAt120() {
        assertGolden(screen(cols: 120), """
         Products │ Posts │ Users                                                                                               |
          # Title                                                   Brand                                                  Price|
          1 iPhone 15 Pro 📱                                        Apple                                                 999.99|
          2 华为手机 Mate 60                                        Huawei                                              6,999.00|
          3 スマートフォン Xperia                                   Sony                                                 129,800|
          4 Café Crème Brûlée Torch                                 Kitchen Co                                             24.50|
          5 Family Pack 👨‍👩‍👧‍👦                                          Toys                                                   49.00|
          6 Galaxy S24                                              Samsung                                               799.00|
         Signed in as emilys — 手机 results                                                                       5/30 · online |
         Enter Open  / Search  ? Help  q/^C Quit                                                                                |
        """, "browse-120")
    }

    func overlay(cols: Int) -> CellBuffer {
        var buffer = screen(cols: cols)
        HelpOverlay.render(Self.table, into: &buffer, area: buffer.bounds, theme: .standard)
        return buffer
    }

    func testHelpOverlayAt40() {
        assertGolden(overlay(cols: 40), """
         ┌ Keys ──────────────────────────────┐ |
         │ ↑/↓    Move the selection          │e|
         │ Enter  Open the selected product   │9|
         │ /      Search products by name     │0|
         │ r      Reload from the server (not │0|
         │        now)                        │0|
         │ ?      Show this help              │0|
         │ q/^C   Quit Courier                │0|
         │         Esc or ? to close          │ |
         └────────────────────────────────────┘t|
        """, "help-40")
    }

    func testHelpOverlayAt80() {
        assertGolden(overlay(cols: 80), """
         Products │ Posts ┌ Keys ───────────────────────────────────┐                   |
          # Title         │ ↑/↓    Move the selection               │              Price|
          1 iPhone 15 Pro │ Enter  Open the selected product        │             999.99|
          2 华为手机 Mate │ /      Search products by name          │           6,999.00|
          3 スマートフォン│ r      Reload from the server (not now) │            129,800|
          4 Café Crème Brû│ ?      Show this help                   │              24.50|
          5 Family Pack 👨‍👩‍👧‍👦│ q/^C   Quit Courier                     │              49.00|
          6 Galaxy S24    │                                         │             799.00|
         Signed in as emil│            Esc or ? to close            │     5/30 · online |
         Enter Open  / Sea└─────────────────────────────────────────┘                   |
        """, "help-80")
    }

    func testHelpOverlayAt120() {
        assertGolden(overlay(cols: 120), """
         Products │ Posts │ Users             ┌ Keys ───────────────────────────────────┐                                       |
          # Title                             │ ↑/↓    Move the selection               │                                  Price|
          1 iPhone 15 Pro 📱                  │ Enter  Open the selected product        │                                 999.99|
          2 华为手机 Mate 60                  │ /      Search products by name          │                               6,999.00|
          3 スマートフォン Xperia             │ r      Reload from the server (not now) │                                129,800|
          4 Café Crème Brûlée Torch           │ ?      Show this help                   │                                  24.50|
          5 Family Pack 👨‍👩‍👧‍👦                    │ q/^C   Quit Courier                     │                                  49.00|
          6 Galaxy S24                        │                                         │                                 799.00|
         Signed in as emilys — 手机 results   │            Esc or ? to close            │                         5/30 · online |
         Enter Open  / Search  ? Help  q/^C Qu└─────────────────────────────────────────┘                                       |
        """, "help-120")
    }
}
