import Foundation
import Models
import Network
import Reactive
import XCTest

/// Requests the server holds (/delay): ended by the caller, or by the timeout.
final class CancelAndTimeoutTests: HTTPBinTestCase {
    func testDisposingARequestInFlightCancelsItWithoutAResult() throws {
        let recorder = RecordingPlugin()
        let network = try makeNetwork(plugins: [recorder])
        let delivered = Locked<Int>(0)
        let subscription = network.request(AnswerRouter.delay(seconds: 10), as: Echo.self)
            .subscribe(onNext: { _ in delivered.mutate { $0 += 1 } })
        waitUntil { recorder.sent.count == 1 }
        let disposedAt = ContinuousClock.now
        subscription.dispose()
        XCTAssertTrue(network.pending.isEmpty)
        // The URL task reports how it ended; had it not been cancelled, that would be the answer, 10 s on.
        waitUntil(timeout: 30) { !recorder.outcomes.isEmpty }
        guard case .failure(let error)? = recorder.outcomes.first?.result else {
            return XCTFail("the request was not cancelled: \(String(describing: recorder.outcomes.first?.result))")
        }
        XCTAssertEqual(error.code, .cancelled)
        XCTAssertLessThan(ContinuousClock.now - disposedAt, .seconds(10), "ended before the server would have answered")
        XCTAssertEqual(network.activity.current, 0)
        XCTAssertEqual(delivered.value, 0, "a disposed stream hears nothing")
    }

    func testCancellingByIDDeliversCancelled() throws {
        let recorder = RecordingPlugin()
        let network = try makeNetwork(plugins: [recorder])
        let stream = network.request(AnswerRouter.delay(seconds: 10), as: Echo.self, id: "slow")
        let answers = Locked<[NetworkResult<Echo>]>([])
        let done = expectation(description: "completed")
        let subscription = stream.subscribe(onNext: { answer in answers.mutate { $0.append(answer) } },
                                            onCompleted: { done.fulfill() })
        defer { subscription.dispose() }
        waitUntil { recorder.sent.count == 1 }
        XCTAssertEqual(network.pending.map(\.id), ["slow"])
        network.cancel("slow")
        wait(for: [done], timeout: 9)
        XCTAssertEqual(answers.value.map(\.error), [.cancelled])
        XCTAssertTrue(network.pending.isEmpty)
    }

    func testCancellingTheAsyncTaskCancelsTheRequest() throws {
        let recorder = RecordingPlugin()
        let network = try makeNetwork(plugins: [recorder])
        let outcome = Locked<Result<Echo, NetworkError>?>(nil)
        let done = expectation(description: "the task ended")
        let task = Task {
            do throws(NetworkError) {
                let echo = try await network.value(AnswerRouter.delay(seconds: 10), as: Echo.self)
                outcome.mutate { $0 = .success(echo) }
            } catch {
                outcome.mutate { $0 = .failure(error) }
            }
            done.fulfill()
        }
        waitUntil { recorder.sent.count == 1 }
        task.cancel()
        wait(for: [done], timeout: 9)
        XCTAssertEqual(outcome.value.map { result in result.map(\.url) }, .failure(.cancelled))
        waitUntil { recorder.outcomes.count == 1 }
        XCTAssertEqual(network.activity.current, 0)
    }

    func testAnAnswerSlowerThanTheTimeoutTimesOut() throws {
        let recorder = RecordingPlugin()
        let network = try makeNetwork(timeouts: Timeouts(request: 1, resource: 5), plugins: [recorder])
        let answer = try result(network, AnswerRouter.delay(seconds: 3).retrying(.none), as: Echo.self)
        XCTAssertEqual(answer.error, .timedOut)
        XCTAssertEqual(recorder.sent.count, 1)
    }
}
