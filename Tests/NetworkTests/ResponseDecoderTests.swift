@testable import DummyJSON
import Foundation
import JSON
import Models
import NetworkTestSupport
import XCTest
@testable import Network

final class ResponseDecoderTests: XCTestCase {
    /// The client's default decoder's result, having checked that JSONDecoder's error is the same.
    private func decode<T: Decodable>(_ type: T.Type, _ body: String, status: Int = 200,
                                      headers: [String: String] = ["Content-Type": "application/json"],
                                      file: StaticString = #filePath, line: UInt = #line) -> Result<T, NetworkError> {
        let response = transportResponse(status, body, headers: headers)
        let tape = ResponseDecoder.decode(T.self, from: response, decoder: NetworkConfiguration(host: testHost).decoder)
        let foundation = ResponseDecoder.decode(T.self, from: response, decoder: JSONDecoder())
        XCTAssertEqual(tape.failure, foundation.failure, "both decoders fail alike, or succeed", file: file, line: line)
        return tape
    }

    private func sampleProductsBody(priceOfSecond: String) throws -> String {
        let sample = try XCTUnwrap(SampleData.load("ProductRouter.list"))
        var text = String(decoding: sample, as: UTF8.self)
        // The second product's price (549 in the sample) becomes something else.
        text = text.replacingOccurrences(of: "\"price\": 549", with: "\"price\": \(priceOfSecond)")
        return text
    }

    func testAWrongTypeNamesTheTypeAndTheFieldPath() throws {
        let body = try sampleProductsBody(priceOfSecond: "\"cheap\"")
        guard case .failure(.decoding(let type, let path, let detail)) = decode(Page<Product>.self, body) else {
            return XCTFail("expected a decoding error")
        }
        XCTAssertEqual(type, "Page<Product>")
        XCTAssertEqual(path, "products[1].price")
        XCTAssertTrue(detail.contains("Double"), detail)
        // For developers; what a person reads is the app's presenter's (ErrorPresenterTests).
        let message = NetworkError.decoding(type: type, path: path, detail: detail).description
        XCTAssertTrue(message.contains("products[1].price"), message)
        XCTAssertTrue(message.contains("Page<Product>"), message)
    }

    func testAMissingFieldNamesItsPath() throws {
        let body = #"{"products":[{"id":1}],"total":1}"#
        guard case .failure(.decoding(_, let path, let detail)) = decode(Page<Product>.self, body) else {
            return XCTFail("expected a decoding error")
        }
        XCTAssertEqual(path, "products[0].title")
        XCTAssertEqual(detail, "missing field 'title'")
    }

    func testANullWhereAValueIsRequired() throws {
        let body = try sampleProductsBody(priceOfSecond: "null")
        guard case .failure(.decoding(_, let path, let detail)) = decode(Page<Product>.self, body) else {
            return XCTFail("expected a decoding error")
        }
        XCTAssertEqual(path, "products[1].price")
        XCTAssertTrue(detail.hasPrefix("null where"), detail)
    }

    func testMalformedJSON() {
        guard case .failure(.decoding(let type, let path, let detail)) = decode(Named.self, #"{"name": "#) else {
            return XCTFail("expected a decoding error")
        }
        XCTAssertEqual(type, "Named")
        XCTAssertEqual(path, "")
        XCTAssertEqual(detail, "malformed JSON")
    }

    func testNestedPathsAcrossObjectsAndArrays() {
        struct Outer: Decodable { var items: [Inner] }
        struct Inner: Decodable { var tags: [String] }
        guard case .failure(.decoding(_, let path, _)) = decode(Outer.self, #"{"items":[{"tags":[]},{"tags":["a",3]}]}"#) else {
            return XCTFail("expected a decoding error")
        }
        XCTAssertEqual(path, "items[1].tags[1]")
    }

    func testEmptyResponseAnd204() {
        XCTAssertEqual(try decode(EmptyResponse.self, "", status: 204).get(), EmptyResponse())
        XCTAssertEqual(try decode(EmptyResponse.self, "<html>not json</html>").get(), EmptyResponse())
        struct Optionals: Decodable, Equatable { var note: String? }
        XCTAssertEqual(try decode(Optionals.self, "", status: 204).get(), Optionals(note: nil))
        guard case .failure(.decoding) = decode(Named.self, "", status: 204) else {
            return XCTFail("a 204 cannot be a value with a required field")
        }
    }

    func testHTMLBodyIsNotJSONEvenWithStatus200() {
        guard case .failure(let error) = decode(Named.self, "<!doctype html><p>proxy</p>", headers: ["Content-Type": "text/html"]) else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(error, .notJSON(status: 200, contentType: "text/html"))
    }

    func testJSONMislabelledAsHTMLStillDecodes() {
        // A proxy or an old server may label JSON text/html; the body is what counts.
        XCTAssertEqual(try decode(Named.self, #"{"name":"labelled wrong"}"#, headers: ["Content-Type": "text/html"]).get(),
                       Named(name: "labelled wrong"))
    }

    func testARouteWithoutASampleAnswersAnEmptyObject() {
        XCTAssertEqual(TestRoute().sampleData, Data("{}".utf8))
        guard case .networkResponse(200, let data) = TestRoute().sampleResponse else { return XCTFail() }
        XCTAssertEqual(data, Data("{}".utf8))
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
