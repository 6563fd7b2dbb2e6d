import Foundation
import GoldenTesting
import ViewModels
import XCTest
@testable import TUI

/// Every resource's list and the detail of its first record, at 40, 80 and
/// 120 columns, against the staging data, compared with the frames kept in
/// Tests/Goldens without their tab row, which is kept on its own
/// (`tabs-<cols>`): a new tab changes only those. A missing or changed
/// frame fails; COURIER_GOLDEN_RECORD=1 writes what is drawn now, to be
/// read over before it is committed.
final class ResourceGoldenTests: XCTestCase {
    static let widths = ResourceGoldens.widths
    static let rows = ResourceGoldens.rows

    func testEveryResourcesListAndDetailAt40_80And120Columns() {
        MainActor.assumeIsolated { ResourceGoldens.check() }
    }
}
