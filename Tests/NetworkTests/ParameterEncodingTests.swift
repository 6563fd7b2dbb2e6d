import Foundation
import DummyJSON
import Models
import NetworkTestSupport
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class ParameterEncodingTests: XCTestCase {
    // MARK: FormEncoder

    func testTheUnreservedSetPassesThroughAndEverythingElseIsEscaped() {
        let unreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
        XCTAssertEqual(FormEncoder.escape(unreserved), unreserved)
        let table: [(String, String)] = [
            (" ", "%20"), ("+", "%2B"), ("&", "%26"), ("=", "%3D"), ("/", "%2F"), ("?", "%3F"), ("#", "%23"),
            ("%", "%25"), (",", "%2C"), (":", "%3A"), ("@", "%40"), ("!", "%21"), ("*", "%2A"), ("'", "%27"),
            ("(", "%28"), (")", "%29"), ("[", "%5B"), ("]", "%5D"), ("\"", "%22"), ("\n", "%0A"),
        ]
        for (raw, escaped) in table {
            XCTAssertEqual(FormEncoder.escape(raw), escaped, "escaping \(raw.debugDescription)")
        }
    }

    func testMultibyteCharactersAreEscapedByteByByteInUTF8() {
        XCTAssertEqual(FormEncoder.escape("é"), "%C3%A9")
        XCTAssertEqual(FormEncoder.escape("手机"), "%E6%89%8B%E6%9C%BA")
        XCTAssertEqual(FormEncoder.escape("😀"), "%F0%9F%98%80")
        XCTAssertEqual(FormEncoder.escape("e\u{301}"), "e%CC%81", "a combining mark stays as its own bytes")
    }

    func testKeysAreSortedAndEscapedToo() {
        let encoded = FormEncoder.encode(["z": "1", "a b": "2", "m": "3", "A": "4"])
        XCTAssertEqual(encoded, "A=4&a%20b=2&m=3&z=1")
    }

    func testScalarsArraysBooleansNullsAndNestedObjects() {
        let parameters: Parameters = [
            "flag": true, "off": false, "count": 30, "ratio": 0.25, "negative": -3, "none": .null,
            "tags": ["a", "b c"],
            "filter": .object(["min": 1, "brand": "Apple", "deep": .object(["x": "y"])]),
        ]
        XCTAssertEqual(
            FormEncoder.encode(parameters),
            [
                "count=30",
                "filter%5Bbrand%5D=Apple", "filter%5Bdeep%5D%5Bx%5D=y", "filter%5Bmin%5D=1",
                "flag=true", "negative=-3", "none=", "off=false", "ratio=0.25",
                "tags=a", "tags=b%20c",
            ].joined(separator: "&"))
    }

    func testWholeNumbersHaveNoFraction() {
        XCTAssertEqual(FormEncoder.format(30), "30")
        XCTAssertEqual(FormEncoder.format(-0.0), "0")
        XCTAssertEqual(FormEncoder.format(1.5), "1.5")
        XCTAssertEqual(FormEncoder.format(1e20), "1e+20")
        // Whole numbers are written as digits in place, the rest as `format` writes them.
        XCTAssertEqual(FormEncoder.encode(["a": 0, "b": -0.0, "c": 120, "d": 999_999_999_999_999, "e": 1e20, "f": -1.5, "g": -40]),
                       "a=0&b=0&c=120&d=999999999999999&e=1e%2B20&f=-1.5&g=-40")
    }

    func testAnEmptyArrayContributesNothing() {
        XCTAssertEqual(FormEncoder.encode(["a": [], "b": "1"]), "b=1")
    }

    // MARK: ParameterEncoding

    func testDefaultEncodingPerMethod() {
        XCTAssertEqual(ParameterEncoding.default(for: .get), .query)
        XCTAssertEqual(ParameterEncoding.default(for: .head), .query)
        XCTAssertEqual(ParameterEncoding.default(for: .delete), .query)
        for method: HTTPMethod in [.post, .put, .patch, .options, .trace] {
            XCTAssertEqual(ParameterEncoding.default(for: method), .json, method.rawValue)
        }
    }

    func testQueryEncodingForGetHeadAndDelete() throws {
        for method: HTTPMethod in [.get, .head, .delete] {
            let route = TestRoute(method, "/items", params: ["q": "a b", "limit": 5])
            let request = try route.urlRequest(for: .dummyJSON)
            XCTAssertEqual(request.url?.absoluteString, "https://dummyjson.com/items?limit=5&q=a%20b", method.rawValue)
            XCTAssertNil(request.httpBody, method.rawValue)
            XCTAssertEqual(request.httpMethod, method.rawValue)
        }
    }

    func testJSONEncodingSortsKeysAndSetsTheContentType() throws {
        let route = TestRoute(.patch, "/items/1", params: ["b": [1, 2], "a": .object(["url": "http://x/y"]), "c": .null])
        let request = try route.urlRequest(for: .dummyJSON)
        XCTAssertEqual(request.url?.absoluteString, "https://dummyjson.com/items/1")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(String(decoding: request.httpBody ?? Data(), as: UTF8.self), #"{"a":{"url":"http://x/y"},"b":[1,2],"c":null}"#)
    }

    func testFormEncodingPutsTheQueryStringInTheBody() throws {
        let route = TestRoute(.post, "/form", params: ["name": "Ann Lee", "ok": true], encoding: .form)
        let request = try route.urlRequest(for: .dummyJSON)
        XCTAssertEqual(request.url?.absoluteString, "https://dummyjson.com/form")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/x-www-form-urlencoded; charset=utf-8")
        XCTAssertEqual(String(decoding: request.httpBody ?? Data(), as: UTF8.self), "name=Ann%20Lee&ok=true")
    }

    func testQueryEncodingKeepsAQueryAlreadyInTheURL() throws {
        var request = URLRequest(url: URL(string: "https://dummyjson.com/items?delay=100")!)
        try ParameterEncoding.query.encode(["q": "x"], into: &request)
        XCTAssertEqual(request.url?.absoluteString, "https://dummyjson.com/items?delay=100&q=x")
    }

    func testNoOrEmptyParametersLeaveTheRequestAlone() throws {
        for encoding: ParameterEncoding in [.query, .json, .form] {
            var request = URLRequest(url: URL(string: "https://dummyjson.com/items")!)
            try encoding.encode([:], into: &request)
            try encoding.encode(nil, into: &request)
            XCTAssertEqual(request.url?.absoluteString, "https://dummyjson.com/items")
            XCTAssertNil(request.httpBody)
            XCTAssertNil(request.value(forHTTPHeaderField: "Content-Type"))
        }
    }

    func testAnEncodedQueryRoundTripsThroughURLComponents() throws {
        let values = ["café & tea", "a+b=c", "100%", "手机/电脑", "x,y;z"]
        for value in values {
            let request = try TestRoute(.get, "/s", params: ["q": .string(value)]).urlRequest(for: .dummyJSON)
            let components = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)
            XCTAssertEqual(components?.queryItems?.first { $0.name == "q" }?.value, value)
        }
    }

    func testAQueryGoesBeforeAFragment() throws {
        var request = URLRequest(url: URL(string: "https://dummyjson.com/items?a=1#part")!)
        try ParameterEncoding.query.encode(["q": "x y"], into: &request)
        XCTAssertEqual(request.url?.absoluteString, "https://dummyjson.com/items?a=1&q=x%20y#part")
    }

    private struct Headed: Route {
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.post, "/h", ["a": 1]) }
        var headers: [String: String] { ["accept": "text/plain", "X-Trace": "t"] }
    }

    func testARoutesHeadersWinOverTheDefaultsWhateverTheirCase() throws {
        let request = try Headed().urlRequest(for: .dummyJSON, defaultHeaders: ["Accept": "application/json", "User-Agent": "u"])
        let fields = request.allHTTPHeaderFields ?? [:]
        XCTAssertEqual(fields.keys.filter { $0.lowercased() == "accept" }.count, 1, "one Accept field: \(fields)")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "text/plain")
        XCTAssertEqual(request.value(forHTTPHeaderField: "User-Agent"), "u")
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Trace"), "t")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(String(decoding: request.httpBody ?? Data(), as: UTF8.self), #"{"a":1}"#)
    }
}
