import DummyJSON
import Foundation
import Models
import Network
import ViewModels
import XCTest
@testable import TUI

/// A list of a million rows on screen: `End` lands on the last row at once,
/// which shows as loading (highlighted) until its page comes; the ID column
/// then widens for seven-digit ids instead of cutting them.
final class WindowedListScreenTests: XCTestCase {
    private func page(_ ids: ClosedRange<Int>, total: Int) -> SourcedResult<ListPage> {
        let items = ids.map { ProductSummary(id: $0, title: "Product \($0)", category: "beauty", price: 10, rating: 4.5) }
        let columns = Resource<ProductSummary, Product>.products.columns
        return SourcedResult(.value(ListPage(items: ListItems(items, columns: columns), total: total, skip: ids.lowerBound - 1)),
                             source: .network)
    }

    private func lines(_ state: BrowseState) -> [String] {
        BrowseFrames.frame(state).lines
    }

    func testEndShowsTheLastRowLoadingThenItsSevenDigitIdWhole() {
        var state = BrowseState(registry: .standard, now: BrowseFrames.now)
        BrowseFrames.send(.appear, to: &state)
        BrowseFrames.send(.pageLoaded(tab: 0, state.currentList.pageRequest(.first), page(1...30, total: 1_000_000),
                                      at: BrowseFrames.now), to: &state)
        let effects = BrowseFrames.press(.end, in: &state)
        XCTAssertEqual(state.currentList.selectedIndex, 999_999)
        guard case .loadNextPage(0, let last?)? = effects.first else { return XCTFail("\(effects)") }
        XCTAssertEqual(last.request.paging.skip, 999_990, "the last page, asked for by the total")

        let waiting = lines(state)
        XCTAssertEqual(waiting.filter { $0.contains("loading more…") }.count, 1, "a run of rows on their way says so once:\n\(waiting.joined(separator: "\n"))")
        let buffer = BrowseFrames.frame(state)
        let selectedRow = (0..<buffer.size.rows).first { buffer[$0, 40].style == Theme.monochrome.selection }
        XCTAssertEqual(selectedRow, buffer.size.rows - 3, "the cursor shows on the last row, loading")

        BrowseFrames.send(.pageLoaded(tab: 0, last, page(999_991...1_000_000, total: 1_000_000), at: BrowseFrames.now), to: &state)
        let shown = lines(state)
        XCTAssertTrue(shown.contains { $0.hasPrefix("1000000 Product 1000000") }, shown.joined(separator: "\n"))
        XCTAssertFalse(shown.joined().contains("1000…"))
        XCTAssertTrue(shown[2].hasPrefix("     ID "), "the header widens with the column: \(shown[2])")
    }
}
