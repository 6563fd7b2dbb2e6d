import Foundation
import JSON
import Network
import XCTest
@testable import DescribedAPI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class ListAnswerTests: XCTestCase {
    private func response(_ body: String, headers: [String: String] = [:]) -> TransportResponse {
        TransportResponse(response: HTTPURLResponse(url: URL(string: "http://h/x")!, statusCode: 200, httpVersion: "HTTP/1.1",
                                                    headerFields: headers)!, data: Data(body.utf8))
    }

    func testItemsTotalsAndNextPagesFromBodiesAndHeaders() throws {
        let wrapped = try ListAnswer(response(#"{"data": [{"id": 1}], "meta": {"total": 9, "next": "c2"}}"#), itemsKey: "data",
                                     totalField: "meta.total", totalHeader: nil, nextField: "meta.next")
        XCTAssertEqual(wrapped.items, [["id": 1]])
        XCTAssertEqual(wrapped.total, 9)
        XCTAssertEqual(wrapped.nextCursor, "c2")
        let headed = try ListAnswer(response("[1, 2]", headers: ["X-Total-Count": "40", "Link": #"<http://h/x?page=2>; rel="next""#]),
                                    itemsKey: nil, totalField: nil, totalHeader: nil, nextField: nil)
        XCTAssertEqual(headed.total, 40, "read though the description did not document it")
        XCTAssertEqual(headed.nextURL?.absoluteString, "http://h/x?page=2")
        let ranged = try ListAnswer(response("[]", headers: ["Content-Range": "items 0-24/319"]), itemsKey: nil, totalField: nil,
                                    totalHeader: "Content-Range", nextField: nil)
        XCTAssertEqual(ranged.total, 319)
        XCTAssertNil(ListAnswer.total(header: "items 0-24/*", name: "Content-Range"))
    }

    func testABareArrayWhereAnEnvelopeWasPromisedStillReads() throws {
        let answer = try ListAnswer(response(#"[{"id": 1}]"#), itemsKey: "items", totalField: nil, totalHeader: nil, nextField: nil)
        XCTAssertEqual(answer.items.count, 1)
        XCTAssertNil(answer.mismatch)
        let object = try ListAnswer(response(#"{"oops": true}"#), itemsKey: "items", totalField: nil, totalHeader: nil, nextField: nil)
        XCTAssertEqual(object.items, [["oops": true]])
        XCTAssertEqual(object.mismatch, "the answer has no list at 'items'")
    }

    func testMalformedJSONIsADecodingError() {
        XCTAssertThrowsError(try ListAnswer(response("{nope"), itemsKey: nil, totalField: nil, totalHeader: nil, nextField: nil)) { error in
            guard case .decoding = error as? NetworkError else { return XCTFail("\(error)") }
        }
    }

    func testLinkHeadersWithSeveralRelationsAndCommasInsideURLs() {
        let header = #"<http://h/x?page=1>; rel="prev first", <http://h/x?ids=1,2&page=3>; rel="next""#
        XCTAssertEqual(LinkHeader.next(header)?.absoluteString, "http://h/x?ids=1,2&page=3")
        XCTAssertNil(LinkHeader.next(#"<http://h/x?page=9>; rel="last""#))
    }

    func testErrorMessagesAsFrameworksWriteThem() {
        let reader = DescribedErrorMessages()
        XCTAssertEqual(reader.message(in: response(#"{"detail": "Not found."}"#)), "Not found.")
        XCTAssertEqual(reader.message(in: response(#"{"detail": [{"loc": ["body", "price"], "msg": "must be >= 0"}]}"#)), "price: must be >= 0")
        XCTAssertEqual(reader.message(in: response(#"{"price": ["Ensure this value is greater than or equal to 0."], "non_field_errors": ["Nope."]}"#)),
                       "Nope.; price: Ensure this value is greater than or equal to 0.")
        XCTAssertNil(reader.message(in: response("[]")))
    }

    func testPathTemplatesFillAndEscape() {
        XCTAssertEqual(PathTemplate.fill("/users/{id}/posts", ["id": "7"]), "/users/7/posts")
        XCTAssertEqual(PathTemplate.fill("/tags/{value}", any: "a b/c"), "/tags/a%20b%2Fc")
        XCTAssertEqual(PathTemplate.parameters("/a/{x}/b/{y}"), ["x", "y"])
    }
}
