// Without XCTest (a static release build, which compiles every target) this is left out.
#if canImport(XCTest)
import Network
import TUI
import ViewModels
import XCTest

/// Every resource's list and the detail of its first record at 40, 80 and
/// 120 columns, kept without the tab row (`<id>-list-<cols>`,
/// `<id>-detail-<cols>`), and the tab row with each tab chosen kept on its
/// own (`tabs-<cols>`, one line a tab). Adding a resource adds its own
/// goldens and changes only the tab rows.
package enum ResourceGoldens {
    package static let widths = [40, 80, 120]
    package static let rows = 20

    /// One resource's frames at one width, for checks beyond the goldens.
    package struct Frames {
        package var resource: AnyResource
        package var cols: Int
        package var list: CellBuffer
        package var detail: CellBuffer
    }

    /// Checks each resource of `registry` in `language`. The tab rows and
    /// the goldens of `fixtureResources` are kept in the `fixture` folder
    /// (a registry of a test's own); the other resources' are Courier's.
    @MainActor
    package static func check(
        registry: ResourceRegistry = .standard, language: MessageLanguage = .english,
        fixture: String? = nil, fixtureResources: Set<String> = [],
        transport: ((HandlerTransport) -> any Transport)? = nil, inspect: (Frames) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let tag = GoldenFile.tag(language)
        for cols in widths {
            var tabRows: [String] = []
            for (index, resource) in registry.resources.enumerated() {
                let frames = ResourceFrames(registry: registry, language: language, size: Size(rows: rows, cols: cols),
                                            transport: transport)
                frames.send(.selectTab(index))
                XCTAssertEqual(frames.state.selectedTab, index, file: file, line: line)
                let list = frames.frame
                frames.send(.openSelected)
                XCTAssertNotNil(frames.state.detail?.content, "\(resource.id) at \(cols)", file: file, line: line)
                let detail = frames.frame
                for (name, frame) in [("list", list), ("detail", detail)] {
                    for (row, text) in frame.lines.enumerated() {
                        XCTAssertEqual(text.displayWidth, cols, "\(resource.id) \(name) row \(row) at \(cols) is not full width",
                                       file: file, line: line)
                    }
                    let folder = fixtureResources.contains(resource.id) ? fixture : nil
                    GoldenFile.check(belowTabs(frame), "\(resource.id)-\(name)-\(cols)", language: tag, fixture: folder,
                                     file: file, line: line)
                }
                XCTAssertEqual(detail.lines.first, list.lines.first, "\(resource.id)'s detail keeps its tab row",
                               file: file, line: line)
                tabRows.append(tabRow(list))
                inspect(Frames(resource: resource, cols: cols, list: list, detail: detail))
            }
            GoldenFile.check(tabRows.joined(separator: "\n"), "tabs-\(cols)", language: tag, fixture: fixture,
                             file: file, line: line)
        }
    }

    /// Every row but the first, each ending in "|".
    package static func belowTabs(_ frame: CellBuffer) -> String {
        GoldenFile.framed(frame.lines.dropFirst())
    }

    /// The first row, ending in "|".
    package static func tabRow(_ frame: CellBuffer) -> String {
        GoldenFile.framed(frame.lines.prefix(1))
    }

    /// The kept tab row of `cols` columns with tab `index` chosen, nil when there is none.
    package static func keptTabRow(cols: Int, index: Int, language: MessageLanguage = .english, fixture: String? = nil) -> String? {
        let lines = GoldenFile.read("tabs-\(cols)", language: GoldenFile.tag(language), fixture: fixture)?
            .split(separator: "\n", omittingEmptySubsequences: false)
        return lines.flatMap { $0.indices.contains(index) ? String($0[index]) : nil }
    }
}
#endif
