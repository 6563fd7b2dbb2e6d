import Foundation
import NetworkTesting
import ReactiveTesting
import Synchronization
import ViewModels
import XCTest

/// Issue 25, item 7 in virtual time: while the list shown cannot reach the
/// server, the browser tries again by itself with longer and longer waits,
/// and stops trying once an answer comes.
final class OfflineProbeTests: XCTestCase {
    func testTheBrowserTriesAgainWithBackoffAndStopsOnceTheServerAnswers() {
        let scheduler = Fixtures.scheduler()
        let serverUp = Atomic<Bool>(false)
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            guard serverUp.load(ordering: .relaxed) else { return nil }
            return .json(200, Fixtures.productPage(skip: 0, limit: 30, total: 30))
        }
        let store = Fixtures.browse(transport, scheduler: scheduler)
        let lists = { transport.requests(to: "/auth/products").count }
        store.send(.appear)
        scheduler.advance(by: 2.5)   // the request and its two retries have failed
        XCTAssertTrue(store.list.isOffline)
        let first = try! XCTUnwrap(store.currentState.probe, "a next try is planned")
        XCTAssertEqual(first.attempt, 0)
        let asked = lists()
        scheduler.advance(by: ViewModelDefaults.offlineProbeDelays[0] + 2)
        XCTAssertGreaterThan(lists(), asked, "it asked again by itself")
        XCTAssertEqual(store.currentState.probe?.attempt, 1)
        let second = try! XCTUnwrap(store.currentState.probe)
        XCTAssertGreaterThanOrEqual(second.due.timeIntervalSince(first.due), ViewModelDefaults.offlineProbeDelays[1],
                                    "and waits longer before the next")

        serverUp.store(true, ordering: .relaxed)
        scheduler.advance(by: 60)
        XCTAssertFalse(store.list.isOffline, "back online with no key pressed")
        XCTAssertEqual(store.list.items.count, 30)
        XCTAssertNil(store.currentState.probe)
        let settled = lists()
        scheduler.advance(by: 300)
        XCTAssertEqual(lists(), settled, "no more tries once the server answers")
    }
}
