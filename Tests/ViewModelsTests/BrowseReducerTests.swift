import DummyJSON
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
        let expected = PageRequest(resource: .products, kind: .first, request: ListRequest(paging: Paging(limit: 30, skip: 0)))
        XCTAssertEqual(effects, [.loadNextPage(tab: 0, nil), .loadFirstPage(tab: 0, expected)])
        XCTAssertTrue(state.currentList.isLoadingFirstPage)
        XCTAssertEqual(BrowseFeature.reduce(&state, .appear), [], "nothing more while it loads")
    }

    func testTheSameActionsFromTheSameStateGiveTheSameStatesAndEffects() {
        let actions: [BrowseAction] = [
            .appear, .pageLoaded(tab: 0, BrowseState(registry: registry, now: now).lists[0].pageRequest(.first), page(1...30, total: 100), at: now),
            .moveCursor(.bottom, visibleRows: 20), .beginSearch, .editSearch(.insert("ph")), .searchSettled(tab: 0, text: "ph"),
            .openDetail(id: 3), .selectTab(1), .tick(now.addingTimeInterval(5)), .back,
        ]
        func run() -> (BrowseState, [[BrowseEffect]]) {
            var state = BrowseState(registry: registry, now: now)
            let effects = actions.map { BrowseFeature.reduce(&state, $0) }
            return (state, effects)
        }
        let (first, firstEffects) = run()
        let (second, secondEffects) = run()
        XCTAssertEqual(first, second, "no hidden state: the reducer is a function of its input")
        XCTAssertEqual(firstEffects, secondEffects)
        XCTAssertEqual(first.selectedTab, 1)
        XCTAssertEqual(first.lists[0].query, "ph")
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
        // The screen reports what it measured; the reducer scrolls by it.
        _ = BrowseFeature.reduce(&state, .viewportMeasured(BrowseViewport(detailRows: 10, detailLineCount: 28)))
        _ = BrowseFeature.reduce(&state, .scrollDetail(.bottom))
        XCTAssertEqual(state.detail?.scroll, 18)
        _ = BrowseFeature.reduce(&state, .scrollDetail(.pageDown))
        XCTAssertEqual(state.detail?.scroll, 18)
        _ = BrowseFeature.reduce(&state, .scrollDetail(.pageUp))
        XCTAssertEqual(state.detail?.scroll, 9)
        _ = BrowseFeature.reduce(&state, .viewportMeasured(BrowseViewport(detailRows: 10, detailLineCount: 5)))
        _ = BrowseFeature.reduce(&state, .scrollDetail(.up))
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
        let first = state.currentList.pageRequest(.first)
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

    /// The first page of 30 loaded, and the cursor at its end.
    private func loadedAtTheEnd() -> BrowseState {
        var state = BrowseState(registry: registry, now: now)
        _ = BrowseFeature.reduce(&state, .appear)
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, state.currentList.pageRequest(.first), page(1...30, total: 100), at: now))
        state.currentList.cursor = ListViewState(selectedIndex: 29)
        return state
    }

    func testAFailedNextPageIsNotAskedForAgainByItself() {
        var state = loadedAtTheEnd()
        let effects = BrowseFeature.reduce(&state, .loadMore)
        guard case .loadNextPage(0, let next?)? = effects.first else { return XCTFail("\(effects)") }
        let failure = SourcedResult<ListPage>(.error(.http(status: 404, message: "gone")), source: .network)
        let after = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, next, failure, at: now))
        XCTAssertFalse(after.contains { if case .loadNextPage(_, _?) = $0 { true } else { false } },
                       "a failed page is not asked for again at network speed: \(after)")
        XCTAssertEqual(state.currentList.error, .http(status: 404, message: "gone"))
        let moved = BrowseFeature.reduce(&state, .moveCursor(.down, visibleRows: 20))
        XCTAssertTrue(moved.contains { if case .loadNextPage(_, _?) = $0 { true } else { false } }, "the person moving asks again")
    }

    func testTheNetworksFirstPageStopsANextPageOfTheCachedOne() {
        var state = loadedAtTheEnd()
        let next = BrowseFeature.reduce(&state, .loadMore)
        guard case .loadNextPage(0, let request?)? = next.first else { return XCTFail("\(next)") }
        // The network's copy of the first page arrives with other items, as after a change upstream.
        let effects = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, state.currentList.pageRequest(.first), page(2...25, total: 100), at: now))
        XCTAssertEqual(effects.first, .loadNextPage(tab: 0, nil), "the page continuing the old items is stopped")
        guard case .loadNextPage(0, let again?)? = effects.last else { return XCTFail("\(effects)") }
        XCTAssertEqual(again.request.paging.skip, 24, "and the next page is asked for after the new items")
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, request, page(31...60, total: 100), at: now))
        XCTAssertEqual(state.currentList.items.ids, Array(2...25), "the old page's answer, if it comes, is dropped")
    }
}

/// A screen taller than a page fills itself: the next page follows the first.
final class ViewportFillTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func page(_ ids: ClosedRange<Int>, total: Int) -> SourcedResult<ListPage> {
        let items = ids.map { ProductSummary(id: $0, title: "Product \($0)") }
        return SourcedResult(.value(ListPage(items: ListItems(items, columns: Resource<ProductSummary, Product>.products.columns),
                                             total: total, skip: ids.lowerBound - 1)), source: .network)
    }

    func testAFirstPageShorterThanTheScreenIsFollowedByTheNext() {
        var state = BrowseState(registry: .standard, now: now)
        _ = BrowseFeature.reduce(&state, .viewport(rows: 36))
        _ = BrowseFeature.reduce(&state, .appear)
        let effects = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, state.currentList.pageRequest(.first), page(1...30, total: 194), at: now))
        XCTAssertTrue(effects.contains { if case .loadNextPage(0, .some) = $0 { true } else { false } }, "\(effects)")
    }

    func testAScreenShorterThanAPageAsksForNothingMoreAndAResizeCatchesUp() {
        var state = BrowseState(registry: .standard, now: now)
        _ = BrowseFeature.reduce(&state, .viewport(rows: 20))
        _ = BrowseFeature.reduce(&state, .appear)
        let effects = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, state.currentList.pageRequest(.first), page(1...30, total: 194), at: now))
        XCTAssertFalse(effects.contains { if case .loadNextPage(0, .some) = $0 { true } else { false } }, "\(effects)")
        XCTAssertTrue(BrowseFeature.reduce(&state, .viewport(rows: 40)).contains { if case .loadNextPage(0, .some) = $0 { true } else { false } },
                      "a taller terminal fills itself")
        XCTAssertEqual(BrowseFeature.reduce(&state, .viewport(rows: 40)), [], "the same size again changes nothing")
    }
}
