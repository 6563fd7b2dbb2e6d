import Foundation
import Models
import XCTest
@testable import StagingServer

/// The memo must be invisible: the same bytes, tags, statuses, delays and
/// faults as an API that computes every answer afresh.
final class APIMemoTests: XCTestCase {
    private let clock = TestClock()
    private lazy var api = StagingAPI(configuration: .init(
        counts: ["products": 40, "posts": 40, "users": 40], faultsEnabled: true, clock: { [clock] in clock.now }))
    /// The reference: the same data with the memo turned off.
    private lazy var fresh = StagingAPI(configuration: .init(
        counts: ["products": 40, "posts": 40, "users": 40], faultsEnabled: true, clock: { [clock] in clock.now }, memoEntries: 0))

    func testRepeatedGetsAreByteIdenticalToFreshAnswers() {
        let requests: [(String, [(String, String)])] = [
            ("/products", [("limit", "30")]), ("/products", [("sortBy", "price"), ("order", "desc")]),
            ("/posts/search", [("q", "the")]), ("/users/7", [("select", "firstName,age")]),
            ("/products/categories", []), ("/products/category-list", []), ("/products/category/laptops", []),
        ]
        for (path, query) in requests {
            let first = api.get(path, query)
            let second = api.get(path, query)
            let reference = fresh.get(path, query)
            XCTAssertEqual(first.status, 200, path)
            XCTAssertEqual(second.body, first.body, path)
            XCTAssertEqual(second.body, reference.body, path)
            XCTAssertNotNil(second.header("ETag"), path)
            XCTAssertEqual(second.header("ETag"), first.header("ETag"), path)
            XCTAssertEqual(second.header("ETag"), reference.header("ETag"), path)
            XCTAssertEqual(second.headers.map(\.name), reference.headers.map(\.name), path)
        }
        XCTAssertEqual(api.memo.count, requests.count, "each distinct GET is memoised once")
        XCTAssertEqual(fresh.memo.count, 0)
    }

    func testTheKeyKeepsApartWhatAnswersDifferently() {
        // Repeated `select`s all count, so a second one changes the answer.
        XCTAssertNotEqual(api.get("/products", [("select", "title")]).body,
                          api.get("/products", [("select", "title"), ("select", "price")]).body)
        XCTAssertEqual(api.get("/products", [("skip", "1"), ("limit", "2")]).body,
                       api.get("/products", [("limit", "2"), ("skip", "1")]).body)
        // Category URLs name the release host whoever was called.
        let here = api.get("/products/categories", headers: ["host": "a.test"])
        let there = api.get("/products/categories", headers: ["host": "b.test"])
        XCTAssertTrue(String(decoding: there.body, as: UTF8.self).contains("https://dummyjson.com/products/category/"))
        XCTAssertEqual(here.body, there.body)
        // A separator inside a value is not a second parameter.
        XCTAssertNotEqual(MemoKey(HTTPRequest(method: "GET", path: "/posts/search", query: [(name: "q", value: "a&limit=1")]))?.key,
                          MemoKey(HTTPRequest(method: "GET", path: "/posts/search", query: [(name: "q", value: "a"), (name: "limit", value: "1")]))?.key)
    }

    func testOnlyRequestDeterminedGetsAreMemoised() {
        XCTAssertNotNil(MemoKey(HTTPRequest(method: "HEAD", path: "/products/1")))
        XCTAssertEqual(MemoKey(HTTPRequest(method: "GET", path: "/auth/products/1"))?.key,
                       MemoKey(HTTPRequest(method: "GET", path: "/products/1"))?.key)
        for (method, path) in [("GET", "/auth/me"), ("POST", "/auth/login"), ("DELETE", "/products/1"), ("PUT", "/users/1"),
                               ("GET", "/products/"), ("GET", "/"), ("GET", "//products"), ("GET", "/nope")] {
            XCTAssertNil(MemoKey(HTTPRequest(method: method, path: path)), "\(method) \(path)")
        }
        let deleted = api.send("DELETE", "/products/1")
        clock.advance(by: 5)
        XCTAssertNotEqual(api.send("DELETE", "/products/1").body, deleted.body, "deletedOn follows the clock")
        XCTAssertEqual(api.memo.count, 0)
    }

    func testAuthRoutesCheckTheTokenEvenWhenTheBodyIsMemoised() throws {
        let session = try api.login()
        let authorised = api.get("/auth/products", [("limit", "3")], headers: bearer(session.accessToken))
        XCTAssertEqual(authorised.status, 200)
        XCTAssertEqual(authorised.body, api.get("/products", [("limit", "3")]).body, "public and auth share the answer")
        XCTAssertEqual(api.memo.count, 1)

        let anonymous = api.get("/auth/products", [("limit", "3")])
        XCTAssertEqual(anonymous.status, 401)
        XCTAssertEqual(anonymous.message, "Access Token is required")
        XCTAssertNil(anonymous.header("ETag"))
        XCTAssertEqual(api.get("/auth/products", [("limit", "3")], headers: bearer("not.a.token")).message, "invalid token")
        clock.advance(by: 61 * 60)
        let expired = api.get("/auth/products", [("limit", "3")], headers: bearer(session.accessToken))
        XCTAssertEqual(expired.status, 401)
        XCTAssertEqual(expired.message, "Token Expired!")
        XCTAssertEqual(api.get("/products", [("limit", "3")]).status, 200, "the public route needs no token")
    }

