import Foundation
import Models
import Network
import XCTest

/// Retries as `RetryPolicy.default` makes them against real failures: how many
/// attempts, and how long apart (at least; a busy machine only makes gaps longer).
final class RetryTests: HTTPBinTestCase {
    /// Clock and scheduler granularity: a gap is never shorter than this below its delay.
    private let slack = 0.05

    func testA503IsRetriedTwiceWithExponentialBackoff() throws {
        let recorder = RecordingPlugin()
        let answer = try result(try makeNetwork(plugins: [recorder]), AnswerRouter.status(503), as: EmptyResponse.self)
        XCTAssertEqual(answer.error?.status, 503)
        XCTAssertEqual(recorder.sent.count, 1 + RetryPolicy.default.limit)
        let gaps = recorder.gaps
        XCTAssertEqual(gaps.count, 2)
        XCTAssertGreaterThanOrEqual(gaps.first ?? 0, 0.5 - slack, "scale × base⁰")
        XCTAssertGreaterThanOrEqual(gaps.last ?? 0, 1.0 - slack, "scale × base¹")
    }

    func testRetryAfterSetsTheWaitInsteadOfTheBackoff() throws {
        let recorder = RecordingPlugin()
        let route = AnswerRouter.retryAfter(status: 503, seconds: 1)
        let answer = try result(try makeNetwork(plugins: [recorder]), route, as: EmptyResponse.self)
        XCTAssertEqual(answer.error, .http(status: 503, message: "busy"))
        XCTAssertEqual(recorder.sent.count, 3)
        for gap in recorder.gaps {
            XCTAssertGreaterThanOrEqual(gap, 1 - slack, "the server's second, not the first backoff's half")
        }
    }

    func testA429WithRetryAfterIsRetriedToo() throws {
        let recorder = RecordingPlugin()
        let route = AnswerRouter.retryAfter(status: 429, seconds: 1)
        let answer = try result(try makeNetwork(plugins: [recorder]), route, as: EmptyResponse.self)
        XCTAssertEqual(answer.error, .rateLimited(retryAfter: 1))
        XCTAssertEqual(recorder.sent.count, 3)
        XCTAssertGreaterThanOrEqual(recorder.gaps.min() ?? 0, 1 - slack)
    }

    /// Decides on another queue: once "again", then "give up" with an error of its own.
    private struct AskingElsewhere: AsyncRetrier {
        let asked = Locked<[Int]>([])
        func retry(_ attempt: RetryAttempt, for client: NetworkClient, dueTo error: NetworkError,
                   completion: @escaping @Sendable (RetryResult) -> Void) {
            asked.mutate { $0.append(attempt.response?.status ?? -1) }
            DispatchQueue.global().async {
                completion(attempt.retriesSoFar == 0 ? .retry : .doNotRetryWithError(.offline(detail: "given up")))
            }
        }
    }

    private struct WithRetrier: Route {
        let base: any Route
        let retrier: any Retrier
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { base.relation }
    }

    func testAnAsyncRetrierDecidesOnAnotherQueue() throws {
        let recorder = RecordingPlugin()
        let retrier = AskingElsewhere()
        let route = WithRetrier(base: AnswerRouter.status(503, .post), retrier: retrier)
        let answer = try result(try makeNetwork(plugins: [recorder]), route, as: EmptyResponse.self)
        XCTAssertEqual(answer.error, .offline(detail: "given up"), "the retrier's own error")
        XCTAssertEqual(recorder.sent.count, 2, "a POST sent again because the retrier said so")
        XCTAssertEqual(retrier.asked.value, [503, 503])
    }

    func testARetryAfterPastTheLimitFailsAtOnce() throws {
        let recorder = RecordingPlugin()
        let seconds = Int(RetryPolicy.default.maximumRetryAfter) + 1
        let route = AnswerRouter.retryAfter(status: 503, seconds: seconds)
        let answer = try result(try makeNetwork(plugins: [recorder]), route, as: EmptyResponse.self)
        XCTAssertEqual(answer.error, .http(status: 503, message: "busy"))
        XCTAssertEqual(recorder.sent.count, 1)
    }

    func testAPostIsNotRetried() throws {
        let recorder = RecordingPlugin()
        let answer = try result(try makeNetwork(plugins: [recorder]), AnswerRouter.status(503, .post), as: EmptyResponse.self)
        XCTAssertEqual(answer.error?.status, 503)
        XCTAssertEqual(recorder.sent.count, 1, "a write must not be sent twice")
    }

    func testAClientErrorIsNotRetried() throws {
        let recorder = RecordingPlugin()
        let answer = try result(try makeNetwork(plugins: [recorder]), AnswerRouter.status(404), as: EmptyResponse.self)
        XCTAssertEqual(answer.error?.status, 404)
        XCTAssertEqual(recorder.sent.count, 1)
    }
}
