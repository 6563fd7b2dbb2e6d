import Foundation
import Models
import Network
import NetworkTesting
import ReactiveTesting
import ViewModels
import XCTest

/// Issue 25, items 3 and 4 in the reducer and in virtual time: the detail
/// beside the list follows the cursor, asking the server only once the
/// cursor rests, and a link's record is highlighted when the list has it.
final class DetailFollowsCursorTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    /// A products browser side by side (the detail does not take the body), its first page loaded.
    private func sideBySide(_ scheduler: TestScheduler) -> (FeatureStore<BrowseFeature>, ScriptedTransport) {
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            let path = request.url!.path
            if let id = Int(path.split(separator: "/").last ?? "") { return .json(200, Fixtures.product(id), delay: 0.05) }
            return .json(200, Fixtures.productPage(skip: 0, limit: 30, total: 30), delay: 0.05)
        }
        let store = Fixtures.browse(transport, scheduler: scheduler)
        store.send(.viewportMeasured(BrowseViewport(listRows: 20, detailTakesBody: false, detailRows: 20)))
        store.send(.appear)
        scheduler.advance(by: 1)
        return (store, transport)
    }

    func testMovingTheCursorOpensWhereItRestsWithOneRequest() {
        let scheduler = Fixtures.scheduler()
        let (store, transport) = sideBySide(scheduler)
        store.send(.openSelected)
        scheduler.advance(by: 1)
        XCTAssertEqual(store.detail?.request.id, 1)
        for _ in 0..<10 {
            store.send(.intent(.browsing(.move(.down))))
            scheduler.advance(by: 0.02)
        }
        XCTAssertEqual(store.detail?.request.id, 11, "the detail names the highlighted record at once")
        XCTAssertNil(store.detail?.content, "and shows no other record's content meanwhile")
        scheduler.advance(by: 1)
        XCTAssertEqual(store.detail?.content?.title, "Product 11")
        let details = transport.requestLines.filter { $0.hasPrefix("GET /auth/products/") && !$0.contains("?") }
        XCTAssertEqual(details, ["GET /auth/products/1", "GET /auth/products/11"], "ten keys, one request once the cursor rests")
    }

    func testWithNoDetailOpenTheCursorOnlyMoves() {
        let scheduler = Fixtures.scheduler()
        let (store, _) = sideBySide(scheduler)
        store.send(.intent(.browsing(.move(.down))))
        scheduler.advance(by: 1)
        XCTAssertNil(store.detail)
        XCTAssertEqual(store.list.selectedIndex, 1)
    }

    func testALinksRecordIsHighlightedWhenTheListHasIt() {
        var state = BrowseState(registry: .standard, now: now)
        let users = ResourceRegistry.standard.index(of: "users")!
        _ = BrowseFeature.reduce(&state, .selectTab(users))
        let summaries = (1...30).map { UserSummary(id: $0, firstName: "User", lastName: "\($0)") }
        let page = ListPage(items: ListItems(summaries, columns: Resource<UserSummary, User>.users.columns), total: 208, skip: 0)
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: users, state.currentList.pageRequest(.first), SourcedResult(.value(page), source: .network), at: now))
        _ = BrowseFeature.reduce(&state, .selectTab(0))
        _ = BrowseFeature.reduce(&state, .openDetail(id: 1))
        var content = DetailContent(title: "A product", subtitle: "", sections: [])
        content.links = [.record("Owner", "users", id: 12), .record("Stranger", "users", id: 150)]
        _ = BrowseFeature.reduce(&state, .detailLoaded(state.detail!.request, SourcedResult(.value(content), source: .network), at: now))
        _ = BrowseFeature.reduce(&state, .followLink(0))
        XCTAssertEqual(state.currentList.selectedID, 12, "the list's cursor on the record the detail shows")
        XCTAssertEqual(state.highlightedIndex, 11)
        _ = BrowseFeature.reduce(&state, .back)
        _ = BrowseFeature.reduce(&state, .followLink(1))
        XCTAssertEqual(state.detail?.request.id, 150)
        XCTAssertNil(state.highlightedIndex, "user 150 is not loaded: no row may look like the one shown")
        XCTAssertEqual(BrowseFeature.reduce(&state, .openSelected), [], "Enter opens nothing unhighlighted")
        _ = BrowseFeature.reduce(&state, .viewportMeasured(BrowseViewport(listRows: 20, detailTakesBody: false, detailRows: 20)))
        let cursorRow = state.currentList.selectedIndex!
        _ = BrowseFeature.reduce(&state, .clickedRow(cursorRow))
        XCTAssertEqual(state.detail?.request.id, state.currentList.selectedID, "a click on the cursor's row shows it beside")
        XCTAssertEqual(state.highlightedIndex, cursorRow)
    }
}
