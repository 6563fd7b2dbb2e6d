import Foundation
import NetworkTestSupport
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class RetryPolicyTests: XCTestCase {
    private let policy = RetryPolicy.default
    private let idempotent: [HTTPMethod] = [.get, .head, .put, .delete, .options, .trace]

    func testTheDefaultsAreTheNamedValues() {
        XCTAssertEqual(policy.limit, 2)
        XCTAssertEqual(policy.exponentialBase, 2)
        XCTAssertEqual(policy.scale, 0.5)
        XCTAssertEqual(policy.retryableStatuses, [408, 500, 502, 503, 504])
    }

    func testBackoffIsHalfASecondThenOneSecondThenNothing() {
        for method in idempotent {
            XCTAssertEqual(policy.delay(after: .status(500, retryAfter: nil), method: method, retriesSoFar: 0), 0.5, method.rawValue)
            XCTAssertEqual(policy.delay(after: .status(500, retryAfter: nil), method: method, retriesSoFar: 1), 1.0, method.rawValue)
            XCTAssertNil(policy.delay(after: .status(500, retryAfter: nil), method: method, retriesSoFar: 2), method.rawValue)
        }
    }

    func testOnlyIdempotentMethodsAreRetried() {
        for method in HTTPMethod.allCases {
            let delay = policy.delay(after: .status(503, retryAfter: nil), method: method, retriesSoFar: 0)
            XCTAssertEqual(delay != nil, idempotent.contains(method), method.rawValue)
        }
        XCTAssertNil(policy.delay(after: .urlError(.timedOut), method: .post, retriesSoFar: 0))
        XCTAssertNil(policy.delay(after: .urlError(.timedOut), method: .patch, retriesSoFar: 0))
    }

    func testWhichStatusesAreRetried() {
        for status in [200, 301, 400, 401, 403, 404, 409, 422, 429, 501, 505] {
            XCTAssertNil(policy.delay(after: .status(status, retryAfter: nil), method: .get, retriesSoFar: 0), "\(status)")
        }
        for status in [408, 500, 502, 503, 504] {
            XCTAssertEqual(policy.delay(after: .status(status, retryAfter: nil), method: .get, retriesSoFar: 0), 0.5, "\(status)")
        }
    }

    func testConnectionLevelURLErrorsAreRetriedAndOthersAreNot() {
        let retried: [URLError.Code] = [.timedOut, .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet,
                                        .cannotFindHost, .dnsLookupFailed]
        for code in retried {
            XCTAssertEqual(policy.delay(after: .urlError(code), method: .get, retriesSoFar: 1), 1.0, "\(code.rawValue)")
        }
        for code: URLError.Code in [.cancelled, .badURL, .badServerResponse, .userAuthenticationRequired,
                                    .secureConnectionFailed, .cannotParseResponse] {
            XCTAssertNil(policy.delay(after: .urlError(code), method: .get, retriesSoFar: 0), "\(code.rawValue)")
        }
        XCTAssertNil(policy.delay(after: .other, method: .get, retriesSoFar: 0))
    }

    func testRetryAfterOn429And503IsHonouredUpToTheMaximum() {
        XCTAssertEqual(policy.delay(after: .status(429, retryAfter: 3), method: .get, retriesSoFar: 0), 3)
        XCTAssertEqual(policy.delay(after: .status(503, retryAfter: 7), method: .get, retriesSoFar: 1), 7)
        XCTAssertEqual(policy.delay(after: .status(503, retryAfter: 0), method: .get, retriesSoFar: 0), 0)
        XCTAssertEqual(policy.delay(after: .status(429, retryAfter: 30), method: .get, retriesSoFar: 0), 30)
        XCTAssertNil(policy.delay(after: .status(429, retryAfter: 31), method: .get, retriesSoFar: 0), "too long to wait")
        XCTAssertNil(policy.delay(after: .status(429, retryAfter: nil), method: .get, retriesSoFar: 0))
        XCTAssertNil(policy.delay(after: .status(429, retryAfter: 1), method: .get, retriesSoFar: 2), "the limit still holds")
        XCTAssertNil(policy.delay(after: .status(429, retryAfter: 1), method: .post, retriesSoFar: 0))
        XCTAssertEqual(policy.delay(after: .status(500, retryAfter: 9), method: .get, retriesSoFar: 0), 0.5,
                       "Retry-After only counts on 429 and 503")
    }

    func testNoneNeverRetries() {
        for method in HTTPMethod.allCases {
            XCTAssertNil(RetryPolicy.none.delay(after: .status(503, retryAfter: 1), method: method, retriesSoFar: 0))
            XCTAssertNil(RetryPolicy.none.delay(after: .urlError(.timedOut), method: method, retriesSoFar: 0))
        }
    }

    func testACustomPolicyScalesExponentially() {
        var custom = RetryPolicy.default
        custom.limit = 4
        custom.exponentialBase = 3
        custom.scale = 0.1
        let delays = (0..<5).map { custom.delay(after: .status(502, retryAfter: nil), method: .get, retriesSoFar: $0) }
        XCTAssertEqual(delays[0]!, 0.1, accuracy: 1e-9)
        XCTAssertEqual(delays[1]!, 0.3, accuracy: 1e-9)
        XCTAssertEqual(delays[2]!, 0.9, accuracy: 1e-9)
        XCTAssertEqual(delays[3]!, 2.7, accuracy: 1e-9)
        XCTAssertNil(delays[4])
    }

    func testRetryAfterParsing() {
        let now = Date(timeIntervalSince1970: 1_445_412_480) // Wed, 21 Oct 2015 07:28:00 GMT
        XCTAssertEqual(RetryPolicy.retryAfter("120", now: now), 120)
        XCTAssertEqual(RetryPolicy.retryAfter(" 5 ", now: now), 5)
        XCTAssertEqual(RetryPolicy.retryAfter("1.5", now: now), 1.5)
        XCTAssertEqual(RetryPolicy.retryAfter("-3", now: now), 0)
        XCTAssertEqual(RetryPolicy.retryAfter("Wed, 21 Oct 2015 07:28:30 GMT", now: now), 30)
        XCTAssertEqual(RetryPolicy.retryAfter("Wed, 21 Oct 2015 07:27:00 GMT", now: now), 0, "a past date means now")
        XCTAssertNil(RetryPolicy.retryAfter(nil, now: now))
        XCTAssertNil(RetryPolicy.retryAfter("", now: now))
        XCTAssertNil(RetryPolicy.retryAfter("soon", now: now))
    }
}
