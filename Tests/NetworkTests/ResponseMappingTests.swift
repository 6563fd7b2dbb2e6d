import Foundation
import Network
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest

/// Moya's response mapping: `map(_:atKeyPath:)`, `mapString`, `mapJSON`, on a
/// response and on a stream of raw results.
final class ResponseMappingTests: XCTestCase {
    private struct Item: Decodable, Sendable, Equatable {
        var id: Int
        var title: String
    }

    private let page = #"{"data": {"items": [{"id": 1, "title": "one"}], "total": 9007199254740993, "label": "first"}}"#

    func testTheValueAtAKeyPathDecodes() throws {
        let response = transportResponse(200, page)
        XCTAssertEqual(try response.map([Item].self, atKeyPath: "data.items"), [Item(id: 1, title: "one")])
        XCTAssertEqual(try response.map(Int64.self, atKeyPath: "data.total"), 9_007_199_254_740_993, "a number as the server wrote it")
        XCTAssertEqual(try response.mapString(atKeyPath: "data.label"), "first")
        XCTAssertEqual(try response.mapString(), page)
        XCTAssertEqual(try response.mapJSON()["data"]?["label"], "first")
    }

    func testAMissingKeyOrAWrongShapeNamesWhere() {
        let response = transportResponse(200, page)
        XCTAssertThrowsError(try response.map([Item].self, atKeyPath: "data.rows")) { error in
            XCTAssertEqual(error as? NetworkError,
                           .decoding(type: "Array<Item>", path: "data.rows", detail: "no value at the key path 'data.rows'"))
        }
        XCTAssertThrowsError(try response.map([Item].self, atKeyPath: "data.label")) { error in
            guard case .decoding(_, let path, _)? = error as? NetworkError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "data.label")
        }
        XCTAssertThrowsError(try response.map(Item.self, atKeyPath: "data.items")) { error in
            guard case .decoding("Item", "data.items", _)? = error as? NetworkError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try transportResponse(200, #"{"data": [{"id": "x"}]}"#).map([Item].self, atKeyPath: "data")) { error in
            guard case .decoding(_, let path, _)? = error as? NetworkError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "data[0].id", "the key path, then the field inside it")
        }
    }

    func testAnEmptyBodyFailsUnlessToldOtherwise() throws {
        let empty = transportResponse(204, "")
        XCTAssertThrowsError(try empty.map(Item.self))
        XCTAssertThrowsError(try empty.mapJSON())
        XCTAssertEqual(try empty.mapJSON(failsOnEmptyData: false), .null)
        XCTAssertEqual(try empty.map(Item?.self, failsOnEmptyData: false), nil)
        XCTAssertEqual(try empty.mapString(), "")
        XCTAssertThrowsError(try transportResponse(200, "<html>").mapJSON()) { error in
            XCTAssertEqual(error as? NetworkError, .decoding(type: "JSONValue", path: "", detail: "malformed JSON"))
        }
    }

    func testAStreamOfRawResultsMapsEachValueAndPassesErrorsThrough() {
        let scheduler = TestScheduler()
        var configuration = NetworkConfiguration(host: testHost)
        configuration.scheduler = scheduler
        configuration.transport = ScriptedTransport(.immediate) { [page] request in
            request.url?.path == "/missing" ? ScriptedTransport.reply(request, 404, #"{"message": "gone"}"#)
                : ScriptedTransport.reply(request, 200, page)
        }
        let client = NetworkClient(configuration: configuration)
        let items = client.requestRaw(TestRoute()).map([Item].self, atKeyPath: "data.items").record()
        let label = client.requestRaw(TestRoute()).mapString(atKeyPath: "data.label").record()
        let json = client.requestRaw(TestRoute()).mapJSON().record()
        let missing = client.requestRaw(TestRoute(.get, "/missing", retryPolicy: .none)).map(Item.self).record()
        scheduler.start()
        XCTAssertEqual(items.elements, [.value([Item(id: 1, title: "one")])])
        XCTAssertEqual(label.elements, [.value("first")])
        XCTAssertEqual(json.elements.first?.value?["data"]?["items"]?[0]?["id"], 1)
        XCTAssertEqual(missing.elements, [.error(.http(status: 404, message: "gone"))])
    }
}
