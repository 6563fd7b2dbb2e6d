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

    /// Two frames' rows, compiled left and described right.
    static func sideBySide(_ left: CellBuffer, _ right: CellBuffer) -> String {
        GoldenFile.framed(zip(left.lines, right.lines).map { "\($0) ┃ \($1)" })
    }
}
