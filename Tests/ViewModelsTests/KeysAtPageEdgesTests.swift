import Foundation
import Models
import Network
import NetworkTesting
import ReactiveTesting
import ViewModels
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every key press counts (issue 25.9): keys pressed faster than pages
/// arrive move over the whole list, and the cursor lands where they said;
/// the rows it lands on load, and nothing in between is asked for.
final class KeysAtPageEdgesTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = Fixtures.scheduler()
    }

    /// A products list of 1,000 on a screen of `rows` list rows, its first page loaded.
    private func loaded(rows: Int) -> (FeatureStore<BrowseFeature>, ScriptedTransport) {
        let (store, transport) = Fixtures.productsBrowser(scheduler: scheduler, total: 1_000)
        store.send(.viewport(rows: rows))
        store.send(.appear)
        scheduler.advanceTo(scheduler.clock + 500)
        return (store, transport)
    }

    private func press(_ step: ScrollStep, times: Int, _ store: FeatureStore<BrowseFeature>) {
        for _ in 0..<times { store.send(.intent(.browsing(.move(step)))) }
    }

    func test200DownFromRow180EndAtRow380() {
        let (store, transport) = loaded(rows: 19)
        store.send(.select(180, visibleRows: 19))
        scheduler.advanceTo(scheduler.clock + 1000)
        XCTAssertEqual(store.list.selectedID, 181)
        let asked = transport.requests.count
        press(.down, times: 200, store)     // all at one instant: faster than any page
        XCTAssertEqual(store.list.selectedIndex, 380, "none dropped at the edge of what is loaded")
        scheduler.advanceTo(scheduler.clock + 1000)
        XCTAssertEqual(store.list.selectedIndex, 380)
        XCTAssertEqual(store.list.selectedID, 381, "and its row came")
        let skips = transport.requests.dropFirst(asked).map { Int($0.query("skip")!)! }
        XCTAssertEqual(skips, [360, 330], "the cursor's page, then the one above it the view shows; nothing between: \(skips)")
        XCTAssertFalse(store.list.items.isLoaded(row: 300))
    }

    func test12FastPageDownsFromTheTopLandTwelvePagesDown() {
        let (store, transport) = loaded(rows: 20)
        press(.pageDown, times: 12, store)
        XCTAssertEqual(store.list.selectedIndex, 12 * 19, "a page is the rows shown less one")
        scheduler.advanceTo(scheduler.clock + 1000)
        XCTAssertEqual(store.list.selectedID, 12 * 19 + 1)
        XCTAssertEqual(transport.requests.count, 3, "the first page, then the two the rows 209–228 need")
    }

    /// Keys that arrive while the page they need is on its way keep counting from where they left.
    func testKeysWhileAPageIsOnItsWayKeepCounting() {
        let (store, transport) = loaded(rows: 19)
        press(.pageDown, times: 2, store)       // row 36: the page at 30 is asked for
        XCTAssertTrue(store.list.isLoadingMore)
        press(.down, times: 10, store)
        XCTAssertEqual(store.list.selectedIndex, 46)
        scheduler.advanceTo(scheduler.clock + 50)
        press(.down, times: 10, store)
        XCTAssertEqual(store.list.selectedIndex, 56)
        scheduler.advanceTo(scheduler.clock + 1000)
        XCTAssertEqual(store.list.selectedID, 57)
        XCTAssertEqual(transport.cancellations, 0, "the page asked for was the one still wanted")
    }

    func testHomeAndEndReachBothEndsAndPagingBackLoadsAsItGoes() {
        let (store, transport) = loaded(rows: 19)
        press(.bottom, times: 1, store)
        scheduler.advanceTo(scheduler.clock + 1000)
        XCTAssertEqual(store.list.selectedID, 1000)
        for _ in 0..<5 {
            press(.pageUp, times: 1, store)
            scheduler.advanceTo(scheduler.clock + 1000)
            let view = store.list.rowsInView(visibleRows: 19)
            XCTAssertTrue(view.allSatisfy { store.list.items.isLoaded(row: $0) }, "rows in view load as they come into view")
        }
        XCTAssertEqual(store.list.selectedIndex, 999 - 5 * 18)
        press(.top, times: 1, store)
        XCTAssertEqual(store.list.selectedID, 1, "the first page was kept")
        XCTAssertLessThan(transport.requests.count, 10, "only the pages shown were asked for")
    }
}
