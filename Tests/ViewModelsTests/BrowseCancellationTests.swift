import Foundation
import Network
import NetworkTesting
import ReactiveTesting
import ViewModels
import XCTest

/// A list's newer load cancels the older one on the wire, so no answer of
/// an old search or an old first page ever reaches the screen.
final class BrowseCancellationTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = Fixtures.scheduler()
    }

    func testANewSearchCancelsTheOneInFlight() {
        // "ph" answers after 2 s (nothing matches); "phone" after 0.1 s.
        let (store, transport) = Fixtures.productsBrowser(scheduler: scheduler) { request in
            request.query("q") == "ph" ? 2 : 0.1
        }
        let states = recordStates(of: store, on: scheduler)
        store.send(.appear)
        scheduler.advanceTo(200)
        store.typeSearch("ph")              // sent at 500, would answer at 2500
        scheduler.advanceTo(600)
        XCTAssertEqual(transport.cancellations, 0)
        store.typeSearch("one")             // "phone" settles at 900
        scheduler.advanceTo(5000)
        XCTAssertTrue(transport.requestLines.contains { $0.contains("q=ph&") }, "the first search did go out")
        XCTAssertEqual(transport.cancellations, 1, "and the second cancelled it")
        XCTAssertEqual(store.list.items.ids, [1, 2, 3])
        // The list is empty while a new search loads (the old one is not its answer); an answer ends the loading.
        XCTAssertFalse(states.elements.contains {
            $0.currentList.hasLoaded && !$0.currentList.isLoadingFirstPage && $0.currentList.items.isEmpty
        }, "the first search's empty answer never reached the screen")
    }

    func testPagingWhileAFirstPageReloadsDoesNotMixLists() {
        // Page 2 is slow; the first page quick.
        let (store, transport) = Fixtures.productsBrowser(scheduler: scheduler) { request in
            request.query("skip") == "30" ? 3 : 0.1
        }
        let states = recordStates(of: store, on: scheduler)
        store.send(.appear)
        scheduler.advanceTo(200)
        store.send(.loadMore)               // page 2 would answer at 3200
        scheduler.advanceTo(300)
        XCTAssertTrue(store.list.isLoadingMore)
        store.send(.refresh)                // a new first page at 400
        scheduler.advanceTo(5000)
        XCTAssertEqual(transport.cancellations, 1, "the old list's page 2 was cancelled")
        XCTAssertEqual(store.list.items.ids, Array(1...30))
        XCTAssertFalse(store.list.isLoadingMore)
        XCTAssertFalse(states.elements.contains { $0.currentList.items.count > 30 }, "page 2 of the old list never landed")
        store.send(.loadMore)
        scheduler.advanceTo(9000)
        XCTAssertEqual(store.list.items.ids, Array(1...60), "the new list continues from its own first page")
    }
}
