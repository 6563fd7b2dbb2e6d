import Foundation
import Models
import Network
import ViewModels
import XCTest

/// The browser's reducer on its own: a pure function from state and action
/// to state and effects, so each rule is one call.
final class BrowseReducerTests: XCTestCase {
    private let registry = ResourceRegistry.standard
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func page(_ ids: ClosedRange<Int>, total: Int) -> SourcedResult<ListPage> {
        let items = ids.map { ProductSummary(id: $0, title: "Product \($0)") }
        let columns = Resource<ProductSummary, Product>.products.columns
        return SourcedResult(.value(ListPage(items: ListItems(items, columns: columns), total: total, skip: ids.lowerBound - 1)),
                             source: .network)
    }

    func testAppearAsksForTheFirstPageAndCancelsAnyNextPage() {
        var state = BrowseState(registry: registry, now: now)
        let effects = BrowseFeature.reduce(&state, .appear)
        let expected = PageRequest(generation: 1, request: ListRequest(paging: Paging(limit: 30, skip: 0)))
        XCTAssertEqual(effects, [.loadNextPage(tab: 0, nil), .loadFirstPage(tab: 0, expected)])
        XCTAssertTrue(state.currentList.isLoadingFirstPage)
        XCTAssertEqual(BrowseFeature.reduce(&state, .appear), [], "nothing more while it loads")
    }

    func testTheSameStateAndActionGiveTheSameResult() {
        var first = BrowseState(registry: registry, now: now)
        var second = first
        XCTAssertEqual(BrowseFeature.reduce(&first, .appear), BrowseFeature.reduce(&second, .appear))
        XCTAssertEqual(first, second)
    }

    func testAPageOfAnOlderGenerationIsDropped() {
        var state = BrowseState(registry: registry, now: now)
        _ = BrowseFeature.reduce(&state, .appear)
        let old = PageRequest(generation: 1, request: state.currentList.request(skip: 0))
        _ = BrowseFeature.reduce(&state, .refresh)         // generation 2
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, old, page(1...30, total: 100), at: now))
        XCTAssertTrue(state.currentList.items.isEmpty, "the answer to the first load came after the refresh")
        let current = PageRequest(generation: 2, request: state.currentList.request(skip: 0))
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, current, page(1...30, total: 100), at: now))
        XCTAssertEqual(state.currentList.items.count, 30)
    }

    func testSwitchingTabsClosesTheDetailAndLoadsTheNewTabOnce() {
        var state = BrowseState(registry: registry, now: now)
        _ = BrowseFeature.reduce(&state, .openDetail(id: 3))
        let effects = BrowseFeature.reduce(&state, .selectTab(2))
        XCTAssertNil(state.detail)
        XCTAssertEqual(state.selectedTab, 2)
        XCTAssertEqual(effects.first, .loadDetail(nil), "the detail's request is stopped")
        XCTAssertTrue(effects.contains { if case .loadFirstPage(2, _) = $0 { true } else { false } })
        XCTAssertEqual(BrowseFeature.reduce(&state, .selectTab(2)), [], "the same tab again does nothing")
    }

    func testEscapeClosesTheDetailFirstThenClearsTheSearch() {
        var state = BrowseState(registry: registry, now: now)
        state.currentList.query = "phone"
        state.currentList.hasLoaded = true
        _ = BrowseFeature.reduce(&state, .openDetail(id: 1))
        _ = BrowseFeature.reduce(&state, .back)
        XCTAssertNil(state.detail)
        XCTAssertEqual(state.currentList.query, "phone")
        _ = BrowseFeature.reduce(&state, .back)
        XCTAssertEqual(state.currentList.query, "")
        XCTAssertTrue(state.currentList.isLoadingFirstPage)
    }

    func testTheDetailScrollStaysWithinItsLines() {
        var state = BrowseState(registry: registry, now: now)
        _ = BrowseFeature.reduce(&state, .openDetail(id: 1))
        _ = BrowseFeature.reduce(&state, .scrollDetail(.bottom, height: 10, lineCount: 28))
        XCTAssertEqual(state.detail?.scroll, 18)
        _ = BrowseFeature.reduce(&state, .scrollDetail(.pageDown, height: 10, lineCount: 28))
        XCTAssertEqual(state.detail?.scroll, 18)
        _ = BrowseFeature.reduce(&state, .scrollDetail(.pageUp, height: 10, lineCount: 28))
        XCTAssertEqual(state.detail?.scroll, 9)
        _ = BrowseFeature.reduce(&state, .scrollDetail(.up, height: 10, lineCount: 5))
        XCTAssertEqual(state.detail?.scroll, 0, "a short detail does not scroll")
    }

    func testSearchIsOffForAResourceThatCannotBeSearched() {
        var products = Resource<ProductSummary, Product>.products
        products.isSearchable = false
        var state = BrowseState(registry: ResourceRegistry([AnyResource(products)]), now: now)
        XCTAssertEqual(BrowseFeature.reduce(&state, .beginSearch), [])
        XCTAssertFalse(state.isEditingSearch)
    }

    func testALoadThatEndsWithoutAnAnswerLeavesNothingLoading() {
        var state = BrowseState(registry: registry, now: now)
        _ = BrowseFeature.reduce(&state, .appear)
        let first = PageRequest(generation: 1, request: state.currentList.request(skip: 0))
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, first, page(1...30, total: 100), at: now))
        let effects = BrowseFeature.reduce(&state, .loadMore)
        guard case .loadNextPage(0, let next?)? = effects.first else { return XCTFail("\(effects)") }
        _ = BrowseFeature.reduce(&state, .pageFinished(tab: 0, next))
        XCTAssertFalse(state.currentList.isLoadingMore, "an empty stream must not leave \"loading more…\" for ever")
        XCTAssertEqual(BrowseFeature.reduce(&state, .loadMore).count, 1, "and the page can be asked for again")
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, next, page(31...60, total: 100), at: now))
        _ = BrowseFeature.reduce(&state, .pageFinished(tab: 0, next))
        XCTAssertEqual(state.currentList.items.count, 60)
    }
}
