import DummyJSON
import Foundation
import Models
import Network
import ViewModels
import XCTest

/// Following a detail's links and coming back: carts → a cart → its user →
/// the user's todos, then Esc twice to the cart, with every list as it was.
final class LinkTrailTests: XCTestCase {
    private let registry = ResourceRegistry.standard
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func tab(_ id: String) -> Int { registry.index(of: id)! }

    private func content(_ resource: AnyResource, _ title: String, links: [ResourceLink]) -> SourcedResult<DetailContent> {
        var content = DetailContent(title: .verbatim(title), subtitle: "", sections: [])
        content.links = links
        return SourcedResult(.value(content), source: .network)
    }

    /// Opens record `id` in the current tab and lands its content.
    private func open(_ id: Int, title: String, links: [ResourceLink], _ state: inout BrowseState) {
        _ = BrowseFeature.reduce(&state, .openDetail(id: id))
        land(title: title, links: links, &state)
    }

    private func land(title: String, links: [ResourceLink], _ state: inout BrowseState) {
        let request = state.detail!.request
        _ = BrowseFeature.reduce(&state, .detailLoaded(request, content(request.resource, title, links: links), at: now))
        _ = BrowseFeature.reduce(&state, .detailFinished(request))
    }

    private func cartsPage() -> SourcedResult<ListPage> {
        let carts = (1...30).map { Cart(id: $0, products: [], total: 0, discountedTotal: 0, userId: $0, totalProducts: 0, totalQuantity: 0) }
        return SourcedResult(.value(ListPage(items: ListItems(carts, columns: Resource<Cart, Cart>.carts.columns), total: 208, skip: 0)),
                             source: .network)
    }

