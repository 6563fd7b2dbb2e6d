import Foundation
import ViewModels
import XCTest
@testable import TUI

/// Every resource's list and the detail of its first record, at 40, 80 and
/// 120 columns, against the staging data, compared with the frames kept in
/// Tests/Goldens (one file each, every row ending in "|"). A missing or
/// changed frame fails; COURIER_GOLDEN_RECORD=1 writes what is drawn now,
/// to be read over before it is committed.
final class ResourceGoldenTests: XCTestCase {
    static let widths = [40, 80, 120]
    static let rows = 20

    func testEveryResourcesListAndDetailAt40_80And120Columns() {
        MainActor.assumeIsolated {
            for (index, resource) in ResourceRegistry.standard.resources.enumerated() {
                for cols in Self.widths {
                    let h = AppHarness(cols: cols, rows: Self.rows)
                    h.signIn()
                    h.app.handle(.character(resource.tabKey!))
                    h.scheduler.advance(by: 1)
                    XCTAssertEqual(h.browseState?.selectedTab, index)
                    GoldenFile.check(framed(h.app.makeFrame()), "\(resource.id)-list-\(cols)")
                    h.app.handle(.enter)
                    h.scheduler.advance(by: 1)
                    XCTAssertNotNil(h.browseState?.detail?.content, "\(resource.id) at \(cols)")
                    GoldenFile.check(framed(h.app.makeFrame()), "\(resource.id)-detail-\(cols)")
                    for row in h.terminal.lines.indices {
                        XCTAssertEqual(h.terminal.lines[row].displayWidth, cols, "\(resource.id) row \(row) at \(cols) is not full width")
                    }
                }
            }
        }
    }
}
