import Foundation
import Network
import NetworkTestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLEncodedFormEncoder`: Encodable values as form text, each option, and `HTTPBody.form`.
final class URLEncodedFormEncoderTests: XCTestCase {
    private struct Address: Encodable, Sendable {
        var city: String
        var zip: String?
    }

    private struct Signup: Encodable, Sendable {
        var name: String
        var age: Int
        var newsletter: Bool
        var tags: [String]
        var address: Address
        var nickname: String?
    }

    private let ada = Signup(name: "Ada Lovelace", age: 36, newsletter: true, tags: ["math", "c&c"],
                             address: Address(city: "London", zip: nil), nickname: nil)

    func testNestedValuesArraysAndFlagsAsMostFormReadersExpect() throws {
        let text: String = try URLEncodedFormEncoder().encode(ada)
        XCTAssertEqual(text, "address%5Bcity%5D=London&age=36&name=Ada%20Lovelace&newsletter=1&tags%5B%5D=math&tags%5B%5D=c%26c",
                       "sorted keys, brackets escaped, a nil optional left out")
    }

    func testEachArrayBoolAndSpaceOption() throws {
        struct Flags: Encodable { var on = true; var list = ["a b", "c"] }
        let plain: String = try URLEncodedFormEncoder(arrayEncoding: .noBrackets, boolEncoding: .literal, spaceEncoding: .plusReplaced)
            .encode(Flags())
        XCTAssertEqual(plain, "list=a+b&list=c&on=true")
        let indexed: String = try URLEncodedFormEncoder(arrayEncoding: .indexInBrackets).encode(Flags())
        XCTAssertEqual(indexed, "list%5B0%5D=a%20b&list%5B1%5D=c&on=1")
    }

    func testKeysInSnakeCaseOrYourOwnSpelling() throws {
        struct Keys: Encodable { var firstName = "Ada"; var userID = 7; var htmlURLValue = "x" }
        let snake: String = try URLEncodedFormEncoder(keyEncoding: .convertToSnakeCase).encode(Keys())
        XCTAssertEqual(snake, "first_name=Ada&html_url_value=x&user_id=7")
        let upper: String = try URLEncodedFormEncoder(keyEncoding: .custom { $0.uppercased() }).encode(Keys())
        XCTAssertEqual(upper, "FIRSTNAME=Ada&HTMLURLVALUE=x&USERID=7")
    }

    func testDatesDataAndURLs() throws {
        struct Stamp: Encodable { var at = Date(timeIntervalSince1970: 1_700_000_000); var blob = Data([0xFF, 0x00]); var link = URL(string: "https://x.test/a?b=c")! }
        let iso: String = try URLEncodedFormEncoder(dateEncoding: .iso8601).encode(Stamp())
        XCTAssertEqual(iso, "at=2023-11-14T22%3A13%3A20Z&blob=%2FwA%3D&link=https%3A%2F%2Fx.test%2Fa%3Fb%3Dc")
        let seconds: String = try URLEncodedFormEncoder(dateEncoding: .secondsSince1970).encode(Stamp())
        XCTAssertTrue(seconds.hasPrefix("at=1700000000.0&"), seconds)
        let custom: String = try URLEncodedFormEncoder(dateEncoding: .custom { _ in "today" }).encode(Stamp())
        XCTAssertTrue(custom.hasPrefix("at=today&"), custom)
    }

    func testAnExplicitNilIsDroppedOrEmpty() throws {
        struct Explicit: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encodeNil(forKey: .gone)
                try container.encode("x", forKey: .kept)
            }
            enum Key: CodingKey { case gone, kept }
        }
        XCTAssertEqual(try URLEncodedFormEncoder().encode(Explicit()) as String, "kept=x")
        XCTAssertEqual(try URLEncodedFormEncoder(nilEncoding: .dropValue).encode(Explicit()) as String, "gone=&kept=x")
    }

    func testADictionaryKeepsEncodingOrderWhenAskedNotToSort() throws {
        struct Ordered: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(2, forKey: .zebra)
                try container.encode(1, forKey: .apple)
            }
            enum Key: CodingKey { case zebra, apple }
        }
        XCTAssertEqual(try URLEncodedFormEncoder(alphabetizeKeyValuePairs: false).encode(Ordered()) as String, "zebra=2&apple=1")
        XCTAssertEqual(try URLEncodedFormEncoder().encode(["b": 1, "a": 2]) as String, "a=2&b=1")
    }

    func testAValueThatIsNotKeyedIsRefusedWithItsType() {
        XCTAssertThrowsError(try URLEncodedFormEncoder().encode([1, 2]) as String) { error in
            XCTAssertEqual(error as? URLEncodedFormEncoder.Failure, .invalidRootObject("Array<Int>"))
        }
    }

    func testAFormBodyCarriesItsTypeAndARefusalIsAnInvalidRequest() throws {
        struct FormRoute: Route {
            var body: HTTPBody?
            var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.post, "/signup", ["dry": true]) }
        }
        let request = try FormRoute(body: .form(ada)).urlRequest(for: testHost)
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/x-www-form-urlencoded; charset=utf-8")
        XCTAssertEqual(request.httpBody.map { String(decoding: $0, as: UTF8.self) }, try URLEncodedFormEncoder().encode(ada) as String)
        XCTAssertEqual(request.url?.query, "dry=true", "parameters beside a body go in the query")
        XCTAssertThrowsError(try FormRoute(body: .form(["not", "keyed"])).urlRequest(for: testHost)) { error in
            XCTAssertEqual(error as? NetworkError, .invalidRequest(.unencodableBody("Array<String>")))
        }
    }
}
