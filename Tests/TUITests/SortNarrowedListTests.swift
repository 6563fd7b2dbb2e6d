import Models
import ViewModels
import XCTest
@testable import TUI

/// Issue 25, item 1: a sort on a filtered or searched list is done, not only
/// claimed, and a search and a filter (which the server never applies
/// together) are never both claimed.
final class SortNarrowedListTests: XCTestCase {
    @MainActor private static func prices(_ h: AppHarness) -> [Double] {
        h.browseState?.currentList.items.typed(ProductSummary.self)?.compactMap(\.price) ?? []
    }

    /// Types `text` on the `:` line and runs it.
    @MainActor private static func command(_ text: String, _ h: AppHarness) {
        h.app.handle(.character(":"))
        h.type(text)
        h.app.handle(.enter)
        h.scheduler.advance(by: 1)
    }

    func testSortingAFilteredListOrdersItsRows() {
        onMainActor {
            let h = AppHarness(cols: 100, rows: 24)
            h.signIn()
            Self.command("products category=laptops", h)
            Self.command("sort price desc", h)
            XCTAssertTrue(h.lines[1].contains("by price ↓"), h.lines[1])
            let shown = Self.prices(h)
            XCTAssertGreaterThan(shown.count, 1)
            XCTAssertEqual(shown, shown.sorted(by: >), "the rows in the order the search line claims")
            XCTAssertEqual(h.browseState?.currentList.filter, FilterValue("category", "laptops"), "still the laptops")
        }
    }

    func testSortingASearchOrdersItsRows() {
        onMainActor {
            let h = AppHarness(cols: 100, rows: 24)
            h.signIn()
            h.app.handle(.character("/"))
            h.type("phone")
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            XCTAssertEqual(h.browseState?.currentList.query, "phone")
            Self.command("sort price", h)
            XCTAssertTrue(h.lines[1].contains("by price ↑"), h.lines[1])
            let shown = Self.prices(h)
            XCTAssertGreaterThan(shown.count, 1)
            XCTAssertEqual(shown, shown.sorted(), "cheapest first, as claimed")
            XCTAssertEqual(h.browseState?.currentList.query, "phone", "still the search")
        }
    }

    /// The server searches or filters, never both: the newer one replaces
    /// the older, and the status line says so, so the search line never
    /// names a filter the rows ignore.
    func testASearchOnAFilteredListSaysItDropsTheFilter() {
        onMainActor {
            let h = AppHarness(cols: 100, rows: 24)
            h.signIn()
            Self.command("products category=laptops", h)
            h.app.handle(.character("/"))
            h.type("phone")
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            let list = h.browseState?.currentList
            XCTAssertEqual(list?.query, "phone")
            XCTAssertNil(list?.filter, "the rows are the whole search's: no filter may be claimed")
            XCTAssertFalse(h.lines[1].contains("category=laptops"), h.lines[1])
            XCTAssertTrue(h.text.contains("category=laptops"), "the status line says the filter went: \(h.text)")
        }
    }
}
