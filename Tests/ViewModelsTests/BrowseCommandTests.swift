import DummyJSON
import Foundation
import ViewModels
import XCTest

/// The `:` command line: what it reads, what it completes, what it refuses,
/// and the sort keys beside it.
final class BrowseCommandTests: XCTestCase {
    private let registry = ResourceRegistry.standard
    private let now = Date(timeIntervalSince1970: 1_000_000)
    private var lists: [ListState] { BrowseState(registry: registry, now: now).lists }
    private func tab(_ id: String) -> Int { registry.index(of: id)! }

    private func parse(_ text: String, current: Int = 0) -> Result<BrowseCommand, BrowseCommand.Failure> {
        BrowseCommand.parse(text, lists: lists, current: current)
    }

    func testItReadsJumpsFiltersSortsAndQuit() {
        XCTAssertEqual(parse("users"), .success(.show(tab: tab("users"), filter: nil)))
        XCTAssertEqual(parse("  Carts "), .success(.show(tab: tab("carts"), filter: nil)), "trimmed, any case")
        XCTAssertEqual(parse("products category=smartphones"), .success(.show(tab: 0, filter: FilterValue("category", "smartphones"))))
        XCTAssertEqual(parse("users hair.color=Brown"), .success(.show(tab: tab("users"), filter: FilterValue("hair.color", "Brown"))))
        XCTAssertEqual(parse("recipes mealType=Side Dish"), .success(.show(tab: tab("recipes"), filter: FilterValue("mealType", "Side Dish"))),
                       "a value keeps its spaces")
        XCTAssertEqual(parse("sort price desc"), .success(.sort(SortKey("price", .descending))))
        XCTAssertEqual(parse("sort Price"), .success(.sort(SortKey("price", .ascending))))
        XCTAssertEqual(parse("sort"), .success(.sort(nil)))
        XCTAssertEqual(parse("filter category=laptops"), .success(.filter(FilterValue("category", "laptops"))))
        XCTAssertEqual(parse("filter"), .success(.filter(nil)))
        XCTAssertEqual(parse("q"), .success(.quit))
    }

    func testItSaysWhyItRefuses() {
        func message(_ text: String, current: Int = 0) -> String? {
            if case .failure(let failure) = parse(text, current: current) { return failure.message.description }
            return nil
        }
        XCTAssertEqual(message("widgets"), "No resource “widgets”: try products, posts, users, carts, recipes, comments, todos, quotes, sort or filter.")
        XCTAssertEqual(message("sort weight"), "Products sort by title, price, rating, stock.")
        XCTAssertEqual(message("sort price sideways"), "Sort order is asc or desc, not “sideways”.")
        XCTAssertEqual(message("sort id", current: tab("quotes")), "Quotes cannot be sorted.")
        XCTAssertEqual(message("todos userId=abc"), "userId takes a record id, not “abc”.")
        XCTAssertEqual(message("products colour=red"), "Products filter by category, not “colour”.")
        XCTAssertEqual(message("products category"), "Filter as name=value: category.")
        XCTAssertEqual(message("quotes author=Rumi"), "Quotes have no filters.")
        XCTAssertEqual(message(""), "Type a resource, sort or filter.")
    }

    func testTabCompletesAsFarAsEveryCandidateAgrees() {
        func complete(_ text: String, current: Int = 0) -> String { BrowseCommand.complete(text, lists: lists, current: current) }
        XCTAssertEqual(complete("us"), "users ")
        XCTAssertEqual(complete("c"), "c", "carts and comments: no common letter more")
        XCTAssertEqual(complete("ca"), "carts ")
        XCTAssertEqual(complete("p"), "p", "products and posts")
        XCTAssertEqual(complete("pr"), "products ")
        XCTAssertEqual(complete("products c"), "products category=", "a filter name stops at =")
        XCTAssertEqual(complete("users hair"), "users hair.color=")
        XCTAssertEqual(complete("so"), "sort ")
        XCTAssertEqual(complete("sort pr"), "sort price ")
        XCTAssertEqual(complete("sort price d"), "sort price desc ")
        XCTAssertEqual(complete("zz"), "zz", "nothing to offer")
        XCTAssertEqual(BrowseCommand.completions("", lists: lists, current: 0).prefix(3), ["products", "posts", "users"])
    }

    func testItsExamplesComeFromTheBrowsersOwnResources() {
        XCTAssertEqual(BrowseCommand.examples(lists: lists), ["products", "products category=…", "sort title desc"])
        let quotesOnly = BrowseState(registry: ResourceRegistry([.quotes]), now: now).lists
        XCTAssertEqual(BrowseCommand.examples(lists: quotesOnly), ["quotes"], "no filter or sort to show")
    }

    func testTheCommandLineRunsAndKeepsItsTextWhenRefused() {
        var state = BrowseState(registry: registry, now: now)
        _ = BrowseFeature.reduce(&state, .beginCommand(""))
        _ = BrowseFeature.reduce(&state, .editCommand(.insert("ca")))
        _ = BrowseFeature.reduce(&state, .completeCommand)
        XCTAssertEqual(state.command?.value, "carts ")
        _ = BrowseFeature.reduce(&state, .editCommand(.insert("userId=5")))
        let effects = BrowseFeature.reduce(&state, .runCommand)
        XCTAssertNil(state.command)
        XCTAssertEqual(state.selectedTab, tab("carts"))
        XCTAssertEqual(state.currentList.filter, FilterValue("userId", "5"))
        let request = PageRequest(resource: .carts, kind: .first,
                                  request: ListRequest(paging: Paging(limit: 30, skip: 0), filter: FilterValue("userId", "5")))
        XCTAssertEqual(effects.last, .loadFirstPage(tab: tab("carts"), request))

        _ = BrowseFeature.reduce(&state, .beginCommand("sort nothing"))
        let refused = BrowseFeature.reduce(&state, .runCommand)
        XCTAssertEqual(state.command?.value, "sort nothing", "kept, to be corrected")
        XCTAssertEqual(refused, [.expireNote])
        XCTAssertEqual(state.note?.kind, .refused("Carts cannot be sorted."))
        _ = BrowseFeature.reduce(&state, .cancelCommand)
        XCTAssertNil(state.command)
    }

    func testSortCyclesThroughTheFieldsThenOffAndFlipsItsOrder() {
        var state = BrowseState(registry: registry, now: now)
        var seen: [SortKey?] = []
        for _ in 0..<5 {
            _ = BrowseFeature.reduce(&state, .cycleSort)
            seen.append(state.currentList.sort)
        }
        XCTAssertEqual(seen, [SortKey("title"), SortKey("price"), SortKey("rating"), SortKey("stock"), nil])
        _ = BrowseFeature.reduce(&state, .flipSortOrder)
        XCTAssertEqual(state.currentList.sort, SortKey("title", .descending), "unsorted: the first field, descending")
        _ = BrowseFeature.reduce(&state, .cycleSort)
        XCTAssertEqual(state.currentList.sort, SortKey("price", .descending), "the order stays while the field moves on")
        let effects = BrowseFeature.reduce(&state, .flipSortOrder)
        XCTAssertEqual(state.currentList.sort, SortKey("price", .ascending))
        XCTAssertTrue(effects.contains { if case .loadFirstPage(0, let page) = $0 { page.request.sort == SortKey("price") } else { false } })
        _ = BrowseFeature.reduce(&state, .selectTab(tab("todos")))
        XCTAssertEqual(BrowseFeature.reduce(&state, .cycleSort), [], "todos cannot be sorted")
    }
}
