import Network
import ViewModels
import XCTest
@testable import TUI

/// A search the server could not answer and the cache never saw (issue 15):
/// the list says so, in the person's language, under the search kept in its line.
final class OfflineSearchScreenTests: XCTestCase {
    private func failedSearch(_ query: String) -> BrowseState {
        var state = BrowseFrames.productsLoaded()
        BrowseFrames.send(.beginSearch, .editSearch(.insert(query)), .acceptSearch,
                          .searchSettled(tab: 0, text: query), to: &state)
        let request = state.currentList.pageRequest(.first)
        let offline = NetworkError.offline(detail: "Could not connect to the server.")
        BrowseFrames.send(.pageLoaded(tab: 0, request, SourcedResult(.error(offline), source: .network), at: BrowseFrames.now),
                          .pageFinished(tab: 0, request), .noteExpired, to: &state)
        return state
    }

    func testTheListSaysNothingIsCachedForTheSearchAndShowsNoOldRows() {
        let text = BrowseFrames.frame(failedSearch("zzz")).lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("Search: zzz"), text)
        XCTAssertTrue(text.contains("No cached results for “zzz”."), text)
        XCTAssertFalse(text.contains("Product 1"), "the unsearched list is gone: \(text)")
        XCTAssertFalse(text.contains("0 of 0"), text)
        XCTAssertTrue(text.contains("offline"), "the status bar says why: \(text)")
    }

    func testItSaysSoInChinese() {
        let text = BrowseFrames.frame(failedSearch("zzz"), app: BrowseFrames.app(language: .simplifiedChinese))
            .lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("没有“zzz”的缓存结果"), text)
        let traditional = BrowseFrames.frame(failedSearch("zzz"), app: BrowseFrames.app(language: .traditionalChinese))
            .lines.joined(separator: "\n")
        XCTAssertTrue(traditional.contains("沒有「zzz」的快取結果"), traditional)
    }

    func testAHostileQueryIsShownInert() {
        let text = BrowseFrames.frame(failedSearch("a\u{1B}[31mb")).lines.joined(separator: "\n")
        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B }, text)
        XCTAssertTrue(text.contains("No cached results for “a"), text)
    }
}
