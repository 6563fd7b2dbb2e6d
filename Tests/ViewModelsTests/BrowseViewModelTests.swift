import Foundation
import Models
import Network
import Reactive
import ReactiveTesting
import ViewModels
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class BrowseViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = Fixtures.scheduler()
    }

    /// A products list of `total` items, searchable by "phone" (the first 3), answering after `delay`.
    private func makeViewModel(
        total: Int = 100, delay: @escaping @Sendable (URLRequest) -> RxTimeInterval = { _ in 0.1 }
    ) -> (BrowseViewModel<ProductSummary>, ScriptedTransport) {
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            let limit = Int(request.query("limit") ?? "30")!
            let skip = Int(request.query("skip") ?? "0")!
            let pageTotal = request.url!.path.hasSuffix("/search")
                ? (request.query("q") == "phone" ? 3 : 0)
                : total
            return .json(200, Fixtures.productPage(skip: skip, limit: limit, total: pageTotal), delay: delay(request))
        }
        let network = Fixtures.network(transport, scheduler: scheduler)
        return (BrowseViewModel(endpoints: .products, network: network, scheduler: scheduler), transport)
    }

    /// Lists ask only for the fields their rows show.
    func testAppearLoadsTheFirstPageOfThirty() {
        let (viewModel, transport) = makeViewModel()
        viewModel.appear.accept(())
        XCTAssertTrue(viewModel.currentState.isLoadingFirstPage)
        scheduler.advanceTo(200)
        let state = viewModel.currentState
        XCTAssertEqual(transport.requestLines, ["GET /auth/products?limit=30&select=title%2Cbrand%2Ccategory%2Cprice%2Crating%2Cstock&skip=0"])
        XCTAssertEqual(state.items.map(\.id), Array(1...30))
        XCTAssertEqual(state.total, 100)
        XCTAssertFalse(state.isLoadingFirstPage)
        XCTAssertEqual(state.selectedIndex, 0)
        XCTAssertEqual(state.source, .network)
        viewModel.appear.accept(())
        scheduler.advanceTo(400)
        XCTAssertEqual(transport.requests.count, 1, "appearing again does not reload")
    }

    func testTypingInsideTheDebounceWindowMakesOneSearch() {
        let (viewModel, transport) = makeViewModel()
        viewModel.appear.accept(())
        scheduler.advanceTo(1000)
        for (offset, text) in ["p", "ph", "pho", "phone"].enumerated() {
            scheduler.advanceTo(1000 + offset * 100)
            viewModel.query.accept(text)
        }
        scheduler.advanceTo(2000)
        XCTAssertEqual(transport.requestLines, [
            "GET /auth/products?limit=30&select=title%2Cbrand%2Ccategory%2Cprice%2Crating%2Cstock&skip=0",
            "GET /auth/products/search?limit=30&q=phone&select=title%2Cbrand%2Ccategory%2Cprice%2Crating%2Cstock&skip=0",
        ])
        XCTAssertEqual(viewModel.currentState.query, "phone")
        XCTAssertEqual(viewModel.currentState.items.count, 3)
    }

    func testClearingTheQueryReturnsToTheList() {
        let (viewModel, transport) = makeViewModel()
        viewModel.query.accept("phone")
        scheduler.advanceTo(1000)
        viewModel.query.accept("  ")
        scheduler.advanceTo(2000)
        XCTAssertEqual(transport.requestLines.last, "GET /auth/products?limit=30&select=title%2Cbrand%2Ccategory%2Cprice%2Crating%2Cstock&skip=0")
        XCTAssertEqual(viewModel.currentState.items.count, 30)
        XCTAssertEqual(viewModel.currentState.query, "")
    }

    func testASlowPageForAnOldQueryIsDropped() {
        // The plain list answers after 2 s; the search after 0.1 s.
        let (viewModel, transport) = makeViewModel { request in request.url!.path.hasSuffix("/search") ? 0.1 : 2 }
        let states = scheduler.createObserver(BrowseState<ProductSummary>.self)
        let subscription = viewModel.state.subscribe(states)
        defer { subscription.dispose() }
        viewModel.appear.accept(())        // list requested at 0, would answer at 2000
        scheduler.advanceTo(100)
        viewModel.query.accept("phone")    // search sent at 400, answers at 500
        scheduler.advanceTo(5000)
        XCTAssertEqual(transport.requests.count, 2)
        XCTAssertEqual(viewModel.currentState.items.map(\.id), [1, 2, 3])
        XCTAssertFalse(states.elements.contains { $0.items.count == 30 }, "the list page never reached the screen")
    }

    func testALatePageOfTheOldQueryIsDroppedEvenAfterTheNewOneArrived() {
        // Page 2 of the list is slow; a search arrives in between.
        let (viewModel, _) = makeViewModel { request in request.query("skip") == "30" ? 3 : 0.1 }
        viewModel.appear.accept(())
        scheduler.advanceTo(200)
        viewModel.loadMore.accept(())     // page 2 answers at 3200
        scheduler.advanceTo(300)
        viewModel.query.accept("phone")
        scheduler.advanceTo(10_000)
        XCTAssertEqual(viewModel.currentState.items.map(\.id), [1, 2, 3])
        XCTAssertEqual(viewModel.currentState.total, 3)
    }

    func testLoadMoreAppendsTheNextPageAndStopsAtTotal() {
        let (viewModel, transport) = makeViewModel(total: 45)
        viewModel.appear.accept(())
        scheduler.advanceTo(200)
        viewModel.loadMore.accept(())
        XCTAssertTrue(viewModel.currentState.isLoadingMore)
        viewModel.loadMore.accept(())      // ignored: one page at a time
        scheduler.advanceTo(400)
        XCTAssertEqual(viewModel.currentState.items.map(\.id), Array(1...45))
        XCTAssertFalse(viewModel.currentState.hasMore)
        viewModel.loadMore.accept(())      // at the end of total: no request
        scheduler.advanceTo(800)
        XCTAssertEqual(transport.requestLines, [
            "GET /auth/products?limit=30&select=title%2Cbrand%2Ccategory%2Cprice%2Crating%2Cstock&skip=0",
            "GET /auth/products?limit=30&select=title%2Cbrand%2Ccategory%2Cprice%2Crating%2Cstock&skip=30",
        ])
    }

    func testItemsStayUniqueWhenPagesShift() {
        // The second page starts 5 items early, as if 5 items were inserted upstream.
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            let skip = Int(request.query("skip")!)!
            let shifted = skip == 0 ? 0 : -5
            return .json(200, Fixtures.productPage(skip: skip, limit: 30, total: 100, offset: shifted))
        }
        let viewModel = BrowseViewModel(endpoints: .products, network: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
        viewModel.appear.accept(())
        scheduler.advanceTo(200)
        viewModel.loadMore.accept(())
        scheduler.advanceTo(400)
        let ids = viewModel.currentState.items.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count, "no duplicates")
        XCTAssertEqual(ids, Array(1...55))
    }

    func testRefreshKeepsTheItemsUntilTheNewPageArrives() {
        let (viewModel, transport) = makeViewModel()
        viewModel.appear.accept(())
        scheduler.advanceTo(200)
        viewModel.select.accept(7)
        viewModel.refresh.accept(())
        XCTAssertTrue(viewModel.currentState.isLoadingFirstPage)
        XCTAssertEqual(viewModel.currentState.items.count, 30, "still on screen while refreshing")
        scheduler.advanceTo(400)
        XCTAssertFalse(viewModel.currentState.isLoadingFirstPage)
        XCTAssertEqual(viewModel.currentState.items.count, 30)
        XCTAssertEqual(viewModel.currentState.selectedIndex, 7, "refresh keeps the selection")
        XCTAssertEqual(transport.requests.count, 2)
    }

    func testAFailedRefreshKeepsTheItemsAndShowsTheError() {
        let failing = Failing()
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            failing.isOn ? nil : .json(200, Fixtures.productPage(skip: 0, limit: 30, total: 100))
        }
        let viewModel = BrowseViewModel(endpoints: .products, network: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
        viewModel.appear.accept(())
        scheduler.advanceTo(200)
        failing.isOn = true
        viewModel.refresh.accept(())
        scheduler.advanceTo(10_000) // through the retries
        XCTAssertEqual(viewModel.currentState.items.count, 30)
        XCTAssertEqual(viewModel.currentState.error, .offline(detail: URLError(.cannotConnectToHost).localizedDescription))
        XCTAssertEqual(transport.requests.count, 4, "the first page, then the refresh and its 2 retries")
    }

    func testNothingMatchedAndEmptyAreDifferentMessages() {
        let (viewModel, _) = makeViewModel(total: 0)
        viewModel.appear.accept(())
        scheduler.advanceTo(200)
        XCTAssertEqual(viewModel.currentState.emptyMessage, "Nothing here yet.")
        viewModel.query.accept("zzz")
        scheduler.advanceTo(1000)
        XCTAssertEqual(viewModel.currentState.emptyMessage, "Nothing matched “zzz”.")
    }

    func testSelectionIsClampedToTheItems() {
        let (viewModel, _) = makeViewModel(total: 10)
        viewModel.appear.accept(())
        scheduler.advanceTo(200)
        viewModel.select.accept(50)
        XCTAssertEqual(viewModel.currentState.selectedIndex, 9)
        viewModel.select.accept(-3)
        XCTAssertEqual(viewModel.currentState.selectedIndex, 0)
        XCTAssertEqual(viewModel.currentState.selectedItem?.id, 1)
    }

    func testACategoryListsThatCategory() {
        let (viewModel, transport) = makeViewModel()
        viewModel.category.accept("smartphones")
        scheduler.advanceTo(200)
        XCTAssertEqual(transport.requestLines, ["GET /auth/products/category/smartphones?limit=30&select=title%2Cbrand%2Ccategory%2Cprice%2Crating%2Cstock&skip=0"])
        XCTAssertEqual(viewModel.currentState.category, "smartphones")
    }

    func testPostsAndUsersUseTheirOwnRoutes() {
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            request.url!.path.contains("users")
                ? .json(200, ["users": [Fixtures.user(1)], "total": 1, "skip": 0, "limit": 1])
                : .json(200, ["posts": [], "total": 0, "skip": 0, "limit": 0])
        }
        let network = Fixtures.network(transport, scheduler: scheduler)
        let users = BrowseViewModel(endpoints: .users, network: network, scheduler: scheduler)
        let posts = BrowseViewModel(endpoints: .posts, network: network, scheduler: scheduler)
        users.appear.accept(())
        posts.appear.accept(())
        scheduler.advanceTo(200)
        XCTAssertEqual(users.currentState.items.first?.username, "emilys")
        XCTAssertEqual(posts.currentState.emptyMessage, "Nothing here yet.")
        XCTAssertEqual(Set(transport.requestLines), ["GET /auth/users?limit=30&select=firstName%2ClastName%2Cusername%2Cemail%2Crole&skip=0", "GET /auth/posts?limit=30&select=title%2Creactions%2Cviews%2CuserId&skip=0"])
    }
}

/// A switch a scripted server reads.
final class Failing: @unchecked Sendable { // only touched from the test thread and virtual-time callbacks on it
    var isOn = false
}
