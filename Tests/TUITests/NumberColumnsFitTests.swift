import ViewModels
import XCTest
@testable import TUI

/// Issue 25, item 6 (the recipes' Rating): a column of numbers is never cut.
/// Text columns may give way on a narrow screen; a number cut to "4.50…"
/// says nothing, at any width and in `courier get`'s table alike.
final class NumberColumnsFitTests: XCTestCase {
    func testNoNumberCellIsWiderThanItsColumn() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30)
            h.signIn()
            for resource in ResourceRegistry.standard.resources {
                h.press(.character(resource.tabKey!))
                guard let list = h.browseState?.currentList, !list.items.isEmpty else {
                    XCTFail("\(resource.id) loaded nothing")
                    continue
                }
                for (index, column) in resource.columns.enumerated() where column.alignment == .right {
                    for row in 0..<list.items.count {
                        guard let cell = list.items.cells(row: row, columns: [index])?.first else { continue }
                        XCTAssertLessThanOrEqual(cell.displayWidth, column.width,
                                                 "\(resource.id) \(column.title) “\(cell)” is cut in a \(column.width)-wide column")
                    }
                }
            }
        }
    }
}