    func testCartToUserToTodosAndBackTwice() throws {
        var state = BrowseState(registry: registry, now: now)
        _ = BrowseFeature.reduce(&state, .selectTab(tab("carts")))
        let first = state.currentList.pageRequest(.first)
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: tab("carts"), first, cartsPage(), at: now))
        _ = BrowseFeature.reduce(&state, .moveCursor(.down, visibleRows: 20))
        open(1, title: "Cart #1", links: [.record("User: user #1", "users", id: 1)], &state)
        XCTAssertEqual(state.links.map(\.key), ["a"])

        // To the cart's user: the users tab, that user's detail, a crumb.
        var effects = BrowseFeature.reduce(&state, .followLink(0))
        XCTAssertEqual(state.selectedTab, tab("users"))
        XCTAssertEqual(state.detail?.request.id, 1)
        XCTAssertEqual(effects.first, .loadDetail(state.detail?.request))
        XCTAssertEqual(state.detail?.resource, .users)
        XCTAssertTrue(effects.contains { if case .loadFirstPage(tab("users"), _) = $0 { true } else { false } },
                      "the list behind the detail loads too")
        land(title: "Emily Johnson", links: [.list("Todos of Emily Johnson", "todos", "userId", "1")], &state)
        XCTAssertEqual(state.breadcrumb, ["Cart #1", "User: user #1"])

        // To her todos: the todos tab, filtered, no detail.
        let todosBefore = state.lists[tab("todos")]
        effects = BrowseFeature.reduce(&state, .followLink(0))
        XCTAssertEqual(state.selectedTab, tab("todos"))
        XCTAssertNil(state.detail)
        XCTAssertEqual(state.currentList.filter, FilterValue("userId", "1"))
        let filtered = PageRequest(resource: .todos, kind: .first,
                                   request: ListRequest(paging: Paging(limit: 30, skip: 0), filter: FilterValue("userId", "1")))
        XCTAssertTrue(effects.contains(.loadFirstPage(tab: tab("todos"), filtered)), "\(effects)")
        XCTAssertEqual(state.breadcrumb, ["Cart #1", "Emily Johnson", "Todos of Emily Johnson"])

        // Back once: her detail, and the todos list as it was before the link.
        effects = BrowseFeature.reduce(&state, .back)
        XCTAssertEqual(state.selectedTab, tab("users"))
        XCTAssertEqual(state.detail?.content?.title, "Emily Johnson", "the detail as it was, not reloaded")
        XCTAssertEqual(state.lists[tab("todos")], todosBefore)
        XCTAssertTrue(effects.contains(.cancelFirstPage(tab: tab("todos"))), "the filtered page's load is stopped")
        XCTAssertFalse(effects.contains { if case .loadDetail(.some) = $0 { true } else { false } })

        // Back twice: the cart, with the carts list where the cursor was.
        _ = BrowseFeature.reduce(&state, .back)
        XCTAssertEqual(state.selectedTab, tab("carts"))
        XCTAssertEqual(state.detail?.content?.title, "Cart #1")
        XCTAssertEqual(state.currentList.cursor.selectedIndex, 1)
        XCTAssertEqual(state.currentList.items.count, 30)
        XCTAssertTrue(state.trail.isEmpty)
        _ = BrowseFeature.reduce(&state, .back)
        XCTAssertNil(state.detail, "with the trail walked, Esc closes the detail as always")
    }

    func testAnotherRecordOpenedOnTheWayClosesBeforeTheTrailIsWalked() {
        var state = BrowseState(registry: registry, now: now)
        open(3, title: "Phone", links: [.list("More in smartphones", "products", "category", "smartphones")], &state)
        _ = BrowseFeature.reduce(&state, .followLink(0))
        XCTAssertEqual(state.selectedTab, tab("products"), "a link to the same resource's list")
        XCTAssertEqual(state.currentList.filter, FilterValue("category", "smartphones"))
        open(7, title: "Other phone", links: [], &state)
        _ = BrowseFeature.reduce(&state, .back)
        XCTAssertNil(state.detail, "the record opened here closes first")
        XCTAssertEqual(state.trail.count, 1)
        _ = BrowseFeature.reduce(&state, .back)
        XCTAssertNil(state.currentList.filter, "the unfiltered list is back")
        XCTAssertEqual(state.detail?.content?.title, "Phone")
    }

    func testASearchInTheArrivedListIsClearedBeforeGoingBack() {
        var state = BrowseState(registry: registry, now: now)
        _ = BrowseFeature.reduce(&state, .selectTab(tab("users")))
        open(1, title: "Emily", links: [.list("Posts by Emily", "posts", "userId", "1")], &state)
        _ = BrowseFeature.reduce(&state, .followLink(0))
        _ = BrowseFeature.reduce(&state, .searchSettled(tab: tab("posts"), text: "love"))
        XCTAssertFalse(state.isAtTrailEnd)
        _ = BrowseFeature.reduce(&state, .back)
        XCTAssertEqual(state.selectedTab, tab("posts"), "Esc cleared the search")
        XCTAssertTrue(state.currentList.query.isEmpty)
        _ = BrowseFeature.reduce(&state, .back)
        XCTAssertEqual(state.selectedTab, tab("users"))
    }

    func testAJumpToAnotherTabStartsANewTrailAndUnknownLinksAreLeftOut() {
        var state = BrowseState(registry: registry, now: now)
        open(1, title: "Post", links: [.record("Author", "users", id: 5), .record("Nowhere", "widgets", id: 1),
                                       .list("Comments", "comments", "postId", "1")], &state)
        XCTAssertEqual(state.links.map(\.link.title), ["Author", "Comments"], "a resource this browser lacks is not offered")
        XCTAssertEqual(state.links.map(\.key), ["a", "c"])
        XCTAssertEqual(BrowseFeature.reduce(&state, .followLink(5)), [], "no such link")
        _ = BrowseFeature.reduce(&state, .followLink(1))
        XCTAssertEqual(state.trail.count, 1)
        _ = BrowseFeature.reduce(&state, .selectTab(0))
        XCTAssertTrue(state.trail.isEmpty)
        XCTAssertTrue(state.breadcrumb.isEmpty)
    }
}
