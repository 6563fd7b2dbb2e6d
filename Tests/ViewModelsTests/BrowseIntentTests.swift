import Foundation
import Models
import Network
import ViewModels
import XCTest

/// Keys name intents; the reducer decides what they do from state: whether
/// a sign-out asks, whether `:q` quits, what `f` fills in, how far a page goes.
final class BrowseIntentTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func loaded(rows: Int = 40) -> BrowseState {
        var state = BrowseState(registry: .standard, now: now)
        _ = BrowseFeature.reduce(&state, .appear)
        let items = (1...rows).map { ProductSummary(id: $0, title: "P\($0)", category: "beauty", price: 1, rating: 4) }
        let page = ListPage(items: ListItems(items, columns: Resource<ProductSummary, Product>.products.columns), total: rows, skip: 0)
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, state.currentList.pageRequest(.first),
                                                     SourcedResult(.value(page), source: .network), at: now))
        return state
    }

    func testQuitAndSignOutAreEffectsTheAppObserves() {
        var state = loaded()
        XCTAssertEqual(BrowseFeature.reduce(&state, .intent(.browsing(.quit))), [.quit])
        XCTAssertEqual(BrowseFeature.reduce(&state, .intent(.browsing(.signOut))), [.signOut], "nothing unsaved: at once")
        _ = BrowseFeature.reduce(&state, .beginCommand("q"))
        XCTAssertEqual(BrowseFeature.reduce(&state, .intent(.commandLine(.run))), [.quit], ":q quits, decided by the reducer")
        XCTAssertNil(state.command)
    }

    func testFOpensTheLineAtTheListsFirstFilter() {
        var state = loaded()
        _ = BrowseFeature.reduce(&state, .intent(.browsing(.filter)))
        XCTAssertEqual(state.command?.value, "filter category=")
        XCTAssertEqual(state.mode.activeKind, .commandLine)
    }

    func testAPageMovesByTheRowsTheScreenReported() {
        var state = loaded()
        _ = BrowseFeature.reduce(&state, .viewport(rows: 10))
        _ = BrowseFeature.reduce(&state, .intent(.browsing(.move(.pageDown))))
        // A page keeps one row of the last in view.
        XCTAssertEqual(state.currentList.selectedIndex, 9)
        _ = BrowseFeature.reduce(&state, .viewport(rows: 5))
        _ = BrowseFeature.reduce(&state, .intent(.browsing(.move(.pageDown))))
        XCTAssertEqual(state.currentList.selectedIndex, 13)
    }

    func testOnlyYDeletesAndEnterKeepsTheRecord() {
        var state = loaded()
        _ = BrowseFeature.reduce(&state, .openDetail(id: 1))
        let content = DetailContent(title: "P1", subtitle: "", sections: [])
        _ = BrowseFeature.reduce(&state, .detailLoaded(state.detail!.request, SourcedResult(.value(content), source: .network), at: now))
        _ = BrowseFeature.reduce(&state, .intent(.browsing(.delete)))
        XCTAssertNotNil(state.confirmingDelete)
        XCTAssertEqual(BrowseFeature.reduce(&state, .intent(.confirmation(.defaultAnswer))), [], "Enter keeps it")
        XCTAssertNil(state.confirmingDelete)
        _ = BrowseFeature.reduce(&state, .intent(.browsing(.delete)))
        let effects = BrowseFeature.reduce(&state, .intent(.confirmation(.yes)))
        XCTAssertEqual(effects.count, 1, "y deletes: \(effects)")
        XCTAssertEqual(state.pendingSave?.kind, .delete)
    }

    func testAnUnavailableOrOtherModesIntentDoesNothing() {
        var state = loaded()
        XCTAssertEqual(state.availability(.edit), .unavailable, "no detail to edit")
        XCTAssertEqual(BrowseFeature.reduce(&state, .intent(.browsing(.edit))), [.expireNote], "nothing but a note why")
        XCTAssertEqual(state.note?.kind, .refused("Open a record to edit it."))
        XCTAssertNil(state.editForm)
        XCTAssertEqual(state.availability(.link(0)), .absent)
        XCTAssertEqual(BrowseFeature.reduce(&state, .intent(.search(.quit))), [], "not searching: the search table's keys are not live")
        _ = BrowseFeature.reduce(&state, .intent(.browsing(.search)))
        XCTAssertEqual(BrowseFeature.reduce(&state, .intent(.browsing(.quit))), [], "searching: q is a letter")
        XCTAssertEqual(BrowseFeature.reduce(&state, .intent(.search(.quit))), [.quit], "Ctrl-C quits from the search")
    }

    func testAClickOnTheSelectedRowOpensItAndOnAnotherSelectsIt() {
        var state = loaded()
        _ = BrowseFeature.reduce(&state, .viewport(rows: 10))
        _ = BrowseFeature.reduce(&state, .clickedRow(3))
        XCTAssertEqual(state.currentList.selectedIndex, 3)
        XCTAssertNil(state.detail)
        _ = BrowseFeature.reduce(&state, .clickedRow(3))
        XCTAssertEqual(state.detail?.request.id, 4)
        XCTAssertEqual(BrowseFeature.reduce(&state, .clickedRow(400)), [], "past the items: nothing")
    }
}
