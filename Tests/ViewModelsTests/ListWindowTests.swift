import Models
import ViewModels
import XCTest

/// A list's loaded rows on their own: pages at the server's positions with
/// gaps between them, the writes made here on top, and pages dropped far
/// from the cursor.
final class ListWindowTests: XCTestCase {
    private func page(_ ids: ClosedRange<Int>) -> ListItems {
        ListItems(ids.map { ProductSummary(id: $0, title: "Product \($0)") }, columns: Resource<ProductSummary, Product>.products.columns)
    }

    func testPagesSitAtTheirPositionsWithTheGapsBetweenThemUnloaded() {
        var window = ListWindow(page(1...30))
        window.insert(page(971...1000), at: 970)
        XCTAssertEqual(window.count, 60)
        XCTAssertEqual(window.id(at: 29), 30)
        XCTAssertNil(window.id(at: 30), "not loaded")
        XCTAssertEqual(window.id(at: 970), 971)
        XCTAssertEqual(window.gap(around: 500), 30..<970)
        XCTAssertEqual(window.gap(around: 10), 10..<10, "loaded: no gap")
        XCTAssertEqual(window.gap(around: 1000), 1000..<Int.max)
        XCTAssertEqual(window.firstUnloaded(from: 0), 30)
        XCTAssertNil(window.cells(row: 500, columns: [0]), "a row on its way has no cells")
        XCTAssertEqual(window.cells(row: 999, columns: [0]), ["1000"])
        XCTAssertEqual(window.largestID, 1000)
    }

    func testAPageReplacesThePagesItOverlaps() {
        var window = ListWindow(page(1...30))
        window.insert(page(101...130), at: 0)
        XCTAssertEqual(window.ids, Array(101...130))
        XCTAssertEqual(window.pageCount, 1)
    }

    func testPagesFarFromTheCursorAreDropped() {
        var window = ListWindow(page(1...30))
        window.insert(page(31...60), at: 30)
        window.insert(page(5001...5030), at: 5000)
        window.keepPages(within: 4000..<6000)
        XCTAssertEqual(window.pageCount, 1)
        XCTAssertEqual(window.ids, Array(5001...5030))
        XCTAssertEqual(window.largestID, 5030, "the ID column does not narrow as pages go")
    }

    func testAWriteShowsOnTopOfTheServersRowsUntilTheWindowIsReplaced() {
        var window = ListWindow(page(1...30))
        window.add(page(195...195))
        XCTAssertEqual(window.id(at: 0), 195, "a new record first")
        XCTAssertEqual(window.id(at: 1), 1)
        XCTAssertEqual(window.position(ofRow: 1), 0)
        XCTAssertEqual(window.rowCount(serverTotal: 194), 195)
        XCTAssertEqual(window.remove(id: 5), 1)
        XCTAssertEqual(window.ids.prefix(6), [195, 1, 2, 3, 4, 6], "a deleted record is gone, the rest close up")
        XCTAssertEqual(window.row(ofPosition: 5), 5)
        XCTAssertNil(window.row(ofPosition: 4), "its position shows nothing")
        XCTAssertEqual(window.rowCount(serverTotal: 194), 194)
        let renamed = ListItems([ProductSummary(id: 7, title: "Renamed")], columns: Resource<ProductSummary, Product>.products.columns)
        window.replace(renamed)
        XCTAssertEqual(window.cells(row: 6, columns: [1]), ["Renamed"], "an edit shows in place")
        XCTAssertEqual(window.count, 30)
    }

    func testARowRepeatingOneThePageBesideItShowsIsHidden() {
        var window = ListWindow(page(1...30))
        // The list shifted by 5 upstream between the two pages.
        window.insert(page(26...55), at: 30)
        XCTAssertEqual(window.ids, Array(1...55))
        XCTAssertEqual(window.id(at: 30), 31)
        XCTAssertEqual(window.rowCount(serverTotal: 100), 95)
    }
}
