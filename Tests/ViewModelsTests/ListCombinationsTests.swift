import DummyJSON
import Foundation
import Models
import XCTest
@testable import ViewModels

/// Issue 25, item 1: a list's search, filter and sort go together only as
/// its server answers them. What it cannot do is refused with a reason
/// (the same `courier get` gives) or, for a search and a filter, the newer
/// replaces the older and the note says so.
final class ListCombinationsTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    /// Products whose server cannot sort a search: a resource as data, for this test only.
    private func registry(_ combinations: ListCombinations) -> ResourceRegistry {
        var products = Resource<ProductSummary, Product>.products
        products.combinations = combinations
        return ResourceRegistry([AnyResource(products)])
    }

    func testASortTheServerCannotApplyIsRefusedWithTheReason() {
        var state = BrowseState(registry: registry(ListCombinations(sortsSearches: false)), now: now)
        _ = BrowseFeature.reduce(&state, .searchSettled(tab: 0, text: "phone"))
        let effects = BrowseFeature.reduce(&state, .setSort(SortKey("price", .descending)))
        XCTAssertNil(state.currentList.sort, "never claimed")
        XCTAssertEqual(effects, [.expireNote], "nothing asked of the server")
        XCTAssertEqual(state.note?.kind, .refused("A search of Products cannot be sorted by price."))
    }

    func testASortTheServerAppliesIsSent() {
        var state = BrowseState(registry: .standard, now: now)
        _ = BrowseFeature.reduce(&state, .setFilter(FilterValue("category", "laptops")))
        let effects = BrowseFeature.reduce(&state, .setSort(SortKey("price", .descending)))
        XCTAssertEqual(state.currentList.sort, SortKey("price", .descending))
        guard case .loadFirstPage(_, let page)? = effects.last else { return XCTFail("\(effects)") }
        XCTAssertEqual(page.request.sort, SortKey("price", .descending))
        XCTAssertEqual(page.request.filter, FilterValue("category", "laptops"))
    }

    func testASearchAndAFilterReplaceEachOtherAndSaySo() {
        var state = BrowseState(registry: .standard, now: now)
        _ = BrowseFeature.reduce(&state, .setFilter(FilterValue("category", "laptops")))
        _ = BrowseFeature.reduce(&state, .searchSettled(tab: 0, text: "phone"))
        XCTAssertNil(state.currentList.filter)
        XCTAssertEqual(state.note?.kind, .info("category=laptops is cleared: Products are searched or filtered, not both."))
        XCTAssertEqual(state.note?.isError, false, "news, not an error")
        _ = BrowseFeature.reduce(&state, .setFilter(FilterValue("category", "beauty")))
        XCTAssertEqual(state.currentList.query, "")
        XCTAssertEqual(state.currentList.search.value, "")
        XCTAssertEqual(state.note?.kind, .info("The search “phone” is cleared: Products are searched or filtered, not both."))
    }

    func testTheReasonsAreTranslated() {
        let products = AnyResource.products
        var texts = [products.refusal(for: ListCriteria(query: "a", filter: FilterValue("category", "b")))]
        let strict = registry(ListCombinations(sortsSearches: false, unsortedFilters: ["category"])).resources[0]
        texts.append(strict.refusal(for: ListCriteria(query: "a", sort: SortKey("price"))))
        texts.append(strict.refusal(for: ListCriteria(filter: FilterValue("category", "b"), sort: SortKey("price"))))
        XCTAssertEqual(texts.compactMap { $0 }.count, 3)
        for text in texts.compactMap({ $0 }) { assertTranslated(text, "refusal") }
        var state = BrowseState(registry: .standard, now: now)
        _ = BrowseFeature.reduce(&state, .setFilter(FilterValue("category", "laptops")))
        _ = BrowseFeature.reduce(&state, .searchSettled(tab: 0, text: "phone"))
        if case .info(let text)? = state.note?.kind { assertTranslated(text, "note") } else { XCTFail("no note") }
        _ = BrowseFeature.reduce(&state, .setFilter(FilterValue("category", "beauty")))
        if case .info(let text)? = state.note?.kind { assertTranslated(text, "note") } else { XCTFail("no note") }
    }
}