    func testDelayFaultsAndRevalidationApplyAroundAMemoisedBody() throws {
        let plain = api.get("/products", [("limit", "4")])
        let delayed = api.get("/products", [("limit", "4"), ("delay", "700")])
        XCTAssertEqual(api.memo.count, 1, "delay is not part of the key")
        XCTAssertEqual(delayed.delayMilliseconds, 700)
        XCTAssertEqual(delayed.body, plain.body)
        XCTAssertEqual(api.get("/products", [("limit", "4")]).delayMilliseconds, 0, "the delay is not baked in")

        let headers = { (fault: String) in ["x-courier-fault": fault] }
        XCTAssertEqual(api.get("/products", [("limit", "4")], headers: headers("status=503")).status, 503)
        let reset = api.get("/products", [("limit", "4")], headers: headers("reset"))
        XCTAssertEqual(reset.delivery, .resetMidway)
        XCTAssertEqual(reset.body, plain.body)
        XCTAssertThrowsError(try JSONSerialization.jsonObject(with: api.get("/products", [("limit", "4")], headers: headers("malformed")).body))
        XCTAssertEqual(api.get("/products", [("limit", "4")], headers: headers("bogus")).status, 400)
        let after = api.get("/products", [("limit", "4")])
        XCTAssertEqual(after.status, 200)
        XCTAssertEqual(after.delivery, .normal)
        XCTAssertEqual(after.body, plain.body, "a fault never reaches the memo")

        let tag = try XCTUnwrap(plain.header("ETag"))
        let revalidated = api.get("/products", [("limit", "4")], headers: ["if-none-match": tag])
        XCTAssertEqual(revalidated.status, 304)
        XCTAssertTrue(revalidated.body.isEmpty)
        XCTAssertEqual(api.get("/products", [("limit", "4")]).status, 200, "a 304 is not memoised either")
    }

    func testTheMemoStaysWithinItsEntryBound() {
        let small = StagingAPI(configuration: .init(counts: ["products": 40, "posts": 40, "users": 40], memoEntries: 4))
        for id in 1...20 {
            XCTAssertEqual(small.get("/products/\(id)").body, fresh.get("/products/\(id)").body)
            XCTAssertLessThanOrEqual(small.memo.count, 4)
        }
        XCTAssertEqual(small.memo.count, 4)
        XCTAssertEqual(small.get("/products/1").body, fresh.get("/products/1").body, "an evicted answer is recomputed")
    }

    func testLeastRecentlyUsedGoesFirstAndTheByteBudgetHolds() {
        let memo = ResponseMemo(limits: .init(entries: 2, bytes: 100))
        func entry(_ size: Int) -> ResponseMemo.Entry {
            .init(response: .json(200, Data(repeating: 0x20, count: size)), etag: "\"\(size)\"")
        }
        memo.store(entry(10), for: "a")
        memo.store(entry(10), for: "b")
        XCTAssertNotNil(memo.entry(for: "a"))
        memo.store(entry(10), for: "c")
        XCTAssertNil(memo.entry(for: "b"), "b was the least recently used")
        XCTAssertNotNil(memo.entry(for: "a"))
        XCTAssertNotNil(memo.entry(for: "c"))

        memo.store(entry(95), for: "d")
        XCTAssertLessThanOrEqual(memo.byteCount, 100)
        XCTAssertEqual(memo.count, 1, "a 95-byte body leaves room for nothing else")
        XCTAssertNotNil(memo.entry(for: "d"), "the newest entry is the one kept")
        memo.store(entry(101), for: "e")
        XCTAssertNil(memo.entry(for: "e"), "a body over the whole budget is not kept")
        XCTAssertEqual(memo.byteCount, 95)
    }

    func testConcurrentGetsFromManyThreadsAnswerCorrectly() throws {
        // A memo smaller than the request mix, so threads evict each other's entries.
        let shared = StagingAPI(configuration: .init(
            counts: ["products": 40, "posts": 40, "users": 40], tokenSecret: Array(repeating: 7, count: 32), memoEntries: 3))
        let reference = StagingAPI(configuration: .init(
            counts: ["products": 40, "posts": 40, "users": 40], tokenSecret: Array(repeating: 7, count: 32), memoEntries: 0))
        let token = try reference.login().accessToken
        let requests: [(String, [(String, String)], [String: String])] = [
            ("/products", [("limit", "30")], [:]), ("/products/search", [("q", "phone")], [:]),
            ("/auth/posts", [("limit", "5")], bearer(token)), ("/auth/posts", [("limit", "5")], [:]),
            ("/users/3", [], [:]), ("/products/category/laptops", [("delay", "20")], [:]),
        ]
        let iterations = 120
        let results = MemoResultsBox(count: iterations)
        DispatchQueue.concurrentPerform(iterations: iterations) { index in
            let (path, query, headers) = requests[index % requests.count]
            results.set(index, shared.get(path, query, headers: headers))
        }
        for index in 0..<iterations {
            let (path, query, headers) = requests[index % requests.count]
            let expected = reference.get(path, query, headers: headers)
            let got = try XCTUnwrap(results.get(index))
            XCTAssertEqual(got.status, expected.status, path)
            XCTAssertEqual(got.body, expected.body, path)
            XCTAssertEqual(got.header("ETag"), expected.header("ETag"), path)
            XCTAssertEqual(got.delayMilliseconds, expected.delayMilliseconds, path)
        }
        XCTAssertLessThanOrEqual(shared.memo.count, 3)
    }
}

/// Collects responses from concurrent iterations.
private final class MemoResultsBox: @unchecked Sendable {  // @unchecked: every access goes through `lock`.
    private let lock = NSLock()
    private var responses: [HTTPResponse?]

    init(count: Int) { responses = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ response: HTTPResponse) { lock.withLock { responses[index] = response } }
    func get(_ index: Int) -> HTTPResponse? { lock.withLock { responses[index] } }
}
