import DummyJSON
import Foundation
import JSON
import Models
import Network
import Reactive
@testable import ViewModels
import XCTest

/// Issue 26, items 4 and 6, as the reducer decides them: the columns
/// chosen and kept, a click on a header sorting, ←/→ over columns, half
/// pages, marks and the writes on them, narrowing the loaded rows while
/// the server searches, views saved and shown, and the list asked for
/// again by itself.
final class BrowseViewsTests: XCTestCase {
    private let registry = ResourceRegistry.standard
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func page(_ ids: ClosedRange<Int>, total: Int) -> SourcedResult<ListPage> {
        let items = ids.map { ProductSummary(id: $0, title: $0 % 10 == 3 ? "Mascara \($0)" : "Product \($0)") }
        let columns = Resource<ProductSummary, Product>.products.columns
        return SourcedResult(.value(ListPage(items: ListItems(items, columns: columns), total: total, skip: 0)), source: .network)
    }

    /// Products with thirty rows loaded, on a screen of twenty rows.
    private func loaded(_ settings: BrowseSettings = BrowseSettings()) -> BrowseState {
        var state = BrowseState(registry: registry, now: now, settings: settings)
        _ = BrowseFeature.reduce(&state, .appear)
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, state.currentList.pageRequest(.first), page(1...30, total: 30), at: now))
        _ = BrowseFeature.reduce(&state, .viewport(rows: 20))
        XCTAssertEqual(state.currentList.items.count, 30)
        return state
    }

    private func deleted(_ id: Int) -> WriteAnswer {
        WriteAnswer(id: id, content: DetailContent(title: "Product \(id)", subtitle: "", sections: []),
                    row: nil, json: Data("{}".utf8), record: .object(["id": .number(Double(id)), "isDeleted": .bool(true)]))
    }

    private func run(_ line: String, _ state: inout BrowseState) -> [BrowseEffect] {
        _ = BrowseFeature.reduce(&state, .beginCommand(line))
        return BrowseFeature.reduce(&state, .runCommand)
    }

    private func firstPage(_ effects: [BrowseEffect]) -> PageRequest? {
        for effect in effects { if case .loadFirstPage(_, let request) = effect { return request } }
        return nil
    }

    func testAClickOnAHeaderSortsByItsColumnThenTheOtherWay() throws {
        var state = loaded()
        let price = try XCTUnwrap(state.currentList.resource.columns.firstIndex { $0.name == "price" })
        let up = BrowseFeature.reduce(&state, .clickedHeader(price))
        XCTAssertEqual(state.currentList.sort, SortKey("price", .ascending))
        XCTAssertEqual(firstPage(up)?.request.sort, SortKey("price", .ascending))
        _ = BrowseFeature.reduce(&state, .clickedHeader(price))
        XCTAssertEqual(state.currentList.sort, SortKey("price", .descending))
        let brand = try XCTUnwrap(state.currentList.resource.columns.firstIndex { $0.name == "brand" })
        _ = BrowseFeature.reduce(&state, .clickedHeader(brand))
        XCTAssertEqual(state.currentList.sort, SortKey("price", .descending), "a column the server cannot sort by leaves the sort")
        XCTAssertNotNil(state.note, "and says so")
    }

    func testColumnsAreChosenInOrderAndKept() {
        var state = loaded()
        let effects = run("columns price title", &state)
        XCTAssertEqual(state.settings.memory.columns["products"], ["price", "title"])
        XCTAssertTrue(effects.contains(.remember(state.settings.memory)))
        let shown = BrowseFeature.shownColumns(state.currentList, settings: state.settings)
        XCTAssertEqual(shown.map { state.currentList.resource.columns[$0].name }, ["price", "title"])
        _ = run("columns", &state)
        XCTAssertEqual(BrowseFeature.shownColumns(state.currentList, settings: state.settings).count,
                       state.currentList.resource.columns.count, "alone, :columns brings back every column")
    }

    func testLeftAndRightScrollTheColumnsWithinWhatDoesNotFit() {
        var state = loaded()
        var viewport = state.viewport
        viewport.maximumColumnOffset = 2
        _ = BrowseFeature.reduce(&state, .viewportMeasured(viewport))
        for _ in 0..<5 { _ = BrowseFeature.reduce(&state, .intent(.browsing(.columnRight))) }
        XCTAssertEqual(state.currentList.columnOffset, 2)
        _ = BrowseFeature.reduce(&state, .intent(.browsing(.columnLeft)))
        XCTAssertEqual(state.currentList.columnOffset, 1)
    }

    func testHalfAPageMovesHalfTheRowsShown() {
        var state = loaded()
        _ = BrowseFeature.reduce(&state, .moveCursor(.halfPageDown, visibleRows: 20))
        XCTAssertEqual(state.currentList.cursor.selectedIndex, 10)
        _ = BrowseFeature.reduce(&state, .moveCursor(.halfPageUp, visibleRows: 20))
        XCTAssertEqual(state.currentList.cursor.selectedIndex, 0)
    }

    func testMarkedRowsAreDeletedAfterOneQuestionOneAtATime() throws {
        var state = loaded()
        _ = BrowseFeature.reduce(&state, .intent(.browsing(.mark)))
        _ = BrowseFeature.reduce(&state, .intent(.browsing(.mark)))
        XCTAssertEqual(state.currentList.marked, [1, 2])
        XCTAssertEqual(state.currentList.cursor.selectedIndex, 2, "Space moves on")
        _ = BrowseFeature.reduce(&state, .beginDelete)
        guard case .confirming(.deleteMarked(let requests))? = state.mode.layers.last else {
            return XCTFail("one question lists the marked rows: \(state.mode.layers)")
        }
        XCTAssertEqual(requests.map(\.id), [1, 2])
        let first = BrowseFeature.reduce(&state, .confirmDelete(true))
        guard case .save(let one)? = first.last else { return XCTFail("the first delete goes: \(first)") }
        XCTAssertEqual(one.id, 1)
        XCTAssertEqual(one.kind, .delete)
        let second = BrowseFeature.reduce(&state, .saveFinished(one, .value(deleted(one.id))))
        guard case .save(let two)? = second.last else { return XCTFail("then the next: \(second)") }
        XCTAssertEqual(two.id, 2)
        _ = BrowseFeature.reduce(&state, .saveFinished(two, .value(deleted(two.id))))
        XCTAssertNil(state.batch)
        XCTAssertNil(state.pendingSave)
        XCTAssertEqual(state.currentList.marked, [], "the marks go once the batch is done")
        XCTAssertNotNil(state.note)
    }

    func testANoDeletesNothingAndKeepsTheMarks() {
        var state = loaded()
        _ = BrowseFeature.reduce(&state, .intent(.browsing(.mark)))
        _ = BrowseFeature.reduce(&state, .beginDelete)
        XCTAssertEqual(BrowseFeature.reduce(&state, .confirmDelete(false)), [])
        XCTAssertEqual(state.currentList.marked, [1])
    }

    func testTypingNarrowsTheLoadedRowsAtOnceAndClearingBringsThemBack() {
        var state = loaded()
        _ = BrowseFeature.reduce(&state, .beginSearch)
        _ = BrowseFeature.reduce(&state, .editSearch(.insert("mascara")))
        XCTAssertEqual(state.currentList.items.count, 3, "rows 3, 13 and 23 hold the text, before any answer")
        XCTAssertNotNil(state.currentList.narrowing)
        _ = BrowseFeature.reduce(&state, .cancelSearch)
        XCTAssertEqual(state.currentList.items.count, 30)
    }

    /// Enter sends the search at once: an Esc before typing's pause would
    /// otherwise find no search to clear, and the pause would bring it back.
    func testEnterSearchesAtOnceSoAnEscRightAfterClearsIt() throws {
        var state = loaded()
        _ = BrowseFeature.reduce(&state, .beginSearch)
        _ = BrowseFeature.reduce(&state, .editSearch(.insert("mascara")))
        XCTAssertNotNil(firstPage(BrowseFeature.reduce(&state, .acceptSearch)), "asked for now")
        XCTAssertEqual(state.currentList.query, "mascara")
        _ = BrowseFeature.reduce(&state, .back)
        XCTAssertEqual(state.currentList.query, "")
        XCTAssertEqual(BrowseFeature.reduce(&state, .searchSettled(tab: 0, text: "")), [], "the pause after the Esc changes nothing")
        XCTAssertEqual(state.currentList.query, "")
    }

    /// Offline, `/mascara` with nothing cached for it shows the mascaras on screen, not "no cached results".
    func testOfflineTheNarrowedRowsStandAsTheSearchsAnswer() throws {
        var state = loaded()
        _ = BrowseFeature.reduce(&state, .beginSearch)
        _ = BrowseFeature.reduce(&state, .editSearch(.insert("mascara")))
        let request = try XCTUnwrap(firstPage(BrowseFeature.reduce(&state, .searchSettled(tab: 0, text: "mascara"))))
        XCTAssertEqual(state.currentList.items.count, 3, "the narrowed rows stay while the search is on its way")
        let offline = NetworkError.offline(detail: "Could not connect to the server.")
        _ = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, request, SourcedResult(.error(offline), source: .network), at: now))
        _ = BrowseFeature.reduce(&state, .pageFinished(tab: 0, request))
        XCTAssertEqual(state.currentList.items.count, 3)
        XCTAssertNil(state.currentList.emptyMessage)
    }

    func testAViewSavedIsShownAgainByItsName() {
        var state = loaded()
        _ = BrowseFeature.reduce(&state, .setSort(SortKey("price", .descending)))
        let saved = run("save cheap", &state)
        XCTAssertTrue(saved.contains(.remember(state.settings.memory)))
        XCTAssertEqual(state.settings.memory.views["cheap"], SavedView(resource: "products", sort: SortKey("price", .descending)))
        _ = BrowseFeature.reduce(&state, .selectTab(1))
        let shown = run("cheap", &state)
        XCTAssertEqual(state.selectedTab, 0)
        XCTAssertEqual(firstPage(shown)?.request.sort, SortKey("price", .descending))
    }

    func testAnAliasRunsItsLine() {
        var state = loaded(BrowseSettings(aliases: ["pr": "products category=smartphones"]))
        let effects = run("pr", &state)
        XCTAssertEqual(state.currentList.filter?.value, "smartphones")
        XCTAssertEqual(firstPage(effects)?.request.filter?.value, "smartphones")
    }

    func testRefreshEverySecondsAsksForTheViewAgainUntilOff() {
        var state = loaded()
        XCTAssertEqual(BrowseFeature.reduce(&state, .refreshDue), [], "no refresh unless asked for")
        let on = run("refresh 5", &state)
        XCTAssertTrue(on.contains(.refreshEvery(RxTimeInterval(5))), "\(on)")
        XCTAssertEqual(state.settings.refreshInterval, 5)
        XCTAssertTrue(state.showsAge, "the clock ticks: “updated N s ago”")
        XCTAssertNotNil(firstPage(BrowseFeature.reduce(&state, .refreshDue)), "the view is asked for again")
        XCTAssertTrue(state.currentList.isLoadingFirstPage)
        XCTAssertNil(firstPage(BrowseFeature.reduce(&state, .refreshDue)), "not while it loads")
        let off = run("refresh off", &state)
        XCTAssertTrue(off.contains(.refreshEvery(nil)))
        XCTAssertNil(state.settings.refreshInterval)
    }

    func testHelpListsEveryCommand() {
        var state = loaded()
        _ = run("help", &state)
        XCTAssertEqual(state.mode.layers.last, .help(scroll: 0, topic: .commands))
    }
}
