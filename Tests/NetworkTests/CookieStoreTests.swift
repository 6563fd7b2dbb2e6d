import Foundation
import NetworkTestSupport
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The jar's RFC 6265 rules, on a clock the test moves.
final class CookieStoreTests: XCTestCase {
    private let clock = Locked(Date(timeIntervalSince1970: 1_800_000_000))
    private lazy var store = CookieStore(now: { [clock] in clock.value })

    private func url(_ text: String) -> URL { URL(string: text)! }

    private func header(_ text: String) -> String? { store.cookieHeader(for: url(text)) }

    func testAHostOnlyCookieGoesBackToItsHostAlone() {
        store.store(setCookie: "sid=abc", from: url("http://api.example.com/login"))
        XCTAssertEqual(header("http://api.example.com/"), "sid=abc")
        XCTAssertNil(header("http://www.api.example.com/"), "not to a subdomain")
        XCTAssertNil(header("http://example.com/"), "not to the parent")
        XCTAssertNil(header("http://api.example.org/"))
    }

    func testAFieldWithAControlCharacterIsIgnoredWhole() {
        let from = url("http://api.example.com/")
        for field in ["\r=", "a\r=b", "sid=a\u{0}b", "sid=a\nSet-Cookie: x=y", "sid=abc; Path=/\u{7F}", "s\u{1B}id=abc", "sid=\u{1F}"] {
            store.store(setCookie: field, from: from)
            XCTAssertTrue(store.cookies.isEmpty, "kept \(field.debugDescription): \(store.cookies)")
        }
        XCTAssertNil(header("http://api.example.com/"))
        store.store(setCookie: "sid=a\tb", from: from)
        XCTAssertEqual(store.cookies.map(\.value), ["a\tb"], "a tab is not a control a cookie must refuse")
    }

    func testADomainCookieReachesTheDomainAndItsSubdomains() {
        store.store(setCookie: "sid=abc; Domain=.Example.com", from: url("http://api.example.com/"))
        XCTAssertEqual(header("http://example.com/"), "sid=abc")
        XCTAssertEqual(header("http://www.example.com/"), "sid=abc")
        XCTAssertNil(header("http://badexample.com/"), "a suffix that is not a label boundary")
        XCTAssertEqual(store.cookies.first?.domain, "example.com")
        XCTAssertEqual(store.cookies.first?.hostOnly, false)
    }

    func testADomainThatIsNotTheHostsIsRefused() {
        store.store(setCookie: "a=1; Domain=other.com", from: url("http://api.example.com/"))
        store.store(setCookie: "b=1; Domain=com", from: url("http://example.com/"))
        store.store(setCookie: "c=1; Domain=0.0.1", from: url("http://127.0.0.1/"))
        XCTAssertEqual(store.cookies, [])
    }

    func testAnIPAddressMatchesOnlyItself() {
        store.store(setCookie: "a=1; Domain=127.0.0.1", from: url("http://127.0.0.1:8080/"))
        XCTAssertEqual(header("http://127.0.0.1:9090/x"), "a=1", "ports do not separate cookies")
        XCTAssertNil(header("http://127.0.0.2:8080/"))
    }

    func testPathsMatchOnSegmentsAndDefaultToTheRequestsDirectory() {
        store.store(setCookie: "a=1; Path=/docs", from: url("http://h.test/"))
        store.store(setCookie: "b=2", from: url("http://h.test/api/v1/login"))
        XCTAssertEqual(header("http://h.test/docs"), "a=1")
        XCTAssertEqual(header("http://h.test/docs/page"), "a=1")
        XCTAssertNil(header("http://h.test/docsearch"))
        XCTAssertEqual(header("http://h.test/api/v1/me"), "b=2")
        XCTAssertNil(header("http://h.test/api/v2"))
    }

    func testLongerPathsComeFirstThenOlderCookies() {
        store.store(setCookie: "first=1; Path=/", from: url("http://h.test/"))
        store.store(setCookie: "deep=2; Path=/a/b", from: url("http://h.test/"))
        store.store(setCookie: "second=3; Path=/", from: url("http://h.test/"))
        XCTAssertEqual(header("http://h.test/a/b/c"), "deep=2; first=1; second=3")
    }

