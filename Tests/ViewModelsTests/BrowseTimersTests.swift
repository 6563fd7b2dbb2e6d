import Foundation
import Models
import Network
import NetworkTesting
import Reactive
import ReactiveTesting
import ViewModels
import XCTest

/// Time in the browser runs on its scheduler: notes expire, and the age of
/// offline data ticks while it shows — all in virtual time.
final class BrowseTimersTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = Fixtures.scheduler()
    }

    private func store(_ state: (inout BrowseState) -> Void = { _ in }) -> FeatureStore<BrowseFeature> {
        let transport = ScriptedTransport(scheduler: scheduler) { _ in .json(200, Fixtures.user(1, firstName: "Emilia")) }
        let feature = BrowseFeature(registry: ResourceRegistry([.users]), client: Fixtures.network(transport, scheduler: scheduler),
                                    scheduler: scheduler)
        var initial = feature.initialState()
        state(&initial)
        return FeatureStore(feature, initialState: initial)
    }

    func testTheAgeOfOfflineDataTicksWhileItShows() {
        scheduler.advanceTo(600_000)         // ten minutes into the virtual day
        let cachedAt = scheduler.now.addingTimeInterval(-300)
        let store = store { $0.lists[0].source = .cache(storedAt: cachedAt, offline: true) }
        func shown() -> String? {
            OfflineNote.text(for: store.list.source, offline: false, now: store.currentState.now)?.description
        }
        XCTAssertEqual(shown(), "offline · cached 5 min ago")
        scheduler.advance(by: 60)
        XCTAssertEqual(store.currentState.now, scheduler.now, "the clock ticked with the scheduler")
        XCTAssertEqual(shown(), "offline · cached 6 min ago")
        scheduler.advance(by: 3600)
        XCTAssertEqual(shown(), "offline · cached 1 h ago")
    }

    func testTheClockIsStillWhenNothingShowsAnAge() {
        let states = scheduler.createObserver(BrowseState.self)
        let store = store()
        let subscription = store.state.subscribe(states)
        defer { subscription.dispose() }
        scheduler.advance(by: 60)
        XCTAssertEqual(states.events.count, 1, "no ticks, no new states, no frames")
    }

    func testANoteExpiresAfterItsLifetime() {
        let store = store()
        store.send(.openDetail(id: 1))
        scheduler.advance(by: 1)
        store.send(.beginEdit)
        store.send(.editField(.insert("x")))
        store.send(.saveEdit)
        scheduler.advance(by: 0.5)           // saved at about 1.2 s
        XCTAssertEqual(store.currentState.note?.kind, .written(.update, subject: "user 1", differences: [WriteDifference(field: "firstName", sent: "Emiliax", kept: "Emilia")]), "the scripted answer is not what was sent")
        scheduler.advance(by: ViewModelDefaults.noteLifetime - 1)
        XCTAssertNotNil(store.currentState.note, "still there just before its time")
        scheduler.advance(by: 1)
        XCTAssertNil(store.currentState.note)
    }

    func testAnOldNotesExpiryLeavesANewerOneAlone() {
        let store = store()
        func fail(_ error: NetworkError) {
            store.send(.pageLoaded(tab: 0, store.list.pageRequest(.first), SourcedResult(.error(error), source: .network),
                                   at: scheduler.now))
        }
        fail(.timedOut)
        scheduler.advance(by: 2)
        fail(.cancelled)
        scheduler.advance(by: ViewModelDefaults.noteLifetime - 1)   // past the first note's lifetime
        XCTAssertEqual(store.currentState.note?.kind, .failed(.cancelled, subject: "users"))
        scheduler.advance(by: 1.5)
        XCTAssertNil(store.currentState.note, "the newer note lives its own lifetime")
    }

    func testAFailedPageShowsANoteThatExpires() {
        let transport = ScriptedTransport(scheduler: scheduler) { _ in .message(500, "boom") }
        let store = Fixtures.browse(transport, scheduler: scheduler)
        store.send(.appear)
        while store.list.error == nil && scheduler.clock < 10_000 { scheduler.advance(by: 0.1) }  // through the retries
        XCTAssertEqual(store.currentState.note?.kind, .failed(.http(status: 500, message: "boom"), subject: "products"))
        XCTAssertEqual(store.currentState.note?.text(ErrorPresenter(language: .english)), "boom")
        scheduler.advance(by: ViewModelDefaults.noteLifetime)
        XCTAssertNil(store.currentState.note)
        XCTAssertEqual(store.list.error, .http(status: 500, message: "boom"), "the list keeps its error")
    }
}
