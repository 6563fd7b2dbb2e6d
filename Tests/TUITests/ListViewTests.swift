import ViewModels
import XCTest
@testable import TUI

final class ListViewTests: XCTestCase {
    let columns = [
        ListColumn("#", width: .fixed(4), alignment: .right),
        ListColumn("Title", width: .flexible(minimum: 8)),
        ListColumn("Price", width: .fixed(8), alignment: .right),
    ]

    func rowTexts(_ index: Int) -> [String] {
        ["\(index)", index % 3 == 0 ? "手机 \(index)" : "Item \(index)", "\(index).00"]
    }

    /// Moving through 1,000 rows at three widths, the selected row is always
    /// drawn, highlighted, and is the only highlighted row.
    func testScrollingKeepsTheSelectionVisibleAt40_80_120() {
        let rowCount = 1_000
        for cols in [40, 80, 120] {
            let area = Rect(row: 1, col: 0, width: cols, height: 12)
            let visible = ListView.visibleRows(in: area)
            var state = ListViewState()
            let moves = [1, 1, 15, 30, -7, 200, -500, 999, -3, -1_000, 11]
            for move in moves {
                state.move(by: move, rowCount: rowCount, visibleRows: visible)
                var buffer = CellBuffer(size: Size(rows: 14, cols: cols))
                var requested: [Int] = []
                ListView.render(state, columns: columns, rowCount: rowCount, into: &buffer, area: area,
                                theme: .standard) { index in
                    requested.append(index)
                    return self.rowTexts(index)
                }
                XCTAssertEqual(requested.count, visible, "only visible rows are asked for")
                let first = state.visibleOffset(rowCount: rowCount, visibleRows: visible)
                XCTAssertTrue((first..<first + visible).contains(state.selectedIndex), "\(cols) cols, move \(move)")
                let selectedRow = area.row + 1 + state.selectedIndex - first
                let highlighted = (0..<buffer.size.rows).filter { buffer[$0, 1].style == Theme.standard.selection }
                XCTAssertEqual(highlighted, [selectedRow], "\(cols) cols, move \(move)")
                XCTAssertTrue(buffer.line(selectedRow).contains("\(state.selectedIndex).00"))
            }
        }
    }

    func testOffsetMovesMinimallyAndClampsAtTheEnds() {
        var state = ListViewState()
        state.move(by: 5, rowCount: 100, visibleRows: 10)
        XCTAssertEqual(state.offset, 0, "still on the first page")
        state.move(by: 5, rowCount: 100, visibleRows: 10)
        XCTAssertEqual(state.selectedIndex, 10)
        XCTAssertEqual(state.offset, 1, "scrolled by one row, not a page")
        state.page(1, rowCount: 100, visibleRows: 10)
        XCTAssertEqual(state.selectedIndex, 19)
        state.selectLast(rowCount: 100, visibleRows: 10)
        XCTAssertEqual(state.selectedIndex, 99)
        XCTAssertEqual(state.offset, 90)
        state.move(by: 5, rowCount: 100, visibleRows: 10)
        XCTAssertEqual(state.selectedIndex, 99, "clamped")
        state.selectFirst(rowCount: 100, visibleRows: 10)
        XCTAssertEqual(state.offset, 0)
        state.move(by: -1, rowCount: 100, visibleRows: 10)
        XCTAssertEqual(state.selectedIndex, 0)
    }

    func testShrinkingTheDataClampsTheSelection() {
        let state = ListViewState(selectedIndex: 50, offset: 45)
        XCTAssertEqual(state.visibleOffset(rowCount: 10, visibleRows: 5), 5)
        XCTAssertEqual(state.visibleOffset(rowCount: 3, visibleRows: 5), 0)
    }

    func testLoadingMoreRowShowsWhenTheLastItemIsSelected() {
        var state = ListViewState()
        state.selectLast(rowCount: 20, visibleRows: 5, hasLoadingRow: true)
        XCTAssertEqual(state.offset, 16, "rows 16–19 plus the loading row")
        var buffer = CellBuffer(size: Size(rows: 6, cols: 40))
        ListView.render(state, columns: columns, rowCount: 20, hasLoadingRow: true, into: &buffer,
                        area: buffer.bounds, theme: .standard, row: rowTexts)
        assertGolden(buffer, """
              # Title                         Price|
             16 Item 16                       16.00|
             17 Item 17                       17.00|
             18 手机 18                       18.00|
             19 Item 19                       19.00|
                        loading more…              |
           """, "list-loading-40")
    }

    func testEmptyListShowsThePlaceholder() {
        var buffer = CellBuffer(size: Size(rows: 3, cols: 40))
        ListView.render(ListViewState(), columns: columns, rowCount: 0, placeholder: "No products match “手机”",
                        into: &buffer, area: buffer.bounds, theme: .standard) { _ in
            XCTFail("no rows to ask for")
            return []
        }
        XCTAssertEqual(buffer.line(1), "        No products match “手机”        ")
    }

    func testColumnWidthsShareTheFlexibleSpace() {
        XCTAssertEqual(ListView.columnWidths(columns, totalWidth: 40), [4, 26, 8])
        let two = [ListColumn("A", width: .flexible(minimum: 5)), ListColumn("B", width: .flexible(minimum: 5))]
        XCTAssertEqual(ListView.columnWidths(two, totalWidth: 20), [10, 9])
        XCTAssertEqual(ListView.columnWidths(two, totalWidth: 4), [5, 5], "minimums hold; drawing clips")
    }

    func testCJKRowsAtEveryWidthNeverOverflow() {
        for cols in 20...60 {
            var buffer = CellBuffer(size: Size(rows: 4, cols: cols))
            ListView.render(ListViewState(), columns: columns, rowCount: 3, into: &buffer, area: buffer.bounds,
                            theme: .standard) { _ in ["１２３４５", "スマートフォン 手机 📱📱📱", "９９９９９９９９９"] }
            for row in 0..<4 { XCTAssertEqual(buffer.line(row).displayWidth, cols) }
        }
    }
}
