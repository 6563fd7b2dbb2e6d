import Foundation
import Network
import ViewModels
import XCTest

/// The catalog of the interface's words: both scripts for every key, the
/// same values in each, and every word the view models make found there.
final class UICatalogTests: XCTestCase {
    func testEveryKeyHasBothTranslationsWithItsValues() {
        for (key, entry) in UICatalog.entries {
            let places = key.components(separatedBy: "%@").count - 1
            for (script, text) in [("simplified", entry.simplified), ("traditional", entry.traditional)] {
                XCTAssertFalse(text.trimmingCharacters(in: .whitespaces).isEmpty, "“\(key)” has no \(script) text")
                // Each value once, in order (%@) or numbered (%2$@).
                let numbered = (1...max(1, places)).map { "%\($0)$@" }.filter(text.contains)
                let plain = text.components(separatedBy: "%@").count - 1
                XCTAssertTrue(plain == places && numbered.isEmpty || plain == 0 && numbered.count == places,
                              "“\(key)” in \(script) drops or adds a value: \(text)")
            }
        }
    }

    /// Each word is declared in one place: a central table, the words
    /// resources share, or one resource's own.
    func testNoKeyIsInTwoTables() {
        var seen: [String: String] = [:]
        let places = UICatalog.tables.enumerated().map { ("table \($0.offset)", Array($0.element.keys)) }
            + [("shared", Array(ResourceWords.shared.entries.keys))]
            + ResourceRegistry.standard.resources.map { ($0.id, Array($0.words.entries.keys)) }
        for (place, keys) in places {
            for key in keys {
                XCTAssertNil(seen[key], "“\(key)” is in \(seen[key] ?? "") and \(place)")
                seen[key] = place
            }
        }
    }

    /// A resource's names come with it: the catalog finds them in its own words.
    func testEveryResourceDeclaresItsOwnNames() {
        for resource in ResourceRegistry.standard.resources {
            for name in [resource.title, resource.title.lowercased(), resource.singular, resource.singular.capitalized] {
                XCTAssertNotNil(resource.words.entries[name], "\(resource.id) does not declare “\(name)”")
                XCTAssertEqual(UICatalog.entry(for: name), resource.words.entries[name], name)
            }
        }
    }

    func testEveryResourcesNamesColumnsFiltersAndFieldsAreTranslated() {
        for resource in ResourceRegistry.standard.resources {
            var texts: [UIText] = [UIText(resource.title), UIText(resource.title.lowercased()), UIText(resource.id),
                                   UIText(resource.singular), UIText(resource.singular.capitalized),
                                   resource.subject(id: 7), "a new \(UIText(resource.singular))"]
            texts += resource.columns.map { UIText($0.title) }
            texts += resource.columns.compactMap(\.format).map { UIText(pattern: $0, .verbatim("55")) }
            texts += resource.filters.map { UIText($0.title) }
            texts += (resource.editableFields + resource.newFields).map(\.label)
            for text in texts { assertTranslated(text, "\(resource.id)") }
        }
    }

    func testTheViewModelsWordsAreTranslated() {
        let products = ListState(resource: .products)
        let lists = ResourceRegistry.standard.resources.map { ListState(resource: $0) }
        var texts: [UIText] = []
        for kind in [FieldKind.text, .number, .integer, .email, .flag] {
            texts += [FieldRule(kind, required: true).problem(with: ""), FieldRule(kind).problem(with: "x@")].compactMap { $0 }
        }
        for line in ["", "nothing", "sort nothing", "sort title up", "sort title a b", "carts filter",
                     "products filter", "products price=1", "comments postId=x", "filter x", "quotes filter x=1"] {
            if case .failure(let failure) = BrowseCommand.parse(line, lists: lists, current: 0) { texts.append(failure.message) }
        }
        let now = Date(timeIntervalSince1970: 1_000_000)
        for age in [0.0, 30, 600, 7200, 200_000] {
            texts.append(OfflineNote.age(from: now.addingTimeInterval(-age), to: now))
        }
        texts += [OfflineNote.text(for: .cache(storedAt: now, offline: true), offline: true, now: now),
                  OfflineNote.text(for: nil, offline: true, now: now)].compactMap { $0 }
        var searched = products
        searched.query = "zzz"
        var filtered = products
        filtered.filter = FilterValue("category", "laptops")
        texts += [products, searched, filtered].compactMap { list in
            var list = list
            list.hasLoaded = true
            return list.emptyMessage
        }
        texts += [LoginNote.cancelled.text, LoginNote.typedOnButton.text]
        // Why a key cannot work, on every list (issue 25, item 12).
        var browser = BrowseState(registry: .standard, now: now)
        for tab in browser.lists.indices {
            browser.selectedTab = tab
            for intent in [BrowsingIntent.search, .filter, .cycleSort, .add, .edit, .delete] {
                texts += [browser.whyUnavailable(intent)].compactMap { $0 }
            }
        }
        texts += [ListState(resource: .products).emptyMessage, "Loading stopped: r loads again.", "loading stopped — r to load more"]
            .compactMap { $0 }
        XCTAssertGreaterThan(texts.count, 20)
        for text in texts { assertTranslated(text, "view models") }
    }

    func testTheChineseReadsAsChineseAndTheEnglishStaysAsItWas() {
        let subject = AnyResource.todos.subject(id: 255)
        XCTAssertEqual(ErrorPresenter(language: .english).text("Added \(subject)"), "Added todo 255")
        XCTAssertEqual(ErrorPresenter(language: .simplifiedChinese).written(.add, subject: subject),
                       "已添加 待办 255。服务器不保留：刷新前仅在此显示。")
        XCTAssertEqual(ErrorPresenter(language: .traditionalChinese).text("Reviews (\(3))"), "評價（3）")
        XCTAssertEqual(ErrorPresenter(language: .simplifiedChinese).text("More in \("beauty")"), "更多 beauty 商品",
                       "server data stays as it is")
        XCTAssertEqual(ErrorPresenter(language: .simplifiedChinese).text("No \(UIText("products")) match “\("phone")”."),
                       "没有与“phone”匹配的商品。", "a translation orders the values its own way")
        XCTAssertEqual(ErrorPresenter(language: .simplifiedChinese).text("A key nobody wrote down"), "A key nobody wrote down",
                       "an unknown key reads in English rather than not at all")
    }

    func testLangTagsNameTheLanguages() {
        XCTAssertEqual(MessageLanguage(tag: "en"), .english)
        XCTAssertEqual(MessageLanguage(tag: "zh-Hans"), .simplifiedChinese)
        XCTAssertEqual(MessageLanguage(tag: "zh-Hant"), .traditionalChinese)
        XCTAssertEqual(MessageLanguage(tag: "zh_TW"), .traditionalChinese)
        XCTAssertEqual(MessageLanguage(tag: "zh-CN"), .simplifiedChinese)
        XCTAssertNil(MessageLanguage(tag: "fr"))
    }
}

/// Every key `text` is looked up by, when it has words to look up, is in the catalog.
func assertTranslated(_ text: UIText, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
    for key in text.keys where key.contains(where: \.isLetter) {
        XCTAssertNotNil(UICatalog.entry(for: key), "\(context): “\(key)” is not in the catalog", file: file, line: line)
    }
}
