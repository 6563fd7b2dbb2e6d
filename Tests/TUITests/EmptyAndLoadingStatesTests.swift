import Foundation
import Models
import Network
import ViewModels
import XCTest
@testable import TUI

/// Issue 25, item 12: what an empty or loading list says, and keys that
/// cannot work on this list saying why instead of nothing.
final class EmptyAndLoadingStatesTests: XCTestCase {
    private static func emptyPage() -> SourcedResult<ListPage> {
        SourcedResult(.value(ListPage(items: .empty, total: 0, skip: 0)), source: .network)
    }

    func testAnEmptyFilterNamesTheFilterAndItsList() {
        MainActor.assumeIsolated {
            var state = BrowseState(registry: .standard, now: BrowseFrames.now)
            let users = ResourceRegistry.standard.index(of: "users")!
            BrowseFrames.send(.selectTab(users), .setFilter(FilterValue("hair.color", "brown")), to: &state)
            BrowseFrames.send(.pageLoaded(tab: users, state.currentList.pageRequest(.first), Self.emptyPage(), at: BrowseFrames.now), to: &state)
            let text = BrowseFrames.frame(state).lines.joined(separator: "\n")
            XCTAssertTrue(text.contains("No users with hair.color=brown."), text)
        }
    }

    func testEveryEmptyStateQuotesAlike() {
        var searched = ListState(resource: .products)
        searched.hasLoaded = true
        searched.query = "zzz"
        var offline = searched
        offline.error = .offline(detail: "down")
        let english = ErrorPresenter.english
        let messages = [searched.emptyMessage, offline.emptyMessage].compactMap { $0.map(english.text) }
        XCTAssertEqual(messages, ["No products match “zzz”.", "No cached results for “zzz”."])
        XCTAssertTrue(messages.allSatisfy { !$0.contains("'") && !$0.contains("\"") }, "one quoting style: \(messages)")
    }

    func testAListWithNothingLoadedYetSaysLoadingNotLoadingMore() {
        MainActor.assumeIsolated {
            var state = BrowseState(registry: .standard, now: BrowseFrames.now)
            BrowseFrames.send(.appear, to: &state)
            let text = BrowseFrames.frame(state).lines.joined(separator: "\n")
            XCTAssertTrue(text.contains("Loading…"), text)
            XCTAssertFalse(text.contains("loading more"), text)
        }
    }

    func testKeysThatCannotWorkHereSayWhyOnTheStatusLine() {
        MainActor.assumeIsolated {
            let quotes = ResourceRegistry.standard.index(of: "quotes")!
            var state = BrowseFrames.productsLoaded()
            BrowseFrames.send(.selectTab(quotes), to: &state)
            let expected: [(Key, String)] = [
                (.character("/"), "Quotes cannot be searched."),
                (.character("f"), "Quotes have no filters."),
                (.character("s"), "Quotes cannot be sorted."),
                (.character("S"), "Quotes cannot be sorted."),
                (.character("n"), "New quotes cannot be made here."),
                (.character("e"), "Open a record to edit it."),
            ]
            for (key, reason) in expected {
                BrowseFrames.press(key, in: &state)
                let status = BrowseFrames.frame(state).lines[22]
                XCTAssertTrue(status.contains(reason), "\(key): \(status)")
                XCTAssertEqual(state.mode.activeKind, .browsing, "\(key) opened nothing")
            }
        }
    }
}
