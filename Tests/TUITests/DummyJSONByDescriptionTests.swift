import APIDescription
import GoldenTesting
import ViewModels
import XCTest
@testable import TUI

/// DummyJSON two ways: the compiled registry, and the staging server's
/// OpenAPI description with docs/dummyjson-profile.yaml. Each resource's
/// list and its first record's detail, at 80 columns, kept side by side in
/// one golden (compiled on the left), and the lists hold the same records
/// in the same order.
final class DummyJSONByDescriptionTests: XCTestCase {
    static let size = Size(rows: 20, cols: 80)

    func testEveryResourceListsTheSameRecordsAndReadsTheSameSideBySide() throws {
        try MainActor.assumeIsolated {
            let api = try DescribedFrames.api()
            let compiledIDs = ResourceRegistry.standard.ids
            XCTAssertEqual(api.resources.count, compiledIDs.count)
            for (index, id) in compiledIDs.enumerated() {
                let compiled = ResourceFrames(size: Self.size)
                compiled.send(.selectTab(index))
                let described = DescribedFrames.frames(api: api, size: Self.size)
                described.send(.selectTab(index))
                XCTAssertEqual(described.state.currentList.resource.title, compiled.state.currentList.resource.title)
                XCTAssertEqual(described.state.currentList.items.ids, compiled.state.currentList.items.ids, "\(id): the same records")
                XCTAssertEqual(described.state.currentList.total, compiled.state.currentList.total, "\(id): the same total")
                let lists = (compiled.frame, described.frame)
                compiled.send(.openSelected)
                described.send(.openSelected)
                XCTAssertNotNil(described.state.detail?.content, "\(id)'s detail")
                XCTAssertEqual(described.state.detail?.request.id, compiled.state.detail?.request.id)
                GoldenFile.check(Self.sideBySide(lists.0, lists.1), "\(id)-list-80", fixture: "by-description")
                GoldenFile.check(Self.sideBySide(compiled.frame, described.frame), "\(id)-detail-80", fixture: "by-description")
            }
        }
    }

    func testTheDescribedPathLinksWhereTheCompiledOneDoes() throws {
        try MainActor.assumeIsolated {
            let api = try DescribedFrames.api()
            let described = DescribedFrames.frames(api: api, size: Self.size)
            described.send(.selectTab(1))
            described.send(.openSelected)
            let links = described.state.detail?.content?.links.map(\.target) ?? []
            XCTAssertTrue(links.contains { if case .record("auth-users", _) = $0 { true } else { false } }, "a post's author: \(links)")
            XCTAssertTrue(links.contains { if case .list("auth-comments", _) = $0 { true } else { false } }, "a post's comments: \(links)")
            described.send(.followLink(0))
            XCTAssertEqual(described.state.selectedTab, 2, "to the users")
            XCTAssertEqual(described.state.breadcrumb.count, 2)
        }
    }

    /// The whole app on the described registry, clicked as on the compiled one:
    /// a tab, a row, the selected row again to open it, a link, the wheel, a hint.
    func testTheMouseClicksTabsRowsLinksAndHintsOnTheDescribedPath() throws {
        try MainActor.assumeIsolated {
            let h = AppHarness(cols: 80, rows: 24, described: try DescribedFrames.api())
            h.signIn()
            let column = { (text: String, row: Int) -> Int in
                let line = h.lines[row]
                return line.distance(from: line.startIndex, to: line.range(of: text)!.lowerBound)
            }
            XCTAssertTrue(h.lines[0].contains("Posts"), h.text)
            h.app.handle(.mouse(MouseEvent(.click, row: 0, col: column("Posts", 0))))
            h.scheduler.advance(by: 1)
            XCTAssertEqual(h.browseState?.selectedTab, 1, "a click on a tab")
            h.wheelThenClickTheSixthRowOpen()
            let linkRow = try XCTUnwrap(h.lines.firstIndex { $0.hasPrefix("a  Author") }, h.text)
            h.app.handle(.mouse(MouseEvent(.click, row: linkRow, col: 4)))
            h.scheduler.advance(by: 1)
            XCTAssertEqual(h.browseState?.selectedTab, 2, "a click on a link follows it to the users")
            XCTAssertEqual(h.browseState?.breadcrumb.count, 2)
            h.app.handle(.mouse(MouseEvent(.click, row: 23, col: column("Esc Back", 23))))
            XCTAssertEqual(h.browseState?.selectedTab, 1, "a click on a hint does what its key does")
        }
    }

    /// Two frames' rows, compiled left and described right.
    static func sideBySide(_ left: CellBuffer, _ right: CellBuffer) -> String {
        GoldenFile.framed(zip(left.lines, right.lines).map { "\($0) ┃ \($1)" })
    }
}
