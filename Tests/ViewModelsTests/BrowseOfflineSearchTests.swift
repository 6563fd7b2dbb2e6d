import DummyJSON
import Foundation
import Models
import Network
import ViewModels
import XCTest

/// A search the server cannot answer (issue 15): the list shows what the
/// cache has for that search, or says it has nothing, and never the old,
/// unsearched list under the new search.
final class BrowseOfflineSearchTests: XCTestCase {
    private let registry = ResourceRegistry.standard
    private let now = Date(timeIntervalSince1970: 1_000_000)
    private let offline = NetworkError.offline(detail: "Could not connect to the server.")

    private func page(_ ids: ClosedRange<Int>, total: Int, source: ValueSource = .network) -> SourcedResult<ListPage> {
        let items = ids.map { ProductSummary(id: $0, title: "Product \($0)") }
        let columns = Resource<ProductSummary, Product>.products.columns
        return SourcedResult(.value(ListPage(items: ListItems(items, columns: columns), total: total, skip: 0)), source: source)
    }

    /// The whole products list loaded, then a search for `query` settled: the request it sent.
    private func searched(_ query: String) -> (BrowseState, PageRequest) {
        var state = BrowseState(registry: registry, now: now)
        _ = BrowseFeature.reduce(&state, .appear)
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, state.currentList.pageRequest(.first), page(1...30, total: 194), at: now))
        XCTAssertEqual(state.currentList.items.count, 30)
        _ = BrowseFeature.reduce(&state, .beginSearch)
        _ = BrowseFeature.reduce(&state, .editSearch(.insert(query)))
        let effects = BrowseFeature.reduce(&state, .searchSettled(tab: 0, text: query))
        guard case .loadFirstPage(0, let request)? = effects.last else {
            XCTFail("the search asks for its first page: \(effects)")
            return (state, state.currentList.pageRequest(.first))
        }
        return (state, request)
    }

    func testANewSearchDoesNotShowTheOldListWhileItLoads() {
        let (state, request) = searched("zzz")
        XCTAssertEqual(request.request.query, "zzz")
        XCTAssertTrue(state.currentList.items.isEmpty, "the unsearched list is not the search's answer")
        XCTAssertEqual(state.currentList.total, 0)
        XCTAssertTrue(state.currentList.isLoadingFirstPage)
        XCTAssertNil(state.currentList.emptyMessage, "nothing is said until the answer comes")
    }

    func testASearchOfflineWithNothingCachedSaysSoAndKeepsTheQuery() {
        var (state, request) = searched("zzz")
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, request, SourcedResult(.error(offline), source: .network), at: now))
        _ = BrowseFeature.reduce(&state, .pageFinished(tab: 0, request))
        let list = state.currentList
        XCTAssertTrue(list.items.isEmpty, "the old list never comes back under “zzz”")
        XCTAssertEqual(list.query, "zzz")
        XCTAssertEqual(list.search.value, "zzz", "the search line keeps what was typed")
        XCTAssertEqual(list.emptyMessage, "No cached results for “zzz”.")
        XCTAssertNil(list.source, "no age of a list that is not shown")
    }

    func testASearchOfflineThatTheCacheKnowsShowsItsResultsAsOffline() {
        var (state, request) = searched("phone")
        let cachedAt = now.addingTimeInterval(-300)
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, request, page(3...5, total: 3, source: .cache(storedAt: cachedAt, offline: true)),
                                                     at: now))
        _ = BrowseFeature.reduce(&state, .pageFinished(tab: 0, request))
        let list = state.currentList
        XCTAssertEqual(list.items.ids, [3, 4, 5])
        XCTAssertEqual(list.itemsCriteria, ListCriteria(query: "phone"))
        XCTAssertNil(list.emptyMessage)
        XCTAssertEqual(OfflineNote.text(for: list.source, offline: false, now: state.now), "offline · cached 5 min ago")
    }

    func testAFailedRefreshStillKeepsTheListItRefreshes() {
        var (state, request) = searched("phone")
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, request, page(3...5, total: 3), at: now))
        let effects = BrowseFeature.reduce(&state, .refresh)
        guard case .loadFirstPage(0, let again)? = effects.first(where: { if case .loadFirstPage = $0 { true } else { false } }) else {
            return XCTFail("a refresh loads the first page again: \(effects)")
        }
        XCTAssertEqual(state.currentList.items.ids, [3, 4, 5], "kept while the refresh loads")
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, again, SourcedResult(.error(offline), source: .network), at: now))
        XCTAssertEqual(state.currentList.items.ids, [3, 4, 5], "and after it failed: they answer the same search")
        XCTAssertNil(state.currentList.emptyMessage)
    }

    func testAnotherFilterOfflineDropsTheListOfTheOldFilter() {
        var state = BrowseState(registry: registry, now: now)
        _ = BrowseFeature.reduce(&state, .appear)
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, state.currentList.pageRequest(.first), page(1...30, total: 194), at: now))
        let effects = BrowseFeature.reduce(&state, .setFilter(FilterValue("category", "laptops")))
        guard case .loadFirstPage(0, let request)? = effects.last else { return XCTFail("\(effects)") }
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, request, SourcedResult(.error(offline), source: .network), at: now))
        XCTAssertTrue(state.currentList.items.isEmpty, "the unfiltered list is not shown under category=laptops")
        XCTAssertNil(state.currentList.emptyMessage, "not a search: the screen shows the error itself")
    }

    func testASearchTheServerRefusedIsNotCalledUncached() {
        var (state, request) = searched("zzz")
        let refused = NetworkError.http(status: 400, message: "bad query")
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, request, SourcedResult(.error(refused), source: .network), at: now))
        XCTAssertTrue(state.currentList.items.isEmpty)
        XCTAssertNil(state.currentList.emptyMessage, "the server was reached: its error is what the list says")
    }
}
