import Foundation
import NetworkTesting
import ReactiveTesting
import ViewModels
import XCTest

/// Issue 25, item 12: Esc stops a list load on its way, as it stops a sign-in.
final class CancelListLoadTests: XCTestCase {
    func testEscapeStopsAFirstPageOnItsWay() {
        let scheduler = Fixtures.scheduler()
        let (store, transport) = Fixtures.productsBrowser(scheduler: scheduler, delay: { _ in 5 })
        store.send(.appear)
        scheduler.advance(by: 1)
        XCTAssertTrue(store.list.isLoadingFirstPage)
        XCTAssertEqual(store.currentState.availability(.back), .available, "Esc has something to do")
        store.send(.intent(.browsing(.back)))
        XCTAssertFalse(store.list.isLoadingFirstPage)
        XCTAssertEqual(store.currentState.note?.kind, .info("Loading stopped: r loads again."))
        scheduler.advance(by: 10)
        XCTAssertTrue(store.list.items.isEmpty, "the stopped answer never lands")
        XCTAssertEqual(transport.cancellations, 1, "its request is cancelled")
        store.send(.intent(.browsing(.refresh)))
        scheduler.advance(by: 10)
        XCTAssertEqual(store.list.items.count, 30, "r loads again")
    }
}
