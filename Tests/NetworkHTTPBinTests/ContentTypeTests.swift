import Foundation
import Network
import XCTest

/// What comes back is checked against what `Accept` asked for, whatever the type.
final class ContentTypeTests: HTTPBinTestCase {
    /// GET /image/png: always a PNG, asked for with the route's own Accept.
    struct PNG: Route {
        let accept: String
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, "/image/png", nil) }
        var headers: [String: String] { ["Accept": accept] }
    }

    func testAnImageAskedForByRangeArrives() throws {
        guard case .value(let response) = try rawResult(try makeNetwork(), PNG(accept: "image/*")) else {
            return XCTFail("image/* accepts image/png")
        }
        XCTAssertEqual(response.header("Content-Type"), "image/png")
        XCTAssertEqual(response.data.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]), "a PNG's signature")
    }

    func testAnImageWhereTextWasAskedForIsRefused() throws {
        guard case .error(let error) = try rawResult(try makeNetwork(), PNG(accept: "text/plain, text/csv")) else {
            return XCTFail("a PNG is not text")
        }
        XCTAssertEqual(error, .unacceptableContentType(status: 200, contentType: "image/png", accepted: "text/plain, text/csv"))
    }
}
