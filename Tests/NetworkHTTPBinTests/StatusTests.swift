import Foundation
import Models
import Network
import XCTest

/// How httpbin's statuses come out of the network layer. Empty-bodied errors,
/// an unrequested 304 and the wrong content type are in EdgeCaseTests.
final class StatusTests: HTTPBinTestCase {
    func testSuccessesWithoutABodyAreEmptyValues() throws {
        let network = try makeNetwork()
        for status in [200, 201, 202, 204] {
            XCTAssertEqual(try result(network, AnswerRouter.status(status), as: EmptyResponse.self), .value(EmptyResponse()),
                           "\(status)")
        }
        let raw = try rawResult(network, AnswerRouter.status(201))
        XCTAssertEqual(raw.value?.status, 201)
    }

    func testAnErrorWithAJSONMessageCarriesIt() throws {
        let answer = try result(try makeNetwork(), AnswerRouter.status(406), as: EmptyResponse.self)
        XCTAssertEqual(answer.error, .http(status: 406, message: "Client did not request a supported media type."))
    }

    func testAnErrorWithAPlainBodyIsItsStatus() throws {
        // 418's body is a drawing with no Content-Type: not a message, not a web page.
        let answer = try result(try makeNetwork(), AnswerRouter.status(418), as: EmptyResponse.self)
        XCTAssertEqual(answer.error, .http(status: 418, message: nil))
    }

    func testAWebPageWhereJSONWasExpectedIsNotJSON() throws {
        let answer = try result(try makeNetwork(), AnswerRouter.html, as: Echo.self)
        XCTAssertEqual(answer.error, .notJSON(status: 200, contentType: "text/html; charset=utf-8"))
    }

    func testA429IsRateLimitedWithTheServersWait() throws {
        let network = try makeNetwork()
        let bare = try result(network, AnswerRouter.status(429), as: EmptyResponse.self)
        XCTAssertEqual(bare.error, .rateLimited(retryAfter: nil))
        let told = try result(network, AnswerRouter.retryAfter(status: 429, seconds: 7).retrying(.none), as: EmptyResponse.self)
        XCTAssertEqual(told.error, .rateLimited(retryAfter: 7))
    }

    func testA401BearerChallengeWithoutASessionIsUnauthorized() throws {
        // Nobody signed in, so nothing to refresh: the session is over at once.
        let answer = try result(try makeNetwork(), CredentialRouter.bearer, as: EmptyResponse.self, timeout: 10)
        XCTAssertEqual(answer.error, .unauthorized(message: nil))
    }

    func testAnUndecodableBodyNamesTheTypeAndTheField() throws {
        struct Wrong: Decodable, Sendable { var uuid: Int }
        let answer = try result(try makeNetwork(), EchoRouter.uuid, as: Wrong.self)
        XCTAssertEqual(answer.error, .decoding(type: "Wrong", path: "uuid", detail: "expected Int"))
    }
}
