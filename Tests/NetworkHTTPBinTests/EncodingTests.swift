import Foundation
import Models
import Network
import XCTest

/// What the network layer puts on the wire, as httpbin echoes it back.
final class EncodingTests: HTTPBinTestCase {
    func testQueryParametersArriveAsSent() throws {
        let parameters: Parameters = [
            "q": "a b&c=d/é ✓", "tags": ["swift", "linux"], "page": 2, "price": 9.5, "exact": true,
            "filter": ["brand": "Apple"], "empty": nil,
        ]
        let echo = try value(try makeNetwork(), EchoRouter.get(parameters), as: Echo.self)
        let args = try XCTUnwrap(echo.args)
        XCTAssertEqual(args["q"], "a b&c=d/é ✓", "every reserved byte escaped, UTF-8 intact")
        XCTAssertEqual(args["tags"], ["swift", "linux"], "an array is a repeated key")
        XCTAssertEqual(args["page"], "2", "whole numbers without a fraction")
        XCTAssertEqual(args["price"], "9.5")
        XCTAssertEqual(args["exact"], "true")
        XCTAssertEqual(args["filter[brand]"], "Apple", "a nested object is key[sub]")
        XCTAssertEqual(args["empty"], "")
        XCTAssertEqual(args.count, 7)
        XCTAssertNil(echo.headers["Content-Type"], "a GET has no body")
    }

    func testAFormBodyArrivesAsAForm() throws {
        let parameters: Parameters = ["name": "Ada Lovelace", "languages": ["swift", "c"], "symbols": "&=+%;"]
        let echo = try value(try makeNetwork(), EchoRouter.form(parameters), as: Echo.self)
        XCTAssertEqual(echo.form?["name"], "Ada Lovelace")
        XCTAssertEqual(echo.form?["languages"], ["swift", "c"])
        XCTAssertEqual(echo.form?["symbols"], "&=+%;")
        XCTAssertEqual(echo.headers["Content-Type"], "application/x-www-form-urlencoded; charset=utf-8")
        XCTAssertEqual(echo.args, [:], "nothing leaks into the query")
    }

    func testAnEncodableFormBodyArrivesAsAForm() throws {
        struct Signup: Encodable, Sendable {
            var name = "Ada Lovelace"
            var tags = ["swift", "c&c"]
            var address = ["city": "Zürich"]
            var newsletter = true
        }
        struct FormRoute: Route {
            var body: HTTPBody? { .form(Signup(), encoder: URLEncodedFormEncoder(spaceEncoding: .plusReplaced)) }
            var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.post, "/post", nil) }
        }
        let echo = try value(try makeNetwork(), FormRoute(), as: Echo.self)
        XCTAssertEqual(echo.form?["name"], "Ada Lovelace", "a + read back as a space")
        XCTAssertEqual(echo.form?["tags[]"], ["swift", "c&c"], "an array under bracketed keys")
        XCTAssertEqual(echo.form?["address[city]"], "Zürich", "a nested value as key[sub], UTF-8 intact")
        XCTAssertEqual(echo.form?["newsletter"], "1")
        XCTAssertEqual(echo.headers["Content-Type"], "application/x-www-form-urlencoded; charset=utf-8")
    }

    func testAJSONBodyArrivesWithSortedKeysAndItsType() throws {
        let parameters: Parameters = [
            "name": "Ada", "age": 36, "ratio": 0.25, "tags": ["a", "b"], "nested": ["ok": true], "nothing": nil,
            "path": "a/b",
        ]
        let echo = try value(try makeNetwork(), EchoRouter.json(parameters), as: Echo.self)
        XCTAssertEqual(echo.json, .object(parameters))
        XCTAssertEqual(echo.data, #"{"age":36,"name":"Ada","nested":{"ok":true},"nothing":null,"path":"a/b","ratio":0.25,"tags":["a","b"]}"#)
        XCTAssertEqual(echo.headers["Content-Type"], "application/json")
        XCTAssertEqual(echo.form, [:])
    }

    func testEachMethodSendsItsParametersWhereItsDefaultSays() throws {
        let network = try makeNetwork()
        for method in [HTTPMethod.put, .patch, .post] {
            let echo = try value(network, EchoRouter.anything(method, ["id": 7]), as: Echo.self)
            XCTAssertEqual(echo.method, method.rawValue)
            XCTAssertEqual(echo.json, ["id": 7], "\(method) sends JSON")
            XCTAssertEqual(echo.args, [:], "\(method)")
        }
        let deleted = try value(network, EchoRouter.anything(.delete, ["id": 7]), as: Echo.self)
        XCTAssertEqual(deleted.method, "DELETE")
        XCTAssertEqual(deleted.args, ["id": "7"], "DELETE puts them in the query")
        XCTAssertNil(deleted.json)
    }

    func testTheDefaultHeadersGoWithEveryRequest() throws {
        let echo = try value(try makeNetwork(), EchoRouter.headers, as: Echo.self)
        XCTAssertEqual(echo.headers["User-Agent"], "Courier/9.9.9")
        XCTAssertEqual(echo.headers["Accept"], "application/json")
        XCTAssertEqual(echo.headers["Accept-Language"], "en")
        XCTAssertNil(echo.headers["Authorization"], "no session, no token")
        XCTAssertNil(echo.headers["Cookie"])
    }
}
