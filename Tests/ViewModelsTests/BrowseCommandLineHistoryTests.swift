import Foundation
@testable import ViewModels
import XCTest

/// Issue 26, item 5: the `:` line as k9s's. ↑/↓ walk the lines run before
/// (kept in the memory the app saves), Tab completes as far as the
/// candidates agree and then cycles through them, values a server listed
/// are offered after `name=` and asked for once.
final class BrowseCommandLineHistoryTests: XCTestCase {
    private let registry = ResourceRegistry.standard
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func line(_ state: BrowseState) -> String? { state.command?.value }

    func testEachLineRunIsRememberedNewestLastOnceEach() {
        var state = BrowseState(registry: registry, now: now)
        for text in ["sort price desc", "posts", "products"] {
            _ = BrowseFeature.reduce(&state, .beginCommand(text))
            let effects = BrowseFeature.reduce(&state, .runCommand)
            XCTAssertTrue(effects.contains(.remember(state.settings.memory)), "\(text): \(effects)")
        }
        XCTAssertEqual(state.settings.memory.history, ["sort price desc", "posts", "products"])
        _ = BrowseFeature.reduce(&state, .beginCommand("posts"))
        _ = BrowseFeature.reduce(&state, .runCommand)
        XCTAssertEqual(state.settings.memory.history, ["sort price desc", "products", "posts"], "a line run again moves to the end")
        _ = BrowseFeature.reduce(&state, .beginCommand("nonsense here"))
        _ = BrowseFeature.reduce(&state, .runCommand)
        XCTAssertEqual(state.settings.memory.history, ["sort price desc", "products", "posts"], "a line refused is not kept")
    }

    func testUpAndDownWalkTheHistoryAndBringBackTheDraft() {
        var state = BrowseState(registry: registry, now: now,
                                settings: BrowseSettings(memory: BrowseMemory(history: ["products", "sort title", "posts"])))
        _ = BrowseFeature.reduce(&state, .beginCommand("us"))
        _ = BrowseFeature.reduce(&state, .historyOlder)
        XCTAssertEqual(line(state), "posts")
        _ = BrowseFeature.reduce(&state, .historyOlder)
        XCTAssertEqual(line(state), "sort title")
        _ = BrowseFeature.reduce(&state, .historyOlder)
        _ = BrowseFeature.reduce(&state, .historyOlder)
        XCTAssertEqual(line(state), "products", "the oldest stays")
        _ = BrowseFeature.reduce(&state, .historyNewer)
        XCTAssertEqual(line(state), "sort title")
        _ = BrowseFeature.reduce(&state, .historyNewer)
        _ = BrowseFeature.reduce(&state, .historyNewer)
        XCTAssertEqual(line(state), "us", "past the newest, what was typed")
    }

    func testTheHistoryKeepsItsLimit() {
        var memory = BrowseMemory()
        for index in 0..<(ViewModelDefaults.historyKept + 5) { memory.ran("users \(index)") }
        XCTAssertEqual(memory.history.count, ViewModelDefaults.historyKept)
        XCTAssertEqual(memory.history.last, "users \(ViewModelDefaults.historyKept + 4)")
    }

    func testTabCompletesThenCyclesAndShiftTabGoesBack() {
        var state = BrowseState(registry: registry, now: now)
        _ = BrowseFeature.reduce(&state, .beginCommand("sort "))
        let fields = state.currentList.resource.sortFields
        XCTAssertGreaterThan(fields.count, 1)
        _ = BrowseFeature.reduce(&state, .completeCommand)
        XCTAssertEqual(line(state), "sort " + fields[0])
        _ = BrowseFeature.reduce(&state, .completeCommand)
        XCTAssertEqual(line(state), "sort " + fields[1])
        _ = BrowseFeature.reduce(&state, .completeBack)
        XCTAssertEqual(line(state), "sort " + fields[0])
        _ = BrowseFeature.reduce(&state, .editCommand(.insert(" ")))
        XCTAssertNil(state.commandLine?.cycle, "typing ends the cycle")
    }

    func testAFiltersValuesAreAskedForOnceAndOffered() throws {
        var state = BrowseState(registry: registry, now: now)
        let filter = try XCTUnwrap(state.currentList.resource.filters.first { $0.choicesSource != nil }, "products list their categories")
        let source = try XCTUnwrap(filter.choicesSource)
        let asked = BrowseFeature.reduce(&state, .beginCommand("products \(filter.name)="))
        XCTAssertEqual(asked, [.loadChoices(source)])
        XCTAssertEqual(BrowseFeature.reduce(&state, .editCommand(.insert("s"))), [], "asked for once")
        _ = BrowseFeature.reduce(&state, .choicesLoaded(source, ["smartphones", "sunglasses", "laptops"]))
        XCTAssertEqual(BrowseCommand.completions(line(state) ?? "", in: state),
                       ["\(filter.name)=smartphones", "\(filter.name)=sunglasses"])
        _ = BrowseFeature.reduce(&state, .completeCommand)
        XCTAssertEqual(line(state), "products \(filter.name)=smartphones")
        _ = BrowseFeature.reduce(&state, .completeCommand)
        XCTAssertEqual(line(state), "products \(filter.name)=sunglasses")
    }

    func testHelpAndTheVerbsAreOffered() {
        let lists = BrowseState(registry: registry, now: now).lists
        let settings = BrowseSettings(aliases: ["pr": "products category=smartphones"],
                                      views: ["laptops": SavedView(resource: "products")])
        let offered = BrowseCommand.completions("", lists: lists, current: 0, settings: settings)
        for word in ["help", "columns", "save", "refresh", "pr", "laptops", "products"] {
            XCTAssertTrue(offered.contains(word), "\(word) in \(offered)")
        }
    }
}
