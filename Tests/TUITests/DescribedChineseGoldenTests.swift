import APIDescription
import GoldenTesting
import ViewModels
import XCTest
@testable import TUI

/// DummyJSON by its description in 简体中文: each resource's list and its
/// first record's detail at 80 columns, kept in
/// Tests/Goldens/by-description/zh-Hans, and no English word of the interface
/// in them: what the description names (tabs, columns, fields) is the
/// server's, what Courier says is translated.
final class DescribedChineseGoldenTests: XCTestCase {
    func testEveryDescribedListAndDetailInSimplifiedChinese() throws {
        try MainActor.assumeIsolated {
            let api = try DescribedFrames.api()
            let size = DummyJSONByDescriptionTests.size
            for (index, resource) in ResourceRegistry.described(api).resources.enumerated() {
                let frames = DescribedFrames.frames(api: api, language: .simplifiedChinese, size: size)
                frames.send(.selectTab(index))
                let list = frames.frame
                frames.send(.openSelected)
                XCTAssertNotNil(frames.state.detail?.content, "\(resource.id)'s detail")
                let detail = frames.frame
                let apiNames = Self.apiNames(frames.state)
                for (name, frame) in [("list", list), ("detail", detail)] {
                    for (row, text) in frame.lines.enumerated() {
                        XCTAssertEqual(text.displayWidth, size.cols, "\(resource.id) \(name) row \(row) is not full width")
                    }
                    ChineseGoldenTests.assertNoEnglishInterface(Self.blanking(apiNames, in: frame.lines), "\(resource.id) \(name)")
                    GoldenFile.check(GoldenFile.framed(frame.lines), "\(resource.id)-\(name)-80", language: "zh-Hans",
                                     fixture: "by-description")
                }
                XCTAssertTrue(detail.lines.contains { $0.hasPrefix("字段") }, "the section Courier names is translated")
                // The footer's hints and the list's count are Courier's words: they are in Chinese.
                XCTAssertTrue(list.lines.contains { $0.contains("帮助") }, "\(resource.id): \(list.lines.joined(separator: "\n"))")
            }
        }
    }

    /// What the detail shows in the API's own words: a field's label (say
    /// "Total products", made from the description's `totalProducts`) or a
    /// record link's title that no catalog entry translates as a whole. Only
    /// these are left out of the check; titles, headings, hints and notes are Courier's.
    static func apiNames(_ state: BrowseState) -> [String] {
        let presenter = ErrorPresenter(language: .simplifiedChinese)
        guard let content = state.detail?.content else { return [] }
        let labels = content.sections.flatMap(\.fields).map(\.label) + state.links.map(\.link.title)
        return labels.filter { presenter.text($0) == $0.description }.map(\.description).sorted { $0.count > $1.count }
    }

    static func blanking(_ names: [String], in lines: [String]) -> [String] {
        lines.map { line in names.reduce(line) { $0.replacingOccurrences(of: $1, with: String(repeating: " ", count: $1.count)) } }
    }
}
