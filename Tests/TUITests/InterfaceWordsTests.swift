import ViewModels
import XCTest
@testable import TUI

/// Every word the screens look up is in the catalog: the key tables in
/// each mode, and what every resource's detail says around its data.
final class InterfaceWordsTests: XCTestCase {
    func testEveryKeyTableAndEveryDetailIsTranslated() {
        MainActor.assumeIsolated {
            let h = AppHarness(cols: 120, rows: 30, language: .simplifiedChinese)
            var texts: [UIText] = []
            for binding in LoginScreen.keyTable.bindings { texts += [binding.label, binding.help] }
            h.signIn()
            for table in [BrowseKeyTables.search.bindings.map { ($0.label, $0.help) },
                          BrowseKeyTables.commandLine.bindings.map { ($0.label, $0.help) },
                          BrowseKeyTables.form.bindings.map { ($0.label, $0.help) }] {
                for (label, help) in table { texts += [label, help] }
            }
            for resource in ResourceRegistry.standard.resources {
                h.app.handle(.character(resource.tabKey!))
                h.scheduler.advance(by: 1)
                h.app.handle(.enter)
                h.scheduler.advance(by: 1)
                guard let state = h.browseState, let content = state.detail?.content else {
                    return XCTFail("no detail of \(resource.id)")
                }
                for binding in BrowseKeys.presented(state).bindings { texts += [binding.label, binding.help] }
                texts += [content.title, content.subtitle] + content.links.map(\.title)
                for section in content.sections {
                    texts.append(section.heading)
                    for field in section.fields { texts += [field.label, field.value] }
                }
                texts += state.breadcrumb
                h.app.handle(.escape)
            }
            for text in texts { Self.assertTranslated(text) }
        }
    }

    private static func assertTranslated(_ text: UIText, file: StaticString = #filePath, line: UInt = #line) {
        for key in text.keys where key.contains(where: \.isLetter) {
            XCTAssertNotNil(UICatalog.entries[key], "“\(key)” is not in the catalog", file: file, line: line)
        }
    }
}
