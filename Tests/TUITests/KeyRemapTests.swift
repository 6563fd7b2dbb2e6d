import ViewModels
import XCTest
@testable import TUI

/// Issue 26, item 1: every intent of every mode has a name a config file
/// can use, every key a name it reads back, and a remap reaches the table
/// the mode's keys are looked up in.
final class KeyRemapTests: XCTestCase {
    private let lists = ResourceRegistry.standard.resources.map(ListState.init(resource:))

    func testEveryIntentOfEveryModeIsNamedOnceAndFoundByItsName() {
        for mode in KeyMode.allCases {
            let intents = mode.intents(lists: lists)
            XCTAssertFalse(intents.isEmpty, mode.rawValue)
            XCTAssertEqual(Set(intents.map(\.name)).count, intents.count, "\(mode.rawValue): names are unique")
            for intent in intents {
                XCTAssertEqual(mode.intentName(intent.name, lists: lists), intent.name, "\(mode.rawValue).\(intent.name)")
                for key in intent.keys {
                    XCTAssertEqual(Key(name: key.name), key, "\(mode.rawValue).\(intent.name): \(key.name) reads back")
                }
            }
        }
        XCTAssertEqual(KeyMode.search.intentName("accept", lists: lists), "search-accept", "the prefix may be left out")
        XCTAssertNil(KeyMode.browsing.intentName("fly", lists: lists))
    }

    func testARemapReplacesTheIntentsKeysInItsModeOnly() {
        let remaps = KeyRemaps(["browsing": ["search": ["ctrl-s"]], "command-line": ["command-older": ["ctrl-k"]]])
        let tables = BrowseKeyTables.forLists(lists, keys: remaps)
        XCTAssertEqual(tables.browsing.action(for: Key(name: "ctrl-s")!), .search)
        XCTAssertNil(tables.browsing.action(for: .character("/")), "the keys listed replace the intent's own")
        XCTAssertEqual(tables.commandLine.action(for: Key(name: "ctrl-k")!), .older)
        XCTAssertEqual(BrowseKeyTables.forLists(lists).browsing.action(for: .character("/")), .search, "other browsers keep theirs")
    }

    func testKeyNamesReadAsAPersonWritesThem() {
        XCTAssertEqual(Key(name: "ctrl-s"), Key(name: "C-s"))
        XCTAssertEqual(Key(name: "space"), .character(" "))
        XCTAssertNotNil(Key(name: "f5"))
        XCTAssertNil(Key(name: "hyper-x"))
    }
}
