import Foundation
import Network
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An `AsyncRetrier` decides later, on its own time: the request waits for it,
/// within its retry budget, and a late or repeated decision counts for nothing.
final class AsyncRetrierTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    /// Keeps each question so the test answers it when it likes.
    private final class Deferred: AsyncRetrier {
        struct Question: Sendable {
            let attempt: RetryAttempt
            let error: NetworkError
            let client: NetworkClient
            let answer: @Sendable (RetryResult) -> Void
        }

        private let asked = Locked<[Question]>([])
        var questions: [Question] { asked.value }

        func retry(_ attempt: RetryAttempt, for client: NetworkClient, dueTo error: NetworkError,
                   completion: @escaping @Sendable (RetryResult) -> Void) {
            asked.mutate { $0.append(Question(attempt: attempt, error: error, client: client, answer: completion)) }
        }
    }

    private struct Retried: Route {
        let retrier: any Retrier
        var retryBudget: TimeInterval? = 30
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.post, "/jobs", nil) }
    }

    /// 503 with `Retry-After: 7` twice, then 200.
    private func client(plugin: RecordingPlugin) -> NetworkClient {
        let script = SampleScript([
            .networkResponse(status: 503, data: Data(#"{"message":"busy"}"#.utf8)),
            .networkResponse(status: 503, data: Data(#"{"message":"busy"}"#.utf8)),
            json(200, #"{"name":"done"}"#),
        ])
        var configuration = NetworkConfiguration(host: testHost)
        configuration.scheduler = scheduler
        configuration.plugins = [plugin]
        configuration.stubBehavior = { _ in .immediate }
        configuration.sampleResponse = { _ in script.next() }
        return NetworkClient(configuration: configuration)
    }

    private func clockPlugin() -> RecordingPlugin {
        let scheduler = self.scheduler
        return RecordingPlugin(clock: { scheduler.clock })
    }

    func testTheRequestWaitsForTheDecisionAndFollowsIt() throws {
        let retrier = Deferred()
        let plugin = clockPlugin()
        let client = client(plugin: plugin)
        let answers = client.request(Retried(retrier: retrier), as: Named.self).record(on: scheduler)
        scheduler.advanceTo(5_000)
        let first = try XCTUnwrap(retrier.questions.first)
        XCTAssertEqual(first.attempt.retriesSoFar, 0)
        XCTAssertEqual(first.attempt.failure, .status(503, retryAfter: nil))
        XCTAssertEqual(first.attempt.response?.status, 503)
        XCTAssertEqual(first.attempt.request.httpMethod, "POST", "a POST may be retried when the retrier says so")
        XCTAssertEqual(first.error, .http(status: 503, message: "busy"))
        XCTAssertTrue(first.client === client)
        XCTAssertEqual(client.pending.map(\.state), [.waitingToRetry])
        XCTAssertTrue(answers.events.isEmpty, "nothing is delivered while the retrier thinks")

        first.answer(.retryWithDelay(2))
        scheduler.advanceTo(6_999)
        XCTAssertEqual(plugin.sendTimes, [0])
        scheduler.advanceTo(7_000)
        XCTAssertEqual(plugin.sendTimes, [0, 7_000], "two seconds after the decision")
        XCTAssertEqual(retrier.questions.count, 2)
        XCTAssertEqual(retrier.questions.last?.attempt.retriesSoFar, 1)

        retrier.questions[1].answer(.retry)
        scheduler.advanceTo(7_001)
        XCTAssertEqual(plugin.sendTimes, [0, 7_000, 7_001])
        XCTAssertEqual(answers.elements, [.value(Named(name: "done"))])
    }

    func testDoNotRetryDeliversTheAttemptsErrorOrTheRetriersOwn() {
        let plugin = clockPlugin()
        let retrier = Deferred()
        let answers = client(plugin: plugin).request(Retried(retrier: retrier), as: Named.self).record(on: scheduler)
        scheduler.advanceTo(10)
        retrier.questions.first?.answer(.doNotRetry)
        XCTAssertEqual(answers.elements, [.error(.http(status: 503, message: "busy"))])

        let other = Deferred()
        let replaced = client(plugin: plugin).request(Retried(retrier: other), as: Named.self).record(on: scheduler)
        scheduler.advanceTo(20)
        other.questions.first?.answer(.doNotRetryWithError(.offline(detail: "the probe says so")))
        XCTAssertEqual(replaced.elements, [.error(.offline(detail: "the probe says so"))])
    }

    func testASecondAnswerOrOneAfterCancelCountsForNothing() {
        let plugin = clockPlugin()
        let retrier = Deferred()
        let client = client(plugin: plugin)
        let answers = client.request(Retried(retrier: retrier), as: Named.self, id: "job").record(on: scheduler)
        scheduler.advanceTo(10)
        retrier.questions[0].answer(.retryWithDelay(1))
        retrier.questions[0].answer(.retry)
        scheduler.advanceTo(2_000)
        XCTAssertEqual(plugin.sendTimes, [0, 1_010], "one retry for two answers")

        client.cancel("job")
        retrier.questions[1].answer(.retry)
        scheduler.start()
        XCTAssertEqual(plugin.sendTimes, [0, 1_010], "cancelled while the retrier thought: nothing more is sent")
        XCTAssertEqual(answers.elements, [.error(.cancelled)])
    }

    func testADecisionThatNeverComesEndsAtTheRetryBudget() {
        let plugin = clockPlugin()
        let answers = client(plugin: plugin).request(Retried(retrier: Deferred(), retryBudget: 3), as: Named.self)
            .record(on: scheduler)
        scheduler.advanceTo(2_999)
        XCTAssertTrue(answers.events.isEmpty)
        scheduler.advanceTo(3_000)
        XCTAssertEqual(answers.elements, [.error(.timedOut)])
    }

    func testAFixedPolicyStillDecidesAtOnce() {
        let plugin = clockPlugin()
        let answers = client(plugin: plugin).request(Retried(retrier: RetryPolicy(limit: 2, retryableMethods: [.post])), as: Named.self)
            .record(on: scheduler)
        scheduler.start()
        XCTAssertEqual(plugin.sendTimes, [0, 500, 1_500], "the policy's backoff, as before")
        XCTAssertEqual(answers.elements, [.value(Named(name: "done"))])
    }
}
