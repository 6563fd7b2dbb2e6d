import Foundation
import Models
import Network
import NetworkTesting
import Reactive
import ReactiveTesting
import ViewModels
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The browser's lists in virtual time against a scripted server: paging,
/// search, latest-wins loading, refresh and errors.
final class BrowseFeatureTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = Fixtures.scheduler()
    }

    private static let listLine = "GET /auth/products?limit=30&select=title%2Cbrand%2Ccategory%2Cprice%2Crating%2Cstock&skip=0"

    private func makeStore(
        total: Int = 100, delay: @escaping @Sendable (URLRequest) -> RxTimeInterval = { _ in 0.1 }
    ) -> (FeatureStore<BrowseFeature>, ScriptedTransport) {
        Fixtures.productsBrowser(scheduler: scheduler, total: total, delay: delay)
    }

    /// Lists ask only for the fields their rows show.
    func testAppearLoadsTheFirstPageOfThirty() {
        let (store, transport) = makeStore()
        store.send(.appear)
        XCTAssertTrue(store.list.isLoadingFirstPage)
        scheduler.advanceTo(200)
        let list = store.list
        XCTAssertEqual(transport.requestLines, [Self.listLine])
        XCTAssertEqual(list.items.ids, Array(1...30))
        XCTAssertEqual(list.total, 100)
        XCTAssertFalse(list.isLoadingFirstPage)
        XCTAssertEqual(list.selectedIndex, 0)
        XCTAssertEqual(list.source, .network)
        store.send(.appear)
        scheduler.advanceTo(400)
        XCTAssertEqual(transport.requests.count, 1, "appearing again does not reload")
    }

    func testTypingInsideTheDebounceWindowMakesOneSearch() {
        let (store, transport) = makeStore()
        store.send(.appear)
        scheduler.advanceTo(1000)
        for (offset, text) in ["p", "h", "o", "ne"].enumerated() {
            scheduler.advanceTo(1000 + offset * 100)
            store.typeSearch(text)
        }
        scheduler.advanceTo(2000)
        XCTAssertEqual(transport.requestLines, [
            Self.listLine,
            "GET /auth/products/search?limit=30&q=phone&select=title%2Cbrand%2Ccategory%2Cprice%2Crating%2Cstock&skip=0",
        ])
        XCTAssertEqual(store.list.query, "phone")
        XCTAssertEqual(store.list.items.count, 3)
    }

    func testClearingTheQueryReturnsToTheList() {
        let (store, transport) = makeStore()
        store.typeSearch("phone")
        scheduler.advanceTo(1000)
        store.send(.editSearch(.deleteToStart))
        store.send(.editSearch(.insert("  ")))
        scheduler.advanceTo(2000)
        XCTAssertEqual(transport.requestLines.last, Self.listLine)
        XCTAssertEqual(store.list.items.count, 30)
        XCTAssertEqual(store.list.query, "")
    }

    func testEscapeClearsTheSearchAtOnceAndDropsTheTypingStillWaiting() {
        let (store, transport) = makeStore()
        store.send(.appear)
        scheduler.advanceTo(200)
        store.typeSearch("phone")
        scheduler.advanceTo(1000)
        XCTAssertEqual(store.list.items.count, 3)
        store.typeSearch("s")              // "phones" would settle at 1300
        store.send(.cancelSearch)
        XCTAssertEqual(store.list.query, "", "cleared without waiting for the debounce")
        scheduler.advanceTo(3000)
        XCTAssertEqual(store.list.items.count, 30)
        XCTAssertFalse(transport.requestLines.contains { $0.contains("q=phones") }, "the search typed before Esc never went out")
    }

    func testASlowPageForAnOldQueryIsDropped() {
        // The plain list answers after 2 s; the search after 0.1 s.
        let (store, transport) = makeStore { request in request.url!.path.hasSuffix("/search") ? 0.1 : 2 }
        let states = scheduler.createObserver(BrowseState.self)
        let subscription = store.state.subscribe(states)
        defer { subscription.dispose() }
        store.send(.appear)                 // list requested at 0, would answer at 2000
        scheduler.advanceTo(100)
        store.typeSearch("phone")           // search sent at 400, answers at 500
        scheduler.advanceTo(5000)
        XCTAssertEqual(transport.requests.count, 2)
        XCTAssertEqual(transport.cancellations, 1, "the search cancelled the list's request")
        XCTAssertEqual(store.list.items.ids, [1, 2, 3])
        XCTAssertFalse(states.elements.contains { $0.currentList.items.count == 30 }, "the list page never reached the screen")
    }

    func testALatePageOfTheOldQueryIsDroppedEvenAfterTheNewOneArrived() {
        // Page 2 of the list is slow; a search arrives in between.
        let (store, _) = makeStore { request in request.query("skip") == "30" ? 3 : 0.1 }
        store.send(.appear)
        scheduler.advanceTo(200)
        store.send(.loadMore)               // page 2 answers at 3200
        scheduler.advanceTo(300)
        store.typeSearch("phone")
        scheduler.advanceTo(10_000)
        XCTAssertEqual(store.list.items.ids, [1, 2, 3])
        XCTAssertEqual(store.list.total, 3)
    }

    func testLoadMoreAppendsTheNextPageAndStopsAtTotal() {
        let (store, transport) = makeStore(total: 45)
        store.send(.appear)
        scheduler.advanceTo(200)
        store.send(.loadMore)
        XCTAssertTrue(store.list.isLoadingMore)
        store.send(.loadMore)               // ignored: one page at a time
        scheduler.advanceTo(400)
        XCTAssertEqual(store.list.items.ids, Array(1...45))
        XCTAssertFalse(store.list.hasMore)
        store.send(.loadMore)               // at the end of total: no request
        scheduler.advanceTo(800)
        XCTAssertEqual(transport.requestLines, [
            Self.listLine,
            "GET /auth/products?limit=30&select=title%2Cbrand%2Ccategory%2Cprice%2Crating%2Cstock&skip=30",
        ])
    }

    func testMovingNearTheEndLoadsTheNextPage() {
        let (store, transport) = makeStore()
        store.send(.viewport(rows: 20))
        store.send(.appear)
        scheduler.advanceTo(200)
        store.send(.moveCursor(.pageDown, visibleRows: 20))
        XCTAssertEqual(store.list.selectedIndex, 19)
        XCTAssertFalse(store.list.isLoadingMore, "19 is not within 5 rows of the end of 30")
        store.send(.moveCursor(.rows(5), visibleRows: 20))
        XCTAssertFalse(store.list.isLoadingMore, "rows 5..24 in view, and 5 more below them, are loaded")
        store.send(.moveCursor(.down, visibleRows: 20))
        XCTAssertTrue(store.list.isLoadingMore, "5 rows below the view reach row 30: the next page")
        scheduler.advanceTo(400)
        XCTAssertEqual(store.list.items.count, 60)
        XCTAssertEqual(transport.requests.count, 2)
    }

    /// `G` goes to the last row the server's total counts, not the last
    /// loaded: the page holding it is asked for by the total, then the rows
    /// above it in view; `g` goes back to the first, still loaded.
    func testEndGoesToTheTrueLastRowAndHomeBack() {
        let (store, transport) = makeStore(total: 1_000)
        store.send(.viewport(rows: 20))
        store.send(.appear)
        scheduler.advanceTo(200)
        store.send(.moveCursor(.bottom, visibleRows: 20))
        XCTAssertEqual(store.list.selectedIndex, 999)
        XCTAssertNil(store.list.selectedID, "its row is on its way")
        scheduler.advanceTo(1000)
        XCTAssertEqual(store.list.selectedID, 1000)
        XCTAssertEqual(Array(transport.requestLines.dropFirst()), [
            "GET /auth/products?limit=30&select=title%2Cbrand%2Ccategory%2Cprice%2Crating%2Cstock&skip=990",
            "GET /auth/products?limit=30&select=title%2Cbrand%2Ccategory%2Cprice%2Crating%2Cstock&skip=960",
        ], "the last page by the total, then the page above it that the view shows")
        XCTAssertEqual((975..<1000).map { store.list.items.id(at: $0) }, (976...1000).map { $0 })
        XCTAssertFalse(store.list.items.isLoaded(row: 500), "nothing in between was loaded")
        store.send(.moveCursor(.top, visibleRows: 20))
        XCTAssertEqual(store.list.selectedID, 1)
        scheduler.advanceTo(2000)
        XCTAssertEqual(transport.requests.count, 3, "the top was still loaded")
    }

    /// Rows keep the server's positions; a row repeating one the page
    /// beside it shows is hidden, so no record shows twice.
    func testItemsStayUniqueWhenPagesShift() {
        // The second page starts 5 items early, as if 5 items were inserted upstream.
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            let skip = Int(request.query("skip")!)!
            let shifted = skip == 0 ? 0 : -5
            return .json(200, Fixtures.productPage(skip: skip, limit: 30, total: 100, offset: shifted))
        }
        let store = Fixtures.browse(transport, scheduler: scheduler)
        store.send(.appear)
        scheduler.advanceTo(200)
        store.send(.loadMore)
        scheduler.advanceTo(400)
        let ids = store.list.items.ids
        XCTAssertEqual(ids.count, Set(ids).count, "no duplicates")
        XCTAssertEqual(ids, Array(1...55))
        XCTAssertEqual(store.list.total, 95, "the rows hidden are not counted")
        XCTAssertEqual(store.list.items.id(at: 30), 31, "the row after the first page is the first new one")
    }

    func testRefreshKeepsTheItemsUntilTheNewPageArrives() {
        let (store, transport) = makeStore()
        store.send(.appear)
        scheduler.advanceTo(200)
        store.send(.select(7, visibleRows: 20))
        store.send(.refresh)
        XCTAssertTrue(store.list.isLoadingFirstPage)
        XCTAssertEqual(store.list.items.count, 30, "still on screen while refreshing")
        scheduler.advanceTo(400)
        XCTAssertFalse(store.list.isLoadingFirstPage)
        XCTAssertEqual(store.list.items.count, 30)
        XCTAssertEqual(store.list.selectedIndex, 7, "refresh keeps the selection")
        XCTAssertEqual(transport.requests.count, 2)
    }

    func testAFailedRefreshKeepsTheItemsAndShowsTheError() {
        let failing = Failing()
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            failing.isOn ? nil : .json(200, Fixtures.productPage(skip: 0, limit: 30, total: 100))
        }
        let store = Fixtures.browse(transport, scheduler: scheduler)
        store.send(.appear)
        scheduler.advanceTo(200)
        failing.isOn = true
        store.send(.refresh)
        scheduler.advanceTo(3_500) // through the retries, before the browser's own next try
        XCTAssertEqual(store.list.items.count, 30)
        let offline = NetworkError.offline(detail: URLError(.cannotConnectToHost).localizedDescription)
        XCTAssertEqual(store.list.error, offline)
        XCTAssertEqual(transport.requests.count, 4, "the first page, then the refresh and its 2 retries")
    }

    func testNothingMatchedAndEmptyAreDifferentMessages() {
        let (store, _) = makeStore(total: 0)
        store.send(.appear)
        scheduler.advanceTo(200)
        XCTAssertEqual(store.list.emptyMessage, "Nothing here yet.")
        store.typeSearch("zzz")
        scheduler.advanceTo(1000)
        XCTAssertEqual(store.list.emptyMessage, "No products match “zzz”.")
    }

    func testSelectionIsClampedToTheItems() {
        let (store, _) = makeStore(total: 10)
        store.send(.appear)
        scheduler.advanceTo(200)
        store.send(.select(50, visibleRows: 20))
        XCTAssertEqual(store.list.selectedIndex, 9)
        store.send(.select(-3, visibleRows: 20))
        XCTAssertEqual(store.list.selectedIndex, 0)
        XCTAssertEqual(store.list.selectedID, 1)
    }

    func testACategoryListsThatCategory() {
        let (store, transport) = makeStore()
        store.send(.setFilter(FilterValue("category", "smartphones")))
        scheduler.advanceTo(200)
        XCTAssertEqual(transport.requestLines, [
            "GET /auth/products/category/smartphones?limit=30&select=title%2Cbrand%2Ccategory%2Cprice%2Crating%2Cstock&skip=0",
        ])
        XCTAssertEqual(store.list.filter, FilterValue("category", "smartphones"))
    }

    func testPostsAndUsersUseTheirOwnRoutes() {
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            request.url!.path.contains("users")
                ? .json(200, ["users": [Fixtures.user(1)], "total": 1, "skip": 0, "limit": 1])
                : .json(200, ["posts": [], "total": 0, "skip": 0, "limit": 0])
        }
        let store = Fixtures.browse(transport, scheduler: scheduler)
        store.send(.selectTab(2))
        store.send(.selectTab(1))
        scheduler.advanceTo(200)
        XCTAssertEqual(store.currentState.list("users")?.items.typed(UserSummary.self)?.first?.username, "emilys")
        XCTAssertEqual(store.currentState.list("posts")?.emptyMessage, "Nothing here yet.")
        XCTAssertEqual(Set(transport.requestLines), [
            "GET /auth/users?limit=30&select=firstName%2ClastName%2Cusername%2Cemail%2Crole&skip=0",
            "GET /auth/posts?limit=30&select=title%2Creactions%2Cviews%2CuserId&skip=0",
        ])
    }

    func testEachTabLoadsOnItsOwnAndKeepsItsPlace() {
        let (store, transport) = makeStore { _ in 1 }
        store.send(.appear)                 // products answer at 1000
        scheduler.advanceTo(100)
        store.send(.selectTab(2))           // users requested while products are on their way
        scheduler.advanceTo(3000)
        XCTAssertEqual(store.currentState.list("products")?.items.count, 30, "a load on another tab cancels nothing")
        XCTAssertEqual(transport.requests.count, 2)
        store.send(.selectTab(0))
        scheduler.advanceTo(4000)
        XCTAssertEqual(transport.requests.count, 2, "going back shows what was loaded, without asking again")
    }
}

/// A switch a scripted server reads.
final class Failing: @unchecked Sendable { // only touched from the test thread and virtual-time callbacks on it
    var isOn = false
}
