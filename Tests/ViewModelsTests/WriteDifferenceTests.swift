import Foundation
import JSON
import Network
import NetworkTesting
import ReactiveTesting
import ViewModels
import XCTest

/// An edit whose answer holds other values than were sent says so field by
/// field, and a partial answer merges into the record instead of replacing
/// the detail with a dump of fields: DummyJSON answers a product edit with
/// eleven keys and keeps any value that is not truthy (`stock: 0`).
final class WriteDifferenceTests: XCTestCase {
    func testOnlyFieldsAnsweredOtherwiseAreDifferences() {
        let answer: JSONValue = ["id": 7, "stock": 94, "price": 12.5, "title": "New", "available": true]
        let changes = ["stock": "0", "price": "12.50", "title": "New", "available": "yes", "brand": "Apple"]
        XCTAssertEqual(WriteDifference.between(changes, answer: answer), [WriteDifference(field: "stock", sent: "0", kept: "94")])
        XCTAssertEqual(WriteDifference.between(["title": ""], answer: ["title": "Old"]), [WriteDifference(field: "title", sent: "", kept: "Old")])
    }

    func testTheNoteNamesEachKeptValueInEveryLanguage() {
        let differences = [WriteDifference(field: "stock", sent: "0", kept: "99"), WriteDifference(field: "title", sent: "", kept: "Pen")]
        XCTAssertEqual(ErrorPresenter(language: .english).written(.update, subject: "product 1", differences: differences),
                       "The server kept stock 99, not 0. The server kept title Pen, not \"\". Saved product 1. The server does not keep changes: shown here until you refresh.")
        XCTAssertTrue(ErrorPresenter(language: .simplifiedChinese).written(.update, subject: "product 1", differences: differences).contains("服务器保留了 stock 99，而不是 0。"))
        XCTAssertTrue(ErrorPresenter(language: .traditionalChinese).written(.update, subject: "product 1", differences: differences).contains("伺服器保留了 stock 99，而非 0。"))
    }

    func testAProductEditAnsweredInPartMergesIntoTheRecordAndSaysWhatWasKept() throws {
        let scheduler = Fixtures.scheduler()
        let product = Fixtures.product(7, title: "iPhone 9")
        // Upstream's answer: id and the ten writable fields, the falsy stock ignored.
        var partial: [String: Any] = ["id": 7]
        for key in ["title", "price", "discountPercentage", "stock", "rating", "images", "thumbnail", "description", "brand", "category"] {
            partial[key] = product[key]
        }
        let whole = ScriptedTransport.Reply.json(200, product)
        let edited = ScriptedTransport.Reply.json(200, partial)
        let transport = ScriptedTransport(scheduler: scheduler) { request in request.httpMethod == "PUT" ? edited : whole }
        let store = Fixtures.browse(transport, scheduler: scheduler, registry: .standard)
        store.send(.openDetail(id: 7))
        scheduler.advanceTo(200)
        store.send(.beginEdit)
        store.send(.focusField(by: 2))
        XCTAssertEqual(store.currentState.editForm?.inputs[2].value, "94")
        store.send(.editField(.deleteToStart))
        store.send(.editField(.insert("0")))
        store.send(.saveEdit)
        scheduler.advanceTo(600)
        XCTAssertEqual(transport.requestLines, ["GET /auth/products/7", "PUT /auth/products/7", "GET /auth/products/7"])
        let content = try XCTUnwrap(store.detail?.content)
        XCTAssertEqual(content.title, "iPhone 9")
        XCTAssertEqual(content.subtitle, "Apple · smartphones", "the whole detail, not a dump of the answer's fields")
        XCTAssertEqual(content.gauges.map { ErrorPresenter(language: .english).text($0.text) }, ["4.69", "94 · In Stock"])
        XCTAssertEqual(store.currentState.note?.kind,
                       .written(.update, subject: "product 7", differences: [WriteDifference(field: "stock", sent: "0", kept: "94")]))
    }
}
