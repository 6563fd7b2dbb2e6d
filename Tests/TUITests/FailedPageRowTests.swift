import DummyJSON
import Foundation
import Models
import Network
import ViewModels
import XCTest
@testable import TUI

/// A next page that failed: the row that said "loading more…" says so, and how to ask again.
final class FailedPageRowTests: XCTestCase {
    private func frame(_ state: BrowseState) -> String {
        var app = AppState(host: try! APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9")!))
        app.screen = .browse
        return AppFrame.render(app: app, login: nil, browse: state, size: Size(rows: 20, cols: 80), theme: .monochrome)
            .lines.joined(separator: "\n")
    }

    func testAFailedNextPageLeavesARowSayingRToRetry() {
        var state = BrowseState(registry: .standard, now: Date())
        let items = (1...5).map { ProductSummary(id: $0, title: "Product \($0)") }
        state.lists[0].items = ListWindow(ListItems(items, columns: Resource<ProductSummary, Product>.products.columns))
        state.lists[0].total = 194
        state.lists[0].hasLoaded = true
        XCTAssertFalse(frame(state).contains("couldn't load more"))
        state.lists[0].error = .timedOut
        let text = frame(state)
        XCTAssertTrue(text.contains("couldn't load more — r to retry"), text)
        XCTAssertFalse(text.contains("loading more…"))
        state.lists[0].total = 5
        XCTAssertFalse(frame(state).contains("couldn't load more"), "nothing more to load, nothing to say")
    }
}