    func testASecureCookieGoesOverHTTPSOnly() {
        store.store(setCookie: "s=1; Secure; HttpOnly", from: url("https://h.test/"))
        XCTAssertEqual(header("https://h.test/"), "s=1")
        XCTAssertNil(header("http://h.test/"))
    }

    func testACookieWithTheSameNameDomainAndPathReplacesTheOld() {
        store.store(setCookie: "a=1", from: url("http://h.test/"))
        store.store(setCookie: "b=2", from: url("http://h.test/"))
        store.store(setCookie: "a=3", from: url("http://h.test/"))
        XCTAssertEqual(header("http://h.test/"), "a=3; b=2", "the replacement keeps its place")
    }

    func testMaxAgeWinsOverExpiresAndCookiesExpireOnTheStoresClock() {
        store.store(setCookie: "a=1; Max-Age=60; Expires=Thu, 01 Jan 1970 00:00:00 GMT", from: url("http://h.test/"))
        store.store(setCookie: "b=2; Expires=Wed, 16 Jan 2027 08:00:00 GMT", from: url("http://h.test/"))
        XCTAssertEqual(header("http://h.test/"), "a=1; b=2")
        clock.mutate { $0 += 61 }
        XCTAssertEqual(header("http://h.test/"), "b=2")
        clock.mutate { $0 = Date(timeIntervalSince1970: 1_800_200_000) }
        XCTAssertNil(header("http://h.test/"))
    }

    func testAnExpiredCookieDeletesTheOneItNames() {
        store.store(setCookie: "a=1; Path=/", from: url("http://h.test/"))
        store.store(setCookie: "b=2; Path=/", from: url("http://h.test/"))
        store.store(setCookie: "a=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/", from: url("http://h.test/x"))
        XCTAssertEqual(header("http://h.test/"), "b=2")
        store.store(setCookie: "b=; Expires=Thu, 01-Jan-1970 00:00:00 GMT; Path=/", from: url("http://h.test/"))
        XCTAssertEqual(store.cookies, [])
    }

    func testSetCookieFieldsJoinedByCommasAreToldApartFromDates() {
        let joined = "a=1; Path=/, b=2; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Path=/, c=x,y"
        XCTAssertEqual(SetCookieParser.fields(in: joined),
                       ["a=1; Path=/", "b=2; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Path=/", "c=x,y"])
    }

    func testAFieldWithoutANameValuePairIsIgnored() {
        store.store(setCookie: "garbage; Path=/", from: url("http://h.test/"))
        store.store(setCookie: "=novalue", from: url("http://h.test/"))
        XCTAssertEqual(store.cookies, [])
    }

    func testDatesInTheFormatsServersWrite() {
        let expected = Date(timeIntervalSince1970: 1_445_412_480)  // 2015-10-21 07:28:00 UTC
        for text in ["Wed, 21 Oct 2015 07:28:00 GMT", "Wednesday, 21-Oct-15 07:28:00 GMT", "Wed Oct 21 07:28:00 2015"] {
            XCTAssertEqual(CookieDate.parse(text), expected, text)
        }
        XCTAssertNil(CookieDate.parse("Wed, 31 Feb 2015 07:28:00 GMT"), "no such day")
        XCTAssertNil(CookieDate.parse("tomorrow"))
    }

    func testTheJarKeepsAtMostItsLimitDroppingTheOldest() {
        let small = CookieStore(maximumCount: 2)
        for name in ["a", "b", "c"] { small.store(setCookie: "\(name)=1", from: url("http://h.test/")) }
        XCTAssertEqual(small.cookies.map(\.name), ["b", "c"])
    }

    func testTheStoreReadsEveryCookieOfAResponse() {
        let response = HTTPURLResponse(url: url("http://h.test/login"), statusCode: 302, httpVersion: "HTTP/1.1",
                                       headerFields: ["Set-Cookie": "a=1; Path=/, b=2; Path=/"])!
        store.store(from: response)
        XCTAssertEqual(header("http://h.test/"), "a=1; b=2")
        store.removeAll()
        XCTAssertNil(header("http://h.test/"))
    }
}
